import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { authTokens, users } from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * A login a server has looked up once (kept in memory with the embedded database,
 * src/auth/login-cache.ts) counts for nothing after a change to it: every change takes effect
 * from the next request on, and a login kept past its expiry is expired.
 */
describe.each(databaseKinds())("a login used before on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());
  afterEach(() => vi.useRealTimers());

  const me = (token: string) => server.call("GET", "/api/auth/user", { token });

  it("ends with its logout", async () => {
    const token = w.token("otherCustomer");
    expect((await me(token)).status).toBe(200);
    expect((await server.call("POST", "/api/auth/logout", { token, body: {} })).status).toBe(200);
    expect((await me(token)).status).toBe(401);
  });

  it("takes a changed role at once, and ends when its tokens are deleted", async () => {
    const token = w.token("designer");
    // Staff may read a customer's packages; a customer may not.
    const customersPackages = () =>
      server.call(
        "GET",
        `/api/packages?project_id=${w.project.id}&apartment_layout_id=${w.layout.id}&user_id=${w.user("customer").id}`,
        { token },
      );
    expect((await customersPackages()).status).toBe(200);
    const id = w.user("designer").id;
    await server.ctx.db.update(users).set({ role: "customer" }).where(eq(users.id, id));
    expect((await customersPackages()).status).toBe(403);
    await server.ctx.db.delete(authTokens).where(eq(authTokens.userId, id));
    expect((await me(token)).status).toBe(401);
  });

  it("expires when its time is up, with no change in the database", async () => {
    const token = w.token("customer");
    expect((await me(token)).status).toBe(200);
    // The fixtures' tokens last a day; only the clock moves.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 86_400_000 });
    expect((await me(token)).status).toBe(401);
  });
});
