import { apiErrorSchema } from "@home-designer/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { companies } from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

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
    const res = await server.api("GET /company", {
      query: { url: "https://alpha.test:8443" },
    });
    expect(res.status).toBe(200);
    const company = res.answer;
    expect(company).toMatchObject({
      id: world.alpha.id,
      name: "Alpha Homes",
      vat: 24,
      locales: ["et", "en"],
      default_locale: "et",
    });
  });

  it("names the home designer's public index (the website without one) and no brand marker unless set", async () => {
    const res = await server.api("GET /company", { query: { url: "https://alpha.test" } });
    expect(res.answer).toMatchObject({
      home_designer_url: "https://alpha.test",
      brand_marker: null,
    });
  });

  it("says whether the help page shows the EU mark, and the quote page to fill in (none unless set)", async () => {
    const before = (await server.api("GET /company", { query: { url: "https://beta.test" } }))
      .answer;
    expect(before).toMatchObject({ eu_funding_mark: false, quote_url: null });
    const quote = "https://beta.test/offer?a={apartment_id}&sum={total_sum}";
    await server.ctx.db
      .update(companies)
      .set({ euFundingMark: true, quoteUrl: quote })
      .where(eq(companies.id, world.beta.id));
    const after = (await server.api("GET /company", { query: { url: "https://beta.test" } }))
      .answer;
    expect(after).toMatchObject({ eu_funding_mark: true, quote_url: quote });
  });

  it("says how the company writes amounts, its word for a building and whether the VAT amount shows (none unless set)", async () => {
    const site = { query: { url: "https://beta.test" } };
    const before = (await server.api("GET /company", site)).answer;
    expect(before).toMatchObject({ amount_format: {}, building_word: {}, show_vat_amount: false });
    await server.ctx.db
      .update(companies)
      .set({
        amountFormat: { de: "1.234,56 €" },
        buildingWord: { de: "Haus" },
        showVatAmount: true,
      })
      .where(eq(companies.id, world.beta.id));
    const after = (await server.api("GET /company", site)).answer;
    expect(after).toMatchObject({
      amount_format: { de: "1.234,56 €" },
      building_word: { de: "Haus" },
      show_vat_amount: true,
    });
  });

  it("offers German first on the company's German-language host", async () => {
    const res = await server.api("GET /company", { query: { url: "http://de.alpha.test" } });
    expect(res.answer).toMatchObject({
      id: world.alpha.id,
      locales: ["de", "en"],
      default_locale: "de",
    });
  });

  it("keeps companies apart by host", async () => {
    const res = await server.api("GET /company", { query: { url: "https://beta.test" } });
    expect(res.answer).toMatchObject({ id: world.beta.id, vat: 20 });
  });

  it("answers 404 for a host no company uses", async () => {
    const res = await server.api("GET /company", {
      query: { url: "https://unknown.test" },
      headers: { locale: "en" },
    });
    expect(res.status).toBe(404);
    expect(res.error.message).toBe("No company's home designer is configured for this site.");
  });

  it.each([
    ["missing url", "/api/company"],
    ["not a url", "/api/company?url=alpha"],
    ["two urls", "/api/company?url=https://alpha.test&url=https://beta.test"],
  ])("refuses a %s with 422 and names the field", async (_name, target) => {
    const res = await server.raw("GET", target, { headers: { locale: "en" } });
    expect(res.status).toBe(422);
    const error = apiErrorSchema.parse(res.body);
    expect(error.errors?.url?.length).toBeGreaterThan(0);
    expect(error.message).toMatch(/^Address /);
  });
});

describe.each(databaseKinds())("GET /api/terms on %s", (kind) => {
  let server: TestServer;
  let world: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      world = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  it("answers the terms of the calling site's company, per language, and nothing else", async () => {
    const res = await server.api("GET /terms");
    expect(res.status).toBe(200);
    // The answer schema is strict: a field the route map does not name fails the parse.
    expect(res.answer).toEqual({
      et: [{ title: "1. Alpha kasutustingimused", text: "Alpha ehitab." }],
      en: [
        { title: "1. Alpha's terms of use", text: "Alpha builds.\n\nAlpha finishes." },
        { title: "2. Disputes", text: "Settled by talking first." },
      ],
    });
  });

  it("answers {} for a company without terms of its own, never another company's", async () => {
    const res = await server.api("GET /terms", { site: "https://beta.test" });
    expect(res.status).toBe(200);
    expect(res.answer).toEqual({});
    const named = await server.api("GET /terms", { query: { company_id: world.alpha.id } });
    expect(named.answer.en).toHaveLength(2);
    const widened = await server.api("GET /terms", {
      query: { company_id: world.beta.id },
      site: ALPHA_DE_SITE,
      headers: { locale: "de" },
    });
    expect(widened.status).toBe(404);
    expect(widened.error.message).toMatch(/Unternehmen|Firma/);
  });

  it("answers the terms as changed, not as cached", async () => {
    expect((await server.api("GET /terms")).answer.de).toBeUndefined();
    const de = [{ title: "§ 1 Geltungsbereich", text: "Diese Bedingungen gelten." }];
    await server.ctx.db
      .update(companies)
      .set({ terms: { de } })
      .where(eq(companies.id, world.alpha.id));
    expect((await server.api("GET /terms")).answer).toEqual({ de });
  });

  it.each([
    ["a word", "one", "en", /Company/],
    ["zero", "0", "et", /Ettevõt/],
    ["two ids", "1&company_id=2", "de", /Unternehmen/],
  ])(
    "refuses a company_id that is %s with 422 in the request's language",
    async (_name, value, locale, says) => {
      // German is offered on Alpha's German site only.
      const res = await server.api("GET /terms", {
        query: { company_id: value },
        site: locale === "de" ? ALPHA_DE_SITE : ALPHA_SITE,
        headers: { locale },
      });
      expect(res.status).toBe(422);
      const error = res.error;
      expect(error.errors?.company_id?.length).toBeGreaterThan(0);
      expect(error.message).toMatch(says);
    },
  );

  it("answers 404 on a host no company uses", async () => {
    const res = await server.api("GET /terms", { site: "https://nobody.test" });
    expect(res.status).toBe(404);
  });
});
