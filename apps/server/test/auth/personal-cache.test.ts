import { and, eq, like } from "drizzle-orm";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { issueToken } from "../../src/auth/tokens.ts";
import { apartmentBuyers, authTokens, confirmations, files, users } from "../../src/db/schema.ts";
import { FILE_LINK_SECONDS } from "../../src/modules/specials/special-files.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  type ServerProcess,
  START_LIMIT_MS,
  startServerProcess,
} from "../helpers/server-process.ts";
import {
  ALPHA_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

/**
 * What a logged-in person's reads have read once (kept in memory, src/auth/personal-cache.ts)
 * counts for nothing after a change to it: every change takes effect from the next request on,
 * and a login kept past its expiry is expired.
 */
describe.each(databaseKinds())("a logged-in person's reads on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());
  afterEach(() => vi.useRealTimers());

  const me = (token: string) => server.api("GET /auth/user", { token });

  it("ends with its logout", async () => {
    const token = w.token("otherCustomer");
    expect((await me(token)).status).toBe(200);
    expect((await server.api("POST /auth/logout", { token })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it("shows in an own package's room, at the next read, a save, a special solution, its file and an edit", async () => {
    const pkg = w.packages.customerPackage.id;
    const token = w.token("customer");
    const kitchen = async () => {
      const res = await server.api("GET /project/:project/tabs/:roomId", {
        params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
        query: { apartment_layout_id: w.layout.id, package_id: pkg },
        token,
      });
      expect(res.status).toBe(200);
      const fronts = res.answer.find((g) => g.id === w.groups.fronts.id);
      return {
        chosen: (fronts?.assets ?? []).filter((a) => a.packages.includes(pkg)).map((a) => a.id),
        specials: (fronts?.assets ?? []).filter((a) => a.is_special),
      };
    };
    const first = await kitchen();
    expect(first.chosen).toContain(w.option("grey"));
    // Read again: the kept answer, the same as the first.
    expect(await kitchen()).toEqual(first);

    const saved = await server.api("POST /packages", {
      token,
      body: {
        apartment_layout_id: w.layout.id,
        package_id: pkg,
        selections: [{ tab_id: w.rooms.kitchenRoom.id, selection_id: w.option("black") }],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.answer.id).toBe(pkg);
    const afterSave = await kitchen();
    expect(afterSave.chosen).toContain(w.option("black"));
    expect(afterSave.chosen).not.toContain(w.option("grey"));

    const designer = w.token("designer");
    const added = await server.api("POST /selections/special", {
      token: designer,
      body: {
        selection_group_id: w.groups.fronts.id,
        package_id: pkg,
        tab_id: w.rooms.kitchenRoom.id,
      },
    });
    expect(added.status).toBe(200);
    const special = added.answer.selection_id;
    expect((await kitchen()).specials.map((a) => a.id)).toContain(special);

    const form = new FormData();
    form.append("files[]", new Blob([PDF]), "Fronts drawing.pdf");
    const attached = await server.api("POST /selections/special/:id", {
      params: { id: special },
      query: { _method: "PATCH" },
      body: form,
      token: designer,
    });
    expect(attached.status).toBe(200);
    const filesOf = async () =>
      ((await kitchen()).specials.find((a) => a.id === special)?.files ?? []).map((f) => f.name);
    expect(await filesOf()).toEqual(["Fronts drawing.pdf"]);

    const edited = await server.api("PATCH /selections/special/:id", {
      params: { id: special },
      body: { selectedLocale: "en", label: "Walnut fronts" },
      token: designer,
    });
    expect(edited.status).toBe(200);
    const label = (await kitchen()).specials.find((a) => a.id === special)?.label;
    expect(label).toMatchObject({ en: "Walnut fronts" });

    // A file's row changed from a console counts too.
    await server.ctx.db
      .update(files)
      .set({ originalName: "Renamed.pdf" })
      .where(like(files.key, "uploads/%"));
    expect(await filesOf()).toEqual(["Renamed.pdf"]);
  });

  it("never hands out a kept file link with less than half of its lifetime left", async () => {
    const pkg = w.packages.customerPackage.id;
    /** The seconds each file link of the own package's kitchen has left, as the clock says. */
    const linkSecondsLeft = async () => {
      const res = await server.api("GET /project/:project/tabs/:roomId", {
        params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
        query: { apartment_layout_id: w.layout.id, package_id: pkg },
        token: w.token("customer"),
      });
      expect(res.status).toBe(200);
      const links = res.answer.flatMap((g) => g.assets.flatMap((a) => a.files ?? []));
      return links.map(
        (f) => Number(new URL(f.url, server.url).searchParams.get("expires")) - Date.now() / 1000,
      );
    };
    const now = await linkSecondsLeft();
    expect(now.length).toBeGreaterThan(0);
    for (const minutes of [10, 29, 31, 59, 61, 90]) {
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + minutes * 60_000 });
      for (const left of await linkSecondsLeft())
        expect(left, `${minutes} min`).toBeGreaterThan(FILE_LINK_SECONDS / 2 - 2);
      vi.useRealTimers();
    }
  });

  it("still refuses an own package's room to everyone but its owner and their company's staff", async () => {
    const pkg = w.packages.customerPackage.id;
    const read = (token: string | undefined, userId?: number, site?: string) =>
      server.api("GET /project/:project/tabs/:roomId", {
        params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
        query: { apartment_layout_id: w.layout.id, package_id: pkg, user_id: userId },
        token,
        site,
      });
    const owner = w.user("customer").id;
    // Its fixture token ended with the logout above.
    const another = await issueToken(server.ctx.db, w.user("otherCustomer").id);
    // The owner's answer is kept; nobody else gets it from there.
    expect((await read(w.token("customer"))).status).toBe(200);
    expect((await read(w.token("customer"))).status).toBe(200);
    expect((await read(undefined)).status).toBe(404);
    expect((await read(another)).status).toBe(404);
    expect((await read(another, owner)).status).toBe(403);
    expect((await read(w.token("betaDesigner"), owner)).status).toBe(401);
    expect((await read(w.token("betaDesigner"), owner, BETA_SITE)).status).toBe(404);
    expect((await read(w.token("designer"), owner)).status).toBe(200);
    expect((await read(w.token("designer"))).status).toBe(404);
  });

  it("takes a changed role at once, and ends when its tokens are deleted", async () => {
    const token = w.token("designer");
    // Staff may read a customer's packages; a customer may not.
    const customersPackages = () =>
      server.api("GET /packages", {
        query: {
          project_id: w.project.id,
          apartment_layout_id: w.layout.id,
          user_id: w.user("customer").id,
        },
        token,
      });
    expect((await customersPackages()).status).toBe(200);
    const id = w.user("designer").id;
    await server.ctx.db.update(users).set({ role: "customer" }).where(eq(users.id, id));
    expect((await customersPackages()).status).toBe(403);
    await server.ctx.db.delete(authTokens).where(eq(authTokens.userId, id));
    expect((await me(token)).status).toBe(401);
  });

  it("sees a saved package, a lost buyer's right and a confirmation at once", async () => {
    const token = w.token("customer");
    const list = async () =>
      (
        await server.api("GET /packages", {
          query: { project_id: w.project.id, apartment_layout_id: w.layout.id },
          token,
        })
      ).answer;
    const basic = async () => (await list()).find((p) => p.id === w.packages.basic.id);
    expect((await basic())?.can_confirm).toBe(true);

    const saved = await server.api("POST /packages", {
      token,
      body: {
        apartment_layout_id: w.layout.id,
        package_id: w.packages.basic.id,
        selections: [{ tab_id: w.rooms.kitchenRoom.id, selection_id: w.option("grey") }],
        name: "Saved after a read",
      },
    });
    expect(saved.status).toBe(200);
    expect((await list()).map((p) => JSON.stringify(p.name))).toContainEqual(
      expect.stringContaining("Saved after a read"),
    );

    const apartment = w.layout.apartmentId;
    await server.ctx.db.delete(apartmentBuyers).where(eq(apartmentBuyers.apartmentId, apartment));
    expect((await basic())?.can_confirm).toBe(false);
    await server.ctx.db
      .insert(apartmentBuyers)
      .values({ apartmentId: apartment, email: w.user("customer").email });
    await server.ctx.db.insert(confirmations).values({
      version: 1,
      apartmentLayoutId: w.layout.id,
      packageId: w.packages.basic.id,
      userId: w.user("customer").id,
      confirmedAt: new Date(),
      snapshot: { locale: "en", vat: 24, totalCents: 0, rooms: [] },
    });
    expect((await basic())?.confirmed).toBe(true);
  });

  it("ends the other logins with a password change, and keeps the one that changed it", async () => {
    const id = w.user("otherCustomer").id;
    const [phone, laptop] = [
      await issueToken(server.ctx.db, id),
      await issueToken(server.ctx.db, id),
    ];
    expect((await me(phone)).status).toBe(200);
    expect((await me(laptop)).status).toBe(200);
    const changed = await server.api("POST /auth/user/change-password", {
      token: laptop,
      body: {
        old_password: "Secret123",
        password: "Newer-secret-456",
        password_confirmation: "Newer-secret-456",
      },
    });
    expect(changed.status).toBe(200);
    expect((await me(phone)).status).toBe(401);
    expect((await me(laptop)).status).toBe(200);
  });

  it("lets another company's staff read nothing of this company, though their login is kept", async () => {
    const token = w.token("betaDesigner");
    expect((await server.api("GET /auth/user", { token, site: BETA_SITE })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
    const customersPackages = await server.api("GET /packages", {
      query: {
        project_id: w.project.id,
        apartment_layout_id: w.layout.id,
        user_id: w.user("customer").id,
      },
      token,
    });
    expect(customersPackages.status).toBe(401);
  });

  it("shows a room as confirmed as soon as the confirmation is stored", async () => {
    const token = w.token("admin");
    const userId = w.user("admin").id;
    await server.ctx.db
      .insert(apartmentBuyers)
      .values({ apartmentId: w.layout.apartmentId, email: w.user("admin").email });
    const kitchen = async () =>
      (
        await server.api("GET /project/:project/tabs/:roomId", {
          params: { project: w.project.id, roomId: w.rooms.kitchenRoom.id },
          query: { apartment_layout_id: w.layout.id, package_id: w.packages.premium.id },
          token,
        })
      ).answer;
    const shown = (groups: { hidden: boolean }[]) => groups.filter((g) => !g.hidden).length;
    expect(shown(await kitchen())).toBeGreaterThan(0);
    // A confirmation that showed no group of the room: read as confirmed, every group is hidden.
    await server.ctx.db
      .delete(confirmations)
      .where(eq(confirmations.apartmentLayoutId, w.layout.id));
    await server.ctx.db.insert(confirmations).values({
      version: 1,
      apartmentLayoutId: w.layout.id,
      packageId: w.packages.premium.id,
      userId,
      confirmedAt: new Date(),
      snapshot: { locale: "en", vat: 24, totalCents: 0, rooms: [] },
    });
    expect(shown(await kitchen())).toBe(0);
    await server.ctx.db
      .delete(confirmations)
      .where(
        and(eq(confirmations.apartmentLayoutId, w.layout.id), eq(confirmations.userId, userId)),
      );
    expect(shown(await kitchen())).toBeGreaterThan(0);
  });

  it("expires when its time is up, with no change in the database", async () => {
    const token = w.token("customer");
    expect((await me(token)).status).toBe(200);
    // The fixtures' tokens last a day; only the clock moves.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 86_400_000 });
    expect((await me(token)).status).toBe(401);
  });
});

/** What must hold between several server processes on one PostgreSQL server. */
describe.each(databaseKinds().filter((k) => k === "postgres"))(
  "a logged-in person's reads across processes on %s",
  (kind) => {
    let server: TestServer;
    let w: World;
    /** A second server process on the same database. */
    let other: ServerProcess;
    beforeAll(async () => {
      server = await startTestServer(kind, async (ctx) => {
        w = await buildWorld(ctx);
      });
      other = await startServerProcess(server.databaseUrl ?? "");
    }, START_LIMIT_MS);
    afterAll(async () => {
      await other?.stop();
      await server?.close();
    });

    /** The caller's account as the server at `url` answers it: its status. */
    const me = async (url: string, token: string) =>
      (
        await fetch(`${url}/api/auth/user`, {
          headers: { origin: ALPHA_SITE, authorization: `Bearer ${token}` },
        })
      ).status;

    it("shows a save and a special solution made through one process in an own package's room on the other at once", async () => {
      const pkg = w.packages.customerPackage.id;
      const token = w.token("customer");
      /** The own package's kitchen fronts as the other process answers them. */
      const fronts = async () => {
        const res = await fetch(
          `${other.url}/api/project/${w.project.id}/tabs/${w.rooms.kitchenRoom.id}?apartment_layout_id=${w.layout.id}&package_id=${pkg}`,
          { headers: { origin: ALPHA_SITE, authorization: `Bearer ${token}` } },
        );
        expect(res.status).toBe(200);
        const groups = (await res.json()) as {
          id: number;
          assets: { id: number; packages: number[]; is_special: boolean }[];
        }[];
        const assets = groups.find((g) => g.id === w.groups.fronts.id)?.assets ?? [];
        return {
          chosen: assets.filter((a) => a.packages.includes(pkg)).map((a) => a.id),
          specials: assets.filter((a) => a.is_special).map((a) => a.id),
        };
      };
      // Read twice: the other process keeps the answer.
      expect((await fronts()).chosen).toContain(w.option("grey"));
      expect((await fronts()).chosen).toContain(w.option("grey"));

      const saved = await server.api("POST /packages", {
        token,
        body: {
          apartment_layout_id: w.layout.id,
          package_id: pkg,
          selections: [{ tab_id: w.rooms.kitchenRoom.id, selection_id: w.option("black") }],
        },
      });
      expect(saved.status).toBe(200);
      const afterSave = await fronts();
      expect(afterSave.chosen).toContain(w.option("black"));
      expect(afterSave.chosen).not.toContain(w.option("grey"));

      const added = await server.api("POST /selections/special", {
        token: w.token("designer"),
        body: {
          selection_group_id: w.groups.fronts.id,
          package_id: pkg,
          tab_id: w.rooms.kitchenRoom.id,
        },
      });
      expect(added.status).toBe(200);
      expect((await fronts()).specials).toContain(added.answer.selection_id);

      // A statement from a console: the package's choices emptied.
      const connection = new pg.Client({ connectionString: server.databaseUrl ?? "" });
      await connection.connect();
      try {
        await connection.query("delete from user_package_selections where package_id = $1", [pkg]);
      } finally {
        await connection.end();
      }
      expect((await fronts()).chosen).toEqual([]);
    });

    it("ends a login on every process at once, however it ended", async () => {
      const id = w.user("otherCustomer").id;
      const tokens = [
        await issueToken(server.ctx.db, id),
        await issueToken(server.ctx.db, id),
        await issueToken(server.ctx.db, id),
      ];
      const [loggedOut, elsewhere, changer] = tokens as [string, string, string];
      // The other process has every login kept before they end.
      for (const token of tokens) expect(await me(other.url, token)).toBe(200);

      expect((await server.api("POST /auth/logout", { token: loggedOut })).status).toBe(200);
      expect(await me(other.url, loggedOut)).toBe(401);

      const answer = await server.api("POST /auth/user/change-password", {
        token: changer,
        body: {
          old_password: "Secret123",
          password: "Newer-secret-456",
          password_confirmation: "Newer-secret-456",
        },
      });
      expect(answer.status).toBe(200);
      expect(await me(other.url, elsewhere)).toBe(401);
      expect(await me(other.url, changer)).toBe(200);

      // A statement from a console, as an operator might end every login of an account.
      const connection = new pg.Client({ connectionString: server.databaseUrl ?? "" });
      await connection.connect();
      try {
        await connection.query("delete from auth_tokens where user_id = $1", [id]);
      } finally {
        await connection.end();
      }
      expect(await me(other.url, changer)).toBe(401);
    });

    it("takes a changed role on every process at once", async () => {
      const token = w.token("designer");
      const customersPackages = async () =>
        (
          await fetch(
            `${other.url}/api/packages?project_id=${w.project.id}&apartment_layout_id=${w.layout.id}&user_id=${w.user("customer").id}`,
            { headers: { origin: ALPHA_SITE, authorization: `Bearer ${token}` } },
          )
        ).status;
      expect(await customersPackages()).toBe(200);
      await server.ctx.db
        .update(users)
        .set({ role: "customer" })
        .where(eq(users.id, w.user("designer").id));
      expect(await customersPackages()).toBe(403);
    });
  },
);
