import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { newBrowserKey } from "../helpers/handover.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  databaseKinds,
  freePort,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

describe.each(databaseKinds())("a social-login provider that cannot be reached, on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    // Google's issuer is a port nobody listens on: its discovery document cannot be fetched.
    const deadIssuer = `http://127.0.0.1:${await freePort()}`;
    server = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
      },
      {
        env: {
          GOOGLE_CLIENT_ID: "home-designer",
          GOOGLE_CLIENT_SECRET: "test-secret",
          GOOGLE_ISSUER: deadIssuer,
        },
      },
    );
  });
  afterAll(() => server?.close());

  it("answers 502 with a message in the caller's language, not a bare 500", async () => {
    for (const [locale, text] of [
      ["en", "Logging in with Google is not possible at the moment."],
      ["de", "Die Anmeldung mit Google ist gerade nicht möglich."],
      ["et", "Teenusega Google sisselogimine pole praegu võimalik."],
    ] as const) {
      const res = await server.api("GET /social-auth/:provider/:lang", {
        params: { provider: "google", lang: locale },
        query: { company_id: w.alpha.id, browser_key: newBrowserKey() },
        ...// German is answered on Alpha's German site.
        { headers: { locale }, site: locale === "de" ? ALPHA_DE_SITE : ALPHA_SITE },
      });
      expect(res.status, locale).toBe(502);
      expect(res.error.message, locale).toContain(text);
    }
    const attach = await server.api("GET /social-auth/attach/:provider/:locale", {
      params: { provider: "google", locale: "en" },
      query: { company_id: w.alpha.id },
      token: w.token("customer"),
      headers: { locale: "en" },
    });
    expect(attach.status).toBe(502);
    expect(attach.error.message).toContain("Please try again later");
  });

  it("still says a provider that is not configured is not offered here (404)", async () => {
    const res = await server.api("GET /social-auth/:provider/:lang", {
      params: { provider: "facebook", lang: "en" },
      query: { company_id: w.alpha.id, browser_key: newBrowserKey() },
      headers: { locale: "en" },
    });
    expect(res.status).toBe(404);
    expect(res.error.message).toBe("Logging in with Facebook is not available on this site.");
  });
});
