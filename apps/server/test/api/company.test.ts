import { apiErrorSchema, companySchema } from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

describe.each(databaseKinds())("GET /api/company on %s", (kind) => {
  let server: TestServer;
  let world: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      world = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  it("answers the company whose host the origin names, whatever the port", async () => {
    const res = await server.call(
      "GET",
      `/api/company?url=${encodeURIComponent("https://alpha.test:8443")}`,
    );
    expect(res.status).toBe(200);
    const company = companySchema.parse(res.body);
    expect(company).toMatchObject({
      id: world.alpha.id,
      name: "Alpha Homes",
      vat: 24,
      locales: ["et", "en"],
      default_locale: "et",
    });
  });

  it("names the home designer's public index (the website without one) and no brand marker unless set", async () => {
    const res = await server.call("GET", "/api/company?url=https://alpha.test");
    expect(companySchema.parse(res.body)).toMatchObject({
      home_designer_url: "https://alpha.test",
      brand_marker: null,
    });
  });

  it("offers German first on the company's German-language host", async () => {
    const res = await server.call("GET", "/api/company?url=http://de.alpha.test");
    expect(companySchema.parse(res.body)).toMatchObject({
      id: world.alpha.id,
      locales: ["de", "en"],
      default_locale: "de",
    });
  });

  it("keeps companies apart by host", async () => {
    const res = await server.call("GET", "/api/company?url=https://beta.test");
    expect(companySchema.parse(res.body)).toMatchObject({ id: world.beta.id, vat: 20 });
  });

  it("answers 404 for a host no company uses", async () => {
    const res = await server.call("GET", "/api/company?url=https://unknown.test", {
      headers: { locale: "en" },
    });
    expect(res.status).toBe(404);
    expect(apiErrorSchema.parse(res.body).message).toBe(
      "No company's home designer is configured for this site.",
    );
  });

  it.each([
    ["missing url", "/api/company"],
    ["not a url", "/api/company?url=alpha"],
    ["two urls", "/api/company?url=https://alpha.test&url=https://beta.test"],
  ])("refuses a %s with 422 and names the field", async (_name, target) => {
    const res = await server.call("GET", target, { headers: { locale: "en" } });
    expect(res.status).toBe(422);
    const error = apiErrorSchema.parse(res.body);
    expect(error.errors?.url?.length).toBeGreaterThan(0);
    expect(error.message).toMatch(/^Address /);
  });
});
