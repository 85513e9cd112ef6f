import { apiErrorSchema } from "@home-designer/core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { ALPHA_SITE, startTestServer, type TestServer } from "../helpers/test-server.ts";

/** Whatever a client sends to a read call, the answer is a clear JSON 2xx or 4xx, never a 500. */
describe("read calls under arbitrary input", () => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer("pglite", async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const value = fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.constantFrom(
      "1",
      "0",
      "-1",
      "1e9",
      "NaN",
      "null",
      "%00",
      "' or 1=1 --",
      "💥",
      "9".repeat(40),
    ),
  );
  const paths = () =>
    fc.constantFrom(
      "/api/company",
      "/api/packages",
      `/api/project/${w.project.id}/tabs`,
      `/api/project/${w.project.id}/tabs/${w.rooms.kitchenRoom.id}`,
      "/api/legends",
      "/api/materials",
      "/api/list/projects",
    );
  const names = fc.constantFrom(
    "url",
    "project_id",
    "apartment_layout_id",
    "company_id",
    "package_id",
    "user_id",
    "company",
    "compact",
    "x",
  );

  it("never answers 500 to random query strings", async () => {
    await fc.assert(
      fc.asyncProperty(
        paths(),
        fc.array(fc.tuple(names, value), { maxLength: 5 }),
        async (path, params) => {
          const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
          const res = await server.raw("GET", `${path}?${query}`, {
            headers: { origin: "https://alpha.test" },
          });
          expect(res.status).toBeLessThan(500);
          if (res.status >= 400) expect(apiErrorSchema.safeParse(res.body).success).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("never answers 500 to random path segments and bearer tokens", async () => {
    await fc.assert(
      fc.asyncProperty(value, value, fc.option(fc.string()), async (project, room, token) => {
        const res = await server.api("GET /project/:project/tabs/:roomId", {
          params: { project: encodeURIComponent(project), roomId: encodeURIComponent(room) },
          query: { apartment_layout_id: w.layout.id },
          headers:
            token === null ? {} : { authorization: `Bearer ${token.replace(/[^\x21-\x7e]/g, "")}` },
        });
        expect(res.status).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });

  it("takes a JSON content type without a body as no body, and malformed JSON as 400", async () => {
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(login.status).toBe(422);
    const duplicate = await fetch(
      `${server.url}/api/packages/${w.packages.basic.id}/duplicate?apartment_layout_id=${w.layout.id}`,
      {
        method: "POST",
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${w.token("customer")}`,
          origin: ALPHA_SITE,
        },
      },
    );
    expect(duplicate.status).toBe(200);
    const broken = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"email": ',
    });
    expect(broken.status).toBe(400);
    const poisoned = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"__proto__": {"admin": true}, "email": "a@b.ee", "password": "x", "company_id": 1}',
    });
    expect(poisoned.status).toBe(400);
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await server.raw("GET", "/api/no-such-call");
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(res.body).message).toBeTruthy();
  });
});
