import { apiErrorSchema } from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/*
 * What a person reads when a call fails: in the request's language (et, en, de; any other gets
 * English), validation included, with the field named in words.
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

  it.each([
    ["et", "Nimi võib olla kuni 100 märki."],
    ["en", "Name must be at most 100 characters."],
    ["de", "Der Name darf höchstens 100 Zeichen lang sein."],
    ["ru", "Name must be at most 100 characters."],
  ])("says what is wrong with a body in %s", async (locale, text) => {
    const res = await server.call("POST", "/api/auth/register", {
      headers: { locale },
      body: {
        name: "N".repeat(101),
        email: `long.name.${locale}@example.test`,
        password: "Secret123",
        password_confirmation: "Secret123",
        company_id: w.alpha.id,
      },
    });
    expect(res.status).toBe(422);
    expect(error(res.body)).toEqual({ message: text, errors: { name: [text] } });
  });

  it.each([
    ["et", "Kinnituslink ei ole korrektne."],
    ["en", "Confirmation link is not valid."],
    ["de", "Der Bestätigungslink ist ungültig."],
    ["ru", "Confirmation link is not valid."],
  ])("says what is wrong with a path in %s", async (locale, text) => {
    const res = await server.call(
      "GET",
      `/api/email/verify/1/not-a-hash?expires=1&signature=${"a".repeat(64)}`,
      { headers: { locale } },
    );
    expect(res.status).toBe(422);
    expect(error(res.body)).toEqual({ message: text, errors: { hash: [text] } });
  });

  it.each([
    ["et", "Ettevõte peab olema positiivne täisarv."],
    ["en", "Company must be a positive whole number."],
    ["de", "Das Unternehmen muss eine positive ganze Zahl sein."],
    ["ru", "Company must be a positive whole number."],
  ])("says what is wrong with a query in %s", async (locale, text) => {
    const res = await server.call("GET", "/api/list/projects?company=first", {
      headers: { locale },
    });
    expect(res.status).toBe(422);
    expect(error(res.body)).toEqual({ message: text, errors: { company: [text] } });
  });

  it("names every wrong field, and a missing one as required", async () => {
    const res = await server.call("POST", "/api/auth/login", {
      headers: { locale: "de" },
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
    [{ "accept-language": "de-AT,de;q=0.9" }, "Inhalt nicht gefunden."],
    [{ "accept-language": "ru-RU,ru;q=0.9" }, "Content not found."],
    [{ locale: "ru", "accept-language": "et" }, "Content not found."],
    [{}, "Sisu ei leitud."],
  ])("takes the language from Locale, else Accept-Language (%j)", async (headers, text) => {
    const res = await server.call("GET", "/api/no-such-call", { headers });
    expect(res.status).toBe(404);
    expect(error(res.body).message).toBe(text);
  });

  it("says in the request's language what a service did not find", async () => {
    const res = await server.call("GET", `/api/project/424242/tabs?apartment_layout_id=1`, {
      headers: { locale: "de" },
    });
    expect(res.status).toBe(404);
    expect(error(res.body).message).toBe(
      "Grundriss nicht gefunden. Prüfen Sie die Projekt- und/oder Grundriss-ID.",
    );
  });

  it("answers a body it cannot read in the request's language", async () => {
    const res = await server.call("POST", "/api/auth/login", {
      headers: { locale: "en", "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(error(res.body).message).toBe(
      "The request could not be read. Please reload the page and try again.",
    );
  });
});
