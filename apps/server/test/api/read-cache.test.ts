import { tabsSchema } from "@home-designer/core";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { materials } from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { startServerProcess } from "../helpers/server-process.ts";
import {
  ALPHA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

describe.each(databaseKinds())("read cache on %s", (kind) => {
  let server: TestServer;
  let w: World;
  const queries: string[] = [];
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
      },
      { onQuery: (q) => queries.push(q) },
    );
  });
  afterAll(() => server?.close());

  const kitchen = () =>
    server.api("GET /project/:project/tabs/:roomId", {
      params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
      query: { apartment_layout_id: w.layout.id, package_id: w.packages.basic.id },
    });
  const frontsPrice = async () => (await kitchen()).answer[0]?.assets[0]?.material?.price;
  /**
   * What a repeated guest read asks the database: nothing on the embedded database (its one
   * process is told of every change), one look at the change count on PostgreSQL (other
   * processes may have written).
   */
  const onlyTheVersionCheck = () => {
    if (kind === "pglite") expect(queries).toEqual([]);
    else {
      expect(queries).toHaveLength(1);
      expect(queries[0]).toContain('"cache_version"');
    }
  };

  it("answers a guest's repeated read from the cache", async () => {
    await kitchen();
    queries.length = 0;
    const res = await kitchen();
    expect(res.status).toBe(200);
    onlyTheVersionCheck();
  });

  it("still checks a bearer token on every call", async () => {
    await kitchen();
    queries.length = 0;
    await server.api("GET /project/:project/tabs", {
      params: { project: w.project.id },
      query: { apartment_layout_id: w.layout.id },
      token: w.token("customer"),
    });
    expect(queries.some((q) => q.includes("auth_tokens"))).toBe(false);
    queries.length = 0;
    const res = await server.api("GET /packages", {
      query: { project_id: w.project.id, apartment_layout_id: w.layout.id },
      token: w.token("customer"),
    });
    expect(res.status).toBe(200);
    expect(queries.some((q) => q.includes("auth_tokens"))).toBe(true);
  });

  it("sees a change on the very next read, however it was written", async () => {
    const before = await frontsPrice();
    // No service code: a plain statement, as an import or a console would write it.
    await server.ctx.db
      .update(materials)
      .set({ priceCents: 123_45 })
      .where(eq(materials.code, "white"));
    expect(await frontsPrice()).toBe(123.45);
    expect(before).not.toBe(123.45);
  });

  it("keeps its answers while nothing it holds changes", async () => {
    await kitchen();
    // A buyer's own package is not what the cache keeps: saving one does not empty it.
    await server.api("POST /packages", {
      token: w.token("customer"),
      body: {
        apartment_layout_id: w.layout.id,
        package_id: w.packages.customerPackage.id,
        selections: [{ tab_id: w.rooms.kitchenRoom.id, selection_id: w.option("black") }],
      },
    });
    queries.length = 0;
    await kitchen();
    onlyTheVersionCheck();
  });
});

/** What must hold between several server processes on one PostgreSQL server. */
describe.each(databaseKinds().filter((k) => k === "postgres"))(
  "read cache across processes on %s",
  (kind) => {
    let server: TestServer;
    let w: World;
    beforeAll(async () => {
      server = await startTestServer(kind, async (ctx) => {
        w = await buildWorld(ctx);
      });
    });
    afterAll(() => server?.close());

    const frontsPrice = async () => {
      const res = await server.api("GET /project/:project/tabs/:roomId", {
        params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
        query: { apartment_layout_id: w.layout.id, package_id: w.packages.basic.id },
      });
      return res.answer[0]?.assets[0]?.material?.price;
    };
    /** The kitchen's name as the server at `url` answers it, called from Alpha's site. */
    const kitchenLabel = async (url: string) => {
      const res = await fetch(
        `${url}/api/project/${w.project.id}/tabs?apartment_layout_id=${w.layout.id}`,
        { headers: { origin: ALPHA_SITE } },
      );
      return tabsSchema.parse(await res.json()).rooms.find((r) => r.id === w.rooms.kitchenRoom.id)
        ?.label.en;
    };

    it("gives read-your-writes across server processes: 0 stale reads in 100", async () => {
      const other = await startServerProcess(server.databaseUrl ?? "");
      try {
        // Both processes have the layout's rooms cached before the writes begin.
        expect(await kitchenLabel(other.url)).toBe(await kitchenLabel(server.url));
        let stale = 0;
        for (let i = 0; i < 100; i++) {
          const name = `Kitchen ${i}`;
          const rename = await server.api("POST /tabs/:roomId/rename", {
            params: { roomId: w.rooms.kitchenRoom.id },
            token: w.token("designer"),
            body: { name, apartment_layout_id: w.layout.id },
          });
          expect(rename.status).toBe(200);
          if ((await kitchenLabel(other.url)) !== name) stale++;
        }
        expect(stale).toBe(0);
      } finally {
        await other.stop();
      }
    });

    it("sees what another process wrote, without being told", async () => {
      await frontsPrice();
      const connection = new pg.Client({ connectionString: server.databaseUrl ?? "" });
      await connection.connect();
      try {
        await connection.query("update materials set price_cents = 777 where code = 'white'");
      } finally {
        await connection.end();
      }
      expect(await frontsPrice()).toBe(7.77);
    });
  },
);
