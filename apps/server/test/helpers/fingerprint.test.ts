import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../src/db/schema.ts";
import { fingerprint } from "./fingerprint.ts";
import { buildWorld } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./test-server.ts";

/** The check that a refused call changed nothing is only as good as this. */
describe("fingerprint", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer("pglite", async (ctx) => {
      await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  it("names each table, stays put while nothing changes and moves when one row does", async () => {
    const db = server.ctx.db;
    const before = await fingerprint(db, ["companies", "users"]);
    expect(before).toMatch(/^companies:[0-9a-f]{32} users:[0-9a-f]{32}$/);
    expect(await fingerprint(db, ["companies", "users"])).toBe(before);

    const [company] = await db.select().from(companies).limit(1);
    if (!company) throw new Error("no company");
    await db
      .update(companies)
      .set({ name: `${company.name}.` })
      .where(eq(companies.id, company.id));
    const after = await fingerprint(db, ["companies", "users"]);
    expect(after.split(" ")[0]).not.toBe(before.split(" ")[0]);
    expect(after.split(" ")[1]).toBe(before.split(" ")[1]);
  });
});
