import { request } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/**
 * A page visit as a browser makes it: no Origin, the site named by the Host header (which fetch
 * does not let a caller set), redirects not followed.
 */
function visit(
  server: TestServer,
  path: string,
  host: string,
): Promise<{ status: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    request(server.url + path, { headers: { host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: res.headers.location });
    })
      .on("error", reject)
      .end();
  });
}

describe.each(databaseKinds())("addresses of the site itself on %s", (kind) => {
  let server: TestServer;
  let world: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      world = await buildWorld(ctx);
      await ctx.db
        .update(companies)
        .set({ favicons: { regular: "t/plan.svg", "32": "t/kitchen.svg" } })
        .where(eq(companies.id, world.alpha.id));
    });
  });
  afterAll(() => server?.close());

  it("sends an unknown short link to the not-found page in the host's own first language", async () => {
    for (const [host, page] of [
      ["alpha.test", "/et/404"],
      ["de.alpha.test", "/de/404"],
      // No company's host: the product's default language.
      ["nobody.test", "/et/404"],
    ] as const) {
      const res = await visit(server, "/s/nothing1", host);
      expect(res.status, host).toBe(303);
      expect(res.location, host).toBe(page);
    }
  });

  it("answers /favicon.ico with the company's icon, and 404 where there is none", async () => {
    const res = await visit(server, "/favicon.ico", "alpha.test");
    expect(res.status).toBe(302);
    expect(res.location).toBe(server.ctx.storage.publicUrl("t/kitchen.svg"));
    const icon = await fetch(new URL(res.location ?? "", server.url).toString());
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toContain("image/svg+xml");

    expect((await visit(server, "/favicon.ico", "beta.test")).status).toBe(404);
    expect((await visit(server, "/favicon.ico", "nobody.test")).status).toBe(404);
  });
});
