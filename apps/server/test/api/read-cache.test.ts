import { selectionGroupListSchema, tabsSchema } from "@home-designer/core";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announceCatalogChange, CATALOG_CHANNEL } from "../../src/cache/catalog-changes.ts";
import { materials, rooms } from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

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
    server.call(
      "GET",
      `/api/project/${w.project.id}/tabs/${w.rooms.kitchenRoom.id}?apartment_layout_id=${w.layout.id}&package_id=${w.packages.basic.id}`,
    );
  const frontsPrice = async () =>
    selectionGroupListSchema.parse((await kitchen()).body)[0]?.assets[0]?.material?.price;

  it("answers a guest's repeated read without touching the database", async () => {
    await kitchen();
    queries.length = 0;
    const res = await kitchen();
    expect(res.status).toBe(200);
    expect(queries).toEqual([]);
  });

  it("still checks a bearer token on every call", async () => {
    await kitchen();
    queries.length = 0;
    await server.call(
      "GET",
      `/api/project/${w.project.id}/tabs?apartment_layout_id=${w.layout.id}`,
      {
        token: w.token("customer"),
      },
    );
    expect(queries.some((q) => q.includes("auth_tokens"))).toBe(false);
    queries.length = 0;
    const res = await server.call(
      "GET",
      `/api/packages?project_id=${w.project.id}&apartment_layout_id=${w.layout.id}`,
      { token: w.token("customer") },
    );
    expect(res.status).toBe(200);
    expect(queries.some((q) => q.includes("auth_tokens"))).toBe(true);
  });

  it("forgets everything when a change is announced in the writing transaction", async () => {
    const before = await frontsPrice();
    await server.ctx.db.transaction(async (tx) => {
      await tx.update(materials).set({ priceCents: 123_45 }).where(eq(materials.code, "white"));
      await announceCatalogChange(tx);
    });
    await expect.poll(frontsPrice, { timeout: 5000 }).toBe(123.45);
    expect(before).not.toBe(123.45);
  });

  it("forgets everything when another server process announces a change", async () => {
    await server.call(
      "GET",
      `/api/project/${w.project.id}/tabs?apartment_layout_id=${w.layout.id}`,
    );
    await server.ctx.db
      .update(rooms)
      .set({ label: { en: "Cooking" } })
      .where(eq(rooms.id, w.rooms.kitchenRoom.id));
    const kitchenLabel = async () => {
      const res = await server.call(
        "GET",
        `/api/project/${w.project.id}/tabs?apartment_layout_id=${w.layout.id}`,
      );
      return tabsSchema.parse(res.body).rooms.find((r) => r.id === w.rooms.kitchenRoom.id)?.label
        .en;
    };
    expect(await kitchenLabel()).toBe("Kitchen");
    if (kind === "postgres") {
      // A separate connection stands for another process writing to the same database.
      const other = new pg.Client({ connectionString: server.databaseUrl ?? "" });
      await other.connect();
      await other.query("select pg_notify($1, '')", [CATALOG_CHANNEL]);
      await other.end();
    } else {
      await announceCatalogChange(server.ctx.db);
    }
    await expect.poll(kitchenLabel, { timeout: 5000 }).toBe("Cooking");
  });
});
