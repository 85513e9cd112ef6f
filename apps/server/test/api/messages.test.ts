import { apiErrorSchema } from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Caller } from "../helpers/api-client.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

/*
 * What a person reads when a call fails: in the request's language (et, en, de; any other gets
 * English) when its site offers it, validation included, with the field named in words.
 */
describe.each(databaseKinds())("messages people read, on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
  });
  afterAll(() => server?.close());

  const error = (body: unknown) => apiErrorSchema.parse(body);
  // German is offered on Alpha's German site, not on its Estonian one.
  const siteOf = (locale: string) => (locale === "de" ? ALPHA_DE_SITE : ALPHA_SITE);

  it.each([
    ["et", "Nimi võib olla kuni 100 märki."],
    ["en", "Name must be at most 100 characters."],
    ["de", "Der Name darf höchstens 100 Zeichen lang sein."],
    ["ru", "Name must be at most 100 characters."],
  ])("says what is wrong with a body in %s", async (locale, text) => {
    const res = await server.api("POST /auth/register", {
      headers: { locale },
      site: siteOf(locale),
      body: {
        name: "N".repeat(101),
        email: `long.name.${locale}@example.test`,
        password: "Secret123",
        password_confirmation: "Secret123",
        company_id: w.alpha.id,
      },
    });
    expect(res.status).toBe(422);
    expect(res.error).toEqual({ message: text, errors: { name: [text] } });
  });

  it.each([
    ["et", "Kinnituslink ei ole korrektne."],
    ["en", "Confirmation link is not valid."],
    ["de", "Der Bestätigungslink ist ungültig."],
    ["ru", "Confirmation link is not valid."],
  ])("says what is wrong with a path in %s", async (locale, text) => {
    const res = await server.api("GET /email/verify/:customerId/:hash", {
      params: { customerId: 1, hash: "not-a-hash" },
      query: { expires: "1", signature: "a".repeat(64) },
      headers: { locale },
      site: siteOf(locale),
    });
    expect(res.status).toBe(422);
    expect(res.error).toEqual({ message: text, errors: { hash: [text] } });
  });

  it.each([
    ["et", "Ettevõte peab olema positiivne täisarv."],
    ["en", "Company must be a positive whole number."],
    ["de", "Das Unternehmen muss eine positive ganze Zahl sein."],
    ["ru", "Company must be a positive whole number."],
  ])("says what is wrong with a query in %s", async (locale, text) => {
    const res = await server.api("GET /list/projects", {
      query: { company: "first" },
      headers: { locale },
      site: siteOf(locale),
    });
    expect(res.status).toBe(422);
    expect(res.error).toEqual({ message: text, errors: { company: [text] } });
  });

  it("names every wrong field, and a missing one as required", async () => {
    const res = await server.raw("POST", "/api/auth/login", {
      headers: { locale: "de" },
      site: ALPHA_DE_SITE,
      body: { email: "not an address", company_id: w.alpha.id },
    });
    expect(res.status).toBe(422);
    expect(error(res.body)).toEqual({
      message:
        "Die E-Mail-Adresse muss eine gültige E-Mail-Adresse sein. Das Passwort ist erforderlich.",
      errors: {
        email: ["Die E-Mail-Adresse muss eine gültige E-Mail-Adresse sein."],
        password: ["Das Passwort ist erforderlich."],
      },
    });
  });

  it.each([
    [ALPHA_DE_SITE, { "accept-language": "de-AT,de;q=0.9" }, "Inhalt nicht gefunden."],
    [ALPHA_SITE, { "accept-language": "ru-RU,ru;q=0.9" }, "Content not found."],
    [ALPHA_SITE, { locale: "ru", "accept-language": "et" }, "Content not found."],
    [ALPHA_SITE, {}, "Sisu ei leitud."],
    // A language the site does not offer, or none: the site's own.
    [ALPHA_SITE, { locale: "de" }, "Sisu ei leitud."],
    [ALPHA_DE_SITE, { "accept-language": "et" }, "Inhalt nicht gefunden."],
    [ALPHA_DE_SITE, {}, "Inhalt nicht gefunden."],
  ])(
    "takes the language from Locale, else Accept-Language, on %s (%j)",
    async (site, headers, text) => {
      const res = await server.raw("GET", "/api/no-such-call", { headers, site });
      expect(res.status).toBe(404);
      expect(error(res.body).message).toBe(text);
    },
  );

  it("says in the request's language what a service did not find", async () => {
    const res = await server.api("GET /project/:project/tabs", {
      params: { project: 424242 },
      query: { apartment_layout_id: "1" },
      headers: { locale: "de" },
      site: ALPHA_DE_SITE,
    });
    expect(res.status).toBe(404);
    expect(res.error.message).toBe(
      "Grundriss nicht gefunden. Prüfen Sie die Projekt- und/oder Grundriss-ID.",
    );
  });

  describe("a call that needs a login", () => {
    /** Calls as `caller`: reading the account, the apartments, saving a package. */
    const calls = (caller: Caller) => ({
      "GET /auth/user": () => server.api("GET /auth/user", caller),
      "GET /apartments": () =>
        server.api("GET /apartments", {
          query: { page: 1, perPage: 100, company: w.alpha.id },
          ...caller,
        }),
      "POST /packages": () =>
        server.api("POST /packages", {
          body: {
            apartment_layout_id: w.layout.id,
            package_id: w.packages.basic.id,
            selections: [],
          },
          ...caller,
        }),
    });

    it.each([
      ["et", "Palun logi sisse."],
      ["en", "Please log in."],
      ["de", "Bitte melden Sie sich an."],
      ["ru", "Please log in."],
    ])("asks a caller without a token to log in, in %s", async (locale, text) => {
      for (const [path, call] of Object.entries(
        calls({ headers: { locale }, site: siteOf(locale) }),
      )) {
        const res = await call();
        expect([path, res.status]).toEqual([path, 401]);
        expect(res.error.message, path).toBe(text);
      }
    });

    it.each([
      ["et", "Sinu seanss on lõppenud. Palun logi uuesti sisse."],
      ["en", "Your session has ended. Please log in again."],
      ["de", "Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an."],
    ])(
      "tells a caller whose token is no longer valid that the session ended, in %s",
      async (locale, text) => {
        const res = await server.api("GET /auth/user", {
          headers: { locale },
          site: siteOf(locale),
          token: "a-token-that-was-never-given",
        });
        expect(res.status).toBe(401);
        expect(res.error.message).toBe(text);
      },
    );
  });

  it("answers a body it cannot read in the request's language", async () => {
    const res = await server.raw("POST", "/api/auth/login", {
      headers: { locale: "en", "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(error(res.body).message).toBe(
      "The request could not be read. Please reload the page and try again.",
    );
  });
});
