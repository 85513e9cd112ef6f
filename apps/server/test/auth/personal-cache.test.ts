import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apartmentBuyers, authTokens, confirmations, users } from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * What a logged-in person's reads have read once (kept in memory with the embedded database,
 * src/auth/personal-cache.ts) counts for nothing after a change to it: every change takes effect
 * from the next request on, and a login kept past its expiry is expired.
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

  it("expires when its time is up, with no change in the database", async () => {
    const token = w.token("customer");
    expect((await me(token)).status).toBe(200);
    // The fixtures' tokens last a day; only the clock moves.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 86_400_000 });
    expect((await me(token)).status).toBe(401);
  });
});
