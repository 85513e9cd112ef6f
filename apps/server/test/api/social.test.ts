import { type ApiError, apiErrorSchema } from "@home-designer/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sha256Hex } from "../../src/auth/signing.ts";
import { issueToken } from "../../src/auth/tokens.ts";
import {
  handoverCodes,
  oauthStates,
  pendingAttachments,
  userProviders,
  users,
} from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { newBrowserKey, socialLoginOf } from "../helpers/handover.ts";
import { loginAtProvider, startOidcProvider } from "../helpers/oidc.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  databaseKinds,
  freePort,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

const INVALID =
  "This login link is not valid or has expired: each link works once, within a minute of being made.";

/** An answer that should be a refusal of the API's shape. */
type Refusal = { status: number; readonly error: ApiError };

describe.each(databaseKinds())(
  "social login against a real OpenID Connect provider, on %s",
  (kind) => {
    let server: TestServer;
    let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
    let w: World;
    let callbackUrl: string;

    beforeAll(async () => {
      const [oidcPort, serverPort] = [await freePort(), await freePort()];
      const publicUrl = `http://127.0.0.1:${serverPort}`;
      callbackUrl = `${publicUrl}/api/social-auth/google/callback`;
      oidc = await startOidcProvider({
        port: oidcPort,
        clientId: "home-designer",
        clientSecret: "test-secret",
        redirectUri: callbackUrl,
        accounts: {
          "taken-address": { email: "customer@example.test", name: "Somebody" },
          "no-address": { email: null, name: "Nobody" },
        },
      });
      server = await startTestServer(
        kind,
        async (ctx) => {
          w = await buildWorld(ctx);
        },
        {
          port: serverPort,
          env: {
            PUBLIC_URL: publicUrl,
            GOOGLE_CLIENT_ID: "home-designer",
            GOOGLE_CLIENT_SECRET: "test-secret",
            GOOGLE_ISSUER: oidc.issuer,
          },
        },
      );
    });
    afterAll(async () => {
      await server?.close();
      await oidc?.close();
    });

    const code = (landing: URL) => landing.searchParams.get("token") ?? "";

    /**
     * Starts a login with the browser's secret (or an attach with a token, which takes none) from
     * the company's site and goes through the provider as `login`.
     */
    async function throughProvider(
      login: string,
      options: { token?: string; attach?: boolean; browserKey?: string } = {},
    ) {
      const start = options.attach
        ? await server.api("GET /social-auth/attach/:provider/:locale", {
            params: { provider: "google", locale: "en" },
            query: { company_id: w.alpha.id },
            token: options.token,
          })
        : await server.api("GET /social-auth/:provider/:lang", {
            params: { provider: "google", lang: "en" },
            query: { company_id: w.alpha.id, browser_key: options.browserKey ?? newBrowserKey() },
            token: options.token,
          });
      expect(start.status).toBe(200);
      const providerUrl = start.answer.url;
      const callback = await loginAtProvider(providerUrl, login, callbackUrl);
      const back = await fetch(callback, { redirect: "manual" });
      expect(back.status).toBe(303);
      expect(back.headers.get("cache-control")).toBe("no-store");
      return new URL(back.headers.get("location") ?? "");
    }

    it("offers Google, the configured provider, and not Facebook", async () => {
      const company = (await server.api("GET /company", { query: { url: "https://alpha.test" } }))
        .answer;
      expect(company.social_providers).toEqual(["google"]);
      const facebook = await server.api("GET /social-auth/:provider/:lang", {
        params: { provider: "facebook", lang: "et" },
        query: { company_id: w.alpha.id, browser_key: newBrowserKey() },
      });
      expect(facebook.status).toBe(404);
      expect(facebook.error.message).toContain("Facebook");
    });

    const start = () =>
      server.api("GET /social-auth/:provider/:lang", {
        params: { provider: "google", lang: "et" },
        query: { company_id: w.alpha.id, browser_key: newBrowserKey() },
      });

    it("sends the browser to the provider with state, nonce and a PKCE challenge", async () => {
      const res = await start();
      const url = new URL(res.answer.url);
      expect(url.origin).toBe(oidc.issuer);
      expect(url.searchParams.get("redirect_uri")).toBe(callbackUrl);
      expect(url.searchParams.get("code_challenge_method")).toBe("S256");
      for (const name of ["state", "nonce", "code_challenge", "client_id"])
        expect(url.searchParams.get(name)).toBeTruthy();
    });

    it("logs a new person in with a verified account known by provider and subject, the same one next time", async () => {
      const key = newBrowserKey();
      const first = await throughProvider("ann", { browserKey: key });
      expect(`${first.origin}${first.pathname}`).toBe("https://alpha.test/en/auth/success");
      // The address carries a one-time code for the page to trade, not a login.
      const { token } = await socialLoginOf(server, first, w.alpha.id, key);
      const me = (await server.api("GET /auth/user", { token })).answer;
      expect(me).toMatchObject({
        email: "ann@example.test",
        name: "Person ann",
        company_id: w.alpha.id,
        providers: [{ provider: "google" }],
      });
      expect(me.email_verified_at).not.toBeNull();

      const again = await throughProvider("ann", { browserKey: key });
      expect((await socialLoginOf(server, again, w.alpha.id, key)).user.id).toBe(me.id);
    });

    it("hands the login over only once, to the social return of the company's own site", async () => {
      const key = newBrowserKey();
      const trade = (landing: URL, purpose: "social" | "staff", companyId: number, site?: string) =>
        server.api("POST /auth/handover", {
          body: { code: code(landing), purpose, company_id: companyId, browser_key: key },
          site,
        });
      const first = await throughProvider("ann", { browserKey: key });
      expect((await trade(first, "staff", w.alpha.id)).status).toBe(422);
      // Another company's site does not log in Alpha's people.
      const second = await throughProvider("ann", { browserKey: key });
      expect((await trade(second, "social", w.beta.id, "https://beta.test")).status).toBe(422);
      const third = await throughProvider("ann", { browserKey: key });
      expect((await trade(third, "social", w.alpha.id)).status).toBe(200);
      expect((await trade(third, "social", w.alpha.id)).status).toBe(422);
    });

    it("hands the login over only to the browser that started it, keeping only its secret's hash", async () => {
      const key = newBrowserKey();
      const trade = (landing: URL, browserKey?: string) =>
        server.api("POST /auth/handover", {
          body: {
            code: code(landing),
            purpose: "social",
            company_id: w.alpha.id,
            browser_key: browserKey,
          },
          headers: { locale: "en" },
        });
      const refused = (res: Refusal) => {
        expect(res.status).toBe(422);
        expect(res.error.message).toBe(INVALID);
      };

      // A link with the code of one's own login, opened in another browser: that browser has
      // another secret, or none; the code is used up by the attempt.
      const caught = await throughProvider("mallory", { browserKey: key });
      const stored = await server.ctx.db
        .select({ browserKeyHash: handoverCodes.browserKeyHash })
        .from(handoverCodes)
        .where(eq(handoverCodes.codeHash, sha256Hex(code(caught))));
      expect(stored).toEqual([{ browserKeyHash: sha256Hex(key) }]);
      refused(await trade(caught, newBrowserKey()));
      refused(await trade(caught, key));
      const unkeyed = await throughProvider("mallory", { browserKey: key });
      refused(await trade(unkeyed));
      refused(await trade(unkeyed, key));
      const garbled = await throughProvider("mallory", { browserKey: key });
      refused(await trade(garbled, `${key}x`));

      // The browser that started it trades it.
      const own = await throughProvider("mallory", { browserKey: key });
      expect((await trade(own, key)).status).toBe(200);
      // Neither the state nor the code keeps the secret itself.
      const kept = [
        ...(await server.ctx.db.select({ h: oauthStates.browserKeyHash }).from(oauthStates)),
        ...(await server.ctx.db.select({ h: handoverCodes.browserKeyHash }).from(handoverCodes)),
      ];
      expect(kept.some((row) => row.h === key)).toBe(false);
    });

    it("starts no login without the browser's secret", async () => {
      const before = await server.ctx.db.select().from(oauthStates);
      for (const browserKey of [
        undefined,
        "",
        newBrowserKey().slice(1),
        `${newBrowserKey()}A`,
        `${newBrowserKey().slice(1)}=`,
        `${newBrowserKey().slice(2)}+/`,
      ]) {
        const query = new URLSearchParams({ company_id: String(w.alpha.id) });
        if (browserKey !== undefined) query.set("browser_key", browserKey);
        // A secret left out or malformed, on purpose.
        const res = await server.raw("GET", `/api/social-auth/google/et?${query}`);
        expect(res.status, String(browserKey)).toBe(422);
        expect(Object.keys(apiErrorSchema.parse(res.body).errors ?? {})).toEqual(["browser_key"]);
      }
      expect(await server.ctx.db.select().from(oauthStates)).toHaveLength(before.length);
    });

    it("never takes over an account by its e-mail address", async () => {
      const count = async () =>
        (await server.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;
      const before = await count();
      const back = await throughProvider("taken-address");
      expect(back.pathname).toBe("/en/auth/failure");
      // A reason's code, which the site words itself: an address carries no text to show.
      expect(Object.fromEntries(back.searchParams)).toEqual({
        errors: "email_taken",
        provider: "google",
      });
      expect(back.searchParams.has("token")).toBe(false);
      expect(await count()).toBe(before);
      const noAddress = await throughProvider("no-address");
      expect(noAddress.pathname).toBe("/en/auth/failure");
      expect(noAddress.searchParams.get("errors")).toBe("no_email");
    });

    it("refuses a forged or reused state", async () => {
      const started = await start();
      const callback = await loginAtProvider(started.answer.url, "eve", callbackUrl);
      const forged = new URL(callback);
      forged.searchParams.set("state", "forged");
      const refused = await fetch(forged, { redirect: "manual" });
      expect(new URL(refused.headers.get("location") ?? "").pathname).toBe("/et/auth/failure");
      const used = await fetch(callback, { redirect: "manual" });
      expect(new URL(used.headers.get("location") ?? "").pathname).toBe("/et/auth/success");
      const reused = await fetch(callback, { redirect: "manual" });
      expect(new URL(reused.headers.get("location") ?? "").pathname).toBe("/et/auth/failure");
    });

    /** Connecting as the profile page does: the return's code, sent with the account's login. */
    const confirm = (landing: URL | string, token?: string, locale = "en") =>
      server.api("POST /social-auth/attach", {
        body: {
          code: typeof landing === "string" ? landing : (landing.searchParams.get("code") ?? ""),
        },
        token,
        headers: { locale },
        // German is answered on Alpha's German site.
        site: locale === "de" ? ALPHA_DE_SITE : ALPHA_SITE,
      });
    const providersOf = async (fixture: string) =>
      (
        await server.ctx.db
          .select({ provider: userProviders.provider, subject: userProviders.subject })
          .from(userProviders)
          .where(eq(userProviders.userId, w.user(fixture).id))
      ).sort((a, b) => a.provider.localeCompare(b.provider));
    const connectedTo = async (subject: string) =>
      server.ctx.db.select().from(userProviders).where(eq(userProviders.subject, subject));
    const ATTACH_INVALID =
      "Diese Verbindung konnte nicht bestätigt werden: Sie ist abgelaufen, wurde bereits verwendet oder wurde von einem anderen Konto aus begonnen. Bitte verbinden Sie das Konto erneut unter „Mein Konto“.";
    const refusedAttach = (res: Refusal) => {
      expect(res.status).toBe(422);
      const error = res.error;
      expect(error.message).toBe(ATTACH_INVALID);
      expect(error.errors).toEqual({ code: [ATTACH_INVALID] });
    };

    it("connects nothing when the return of one account's connecting is completed by someone else (login CSRF)", async () => {
      const [attackerBefore, victimBefore] = [
        await providersOf("otherCustomer"),
        await providersOf("customer"),
      ];
      // The attacker starts connecting Google to their own account and sends the provider's
      // address to the victim, who signs in there with their own Google account.
      const landing = await throughProvider("victim-google", {
        token: w.token("otherCustomer"),
        attach: true,
      });
      expect(`${landing.origin}${landing.pathname}`).toBe("https://alpha.test/en/profile/attached");
      expect(landing.searchParams.get("code")).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The return itself connects nothing.
      expect(await connectedTo("victim-google")).toEqual([]);
      // The victim's page sends the code with the victim's login: refused, and the code is spent,
      // so the attacker cannot use it afterwards either.
      refusedAttach(await confirm(landing, w.token("customer"), "de"));
      refusedAttach(await confirm(landing, w.token("otherCustomer"), "de"));
      expect(await connectedTo("victim-google")).toEqual([]);
      expect(await providersOf("otherCustomer")).toEqual(attackerBefore);
      expect(await providersOf("customer")).toEqual(victimBefore);
    });

    it("connects Google when the account that started confirms the return's code, once", async () => {
      const token = w.token("customer");
      const landing = await throughProvider("customer-google", { token, attach: true });
      expect(`${landing.origin}${landing.pathname}`).toBe("https://alpha.test/en/profile/attached");
      expect(landing.searchParams.has("token")).toBe(false);
      // Only the code's hash is kept.
      const code = landing.searchParams.get("code") ?? "";
      const kept = await server.ctx.db.select().from(pendingAttachments);
      expect(kept.map((row) => row.codeHash)).toContain(sha256Hex(code));
      expect(JSON.stringify(kept)).not.toContain(code);

      const confirmed = await confirm(landing, token);
      expect(confirmed.status).toBe(200);
      expect(confirmed.answer.providers.map((p) => p.provider)).toEqual(["main", "google"]);
      const me = (await server.api("GET /auth/user", { token })).answer;
      expect(me.providers.map((p) => p.provider)).toEqual(["main", "google"]);
      // Once: a second use is refused and changes nothing.
      refusedAttach(await confirm(landing, token, "de"));
      expect(await connectedTo("customer-google")).toHaveLength(1);

      // A Google account connected to another account, or already to this one, is said at once.
      const taken = await throughProvider("customer-google", {
        token: w.token("designer"),
        attach: true,
      });
      expect(taken.pathname).toBe("/en/profile/failed");
      expect(Object.fromEntries(taken.searchParams)).toEqual({
        errors: "connected_elsewhere",
        provider: "google",
      });
      const twice = await throughProvider("customer-google", { token, attach: true });
      expect(twice.searchParams.get("errors")).toBe("already_connected");
    });

    it("refuses an expired code, and removes expired ones when the next is made", async () => {
      const token = w.token("designer");
      const late = await throughProvider("late-google", { token, attach: true });
      await server.ctx.db
        .update(pendingAttachments)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(pendingAttachments.codeHash, sha256Hex(late.searchParams.get("code") ?? "")));
      refusedAttach(await confirm(late, token, "de"));
      expect(await connectedTo("late-google")).toEqual([]);

      const stale = await throughProvider("stale-google", { token, attach: true });
      await server.ctx.db
        .update(pendingAttachments)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(pendingAttachments.codeHash, sha256Hex(stale.searchParams.get("code") ?? "")));
      await throughProvider("fresh-google", { token, attach: true });
      const left = await server.ctx.db.select().from(pendingAttachments);
      expect(left.some((row) => row.expiresAt < new Date())).toBe(false);
      refusedAttach(await confirm(stale, token, "de"));
    });

    it("refuses a second provider account of one kind confirmed meanwhile with 409", async () => {
      const token = w.token("designer");
      // Two returns started by one account, each with another Google account: the first confirmed
      // wins, the second is told the account already has Google.
      const first = await throughProvider("designer-google", { token, attach: true });
      const second = await throughProvider("designer-google-2", { token, attach: true });
      expect((await confirm(first, token)).status).toBe(200);
      const refused = await confirm(second, token, "de");
      expect(refused.status).toBe(409);
      expect(refused.error.message).toBe("Ihr Konto ist bereits mit Google verbunden.");
      expect(await connectedTo("designer-google-2")).toEqual([]);
    });

    it("refuses a malformed code in the request's language, and a guest, connecting nothing", async () => {
      const before = await server.ctx.db.select().from(userProviders);
      const token = w.token("otherCustomer");
      for (const code of ["", "abc", "x".repeat(200), `${"A".repeat(42)}=`, "<script>"])
        refusedAttach(await confirm(code, token, "de"));
      for (const body of [{}, { code: 7 }, { code: "x".repeat(201) }, "not json"]) {
        // Bodies sent wrong on purpose.
        const res = await server.raw("POST", "/api/social-auth/attach", { body, token });
        expect(res.status, JSON.stringify(body)).toBe(body === "not json" ? 400 : 422);
        if (body !== "not json") {
          expect(Object.keys(apiErrorSchema.parse(res.body).errors ?? {})).toEqual(["code"]);
        }
      }
      const pending = await throughProvider("guest-google", { token, attach: true });
      expect((await confirm(pending)).status).toBe(401);
      expect(await server.ctx.db.select().from(userProviders)).toEqual(before);
    });

    it("refuses attaching to guests and across companies", async () => {
      expect(
        (
          await server.api("GET /social-auth/attach/:provider/:locale", {
            params: { provider: "google", locale: "et" },
            query: { company_id: w.alpha.id },
          })
        ).status,
      ).toBe(401);
      const across = await server.api("GET /social-auth/attach/:provider/:locale", {
        params: { provider: "google", locale: "et" },
        query: { company_id: w.beta.id },
        token: w.token("customer"),
      });
      // Another company's id is not this site's company.
      expect(across.status).toBe(404);
    });

    it("detaches a provider, but never the last way to log in", async () => {
      const [social] = await server.ctx.db
        .insert(users)
        .values({
          companyId: w.alpha.id,
          name: "Two ways",
          email: "two@example.test",
          emailVerifiedAt: new Date(),
        })
        .returning();
      if (!social) throw new Error("no user");
      await server.ctx.db.insert(userProviders).values([
        { userId: social.id, companyId: w.alpha.id, provider: "google", subject: "two-g" },
        { userId: social.id, companyId: w.alpha.id, provider: "facebook", subject: "two-f" },
      ]);
      const token = await issueToken(server.ctx.db, social.id);
      const detached = await server.api("GET /social-auth/detach/:provider", {
        params: { provider: "facebook" },
        token,
      });
      expect(detached.answer.providers.map((p) => p.provider)).toEqual(["google"]);
      expect(
        (
          await server.api("GET /social-auth/detach/:provider", {
            params: { provider: "facebook" },
            token,
          })
        ).status,
      ).toBe(404);
      const last = await server.api("GET /social-auth/detach/:provider", {
        params: { provider: "google" },
        token,
      });
      expect(last.status).toBe(409);
      expect(
        await server.ctx.db.select().from(userProviders).where(eq(userProviders.userId, social.id)),
      ).toHaveLength(1);
      expect(
        (await server.api("GET /social-auth/detach/:provider", { params: { provider: "google" } }))
          .status,
      ).toBe(401);
    });

    it("refuses malformed calls with 422 and unknown companies with 404", async () => {
      for (const target of [
        `/api/social-auth/twitter/et?company_id=${w.alpha.id}&browser_key=${newBrowserKey()}`,
        `/api/social-auth/google/fi?company_id=${w.alpha.id}&browser_key=${newBrowserKey()}`,
        `/api/social-auth/google/et?browser_key=${newBrowserKey()}`,
        "/api/social-auth/detach/twitter",
      ]) {
        expect(
          (await server.raw("GET", target, { token: w.token("designer") })).status,
          target,
        ).toBe(422);
      }
      expect(
        (
          await server.api("GET /social-auth/:provider/:lang", {
            params: { provider: "google", lang: "et" },
            query: { company_id: "424242", browser_key: newBrowserKey() },
          })
        ).status,
      ).toBe(404);
    });
  },
);
