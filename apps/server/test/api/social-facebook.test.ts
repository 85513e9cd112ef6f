import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema.ts";
import { type FakeFacebook, startFakeFacebook } from "../helpers/fake-facebook.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { newBrowserKey, socialLoginOf } from "../helpers/handover.ts";
import {
  databaseKinds,
  freePort,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

const CLIENT = { id: "home-designer-fb", secret: "fb-secret" };

describe.each(databaseKinds())("Facebook login over OAuth 2.0, on %s", (kind) => {
  let server: TestServer;
  let facebook: FakeFacebook;
  let w: World;
  let callbackUrl: string;

  beforeAll(async () => {
    const [facebookPort, serverPort] = [await freePort(), await freePort()];
    const publicUrl = `http://127.0.0.1:${serverPort}`;
    callbackUrl = `${publicUrl}/api/social-auth/facebook/callback`;
    facebook = await startFakeFacebook(CLIENT, facebookPort);
    server = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
      },
      {
        port: serverPort,
        env: {
          PUBLIC_URL: publicUrl,
          FACEBOOK_CLIENT_ID: CLIENT.id,
          FACEBOOK_CLIENT_SECRET: CLIENT.secret,
          ...facebook.env,
        },
      },
    );
  });
  afterAll(async () => {
    await server?.close();
    await facebook?.close();
  });

  /** Starts a login with the browser's secret; answers the address of Facebook's dialog. */
  async function dialogUrl(browserKey = newBrowserKey()): Promise<string> {
    const start = await server.api("GET /social-auth/:provider/:lang", {
      params: { provider: "facebook", lang: "en" },
      query: { company_id: w.alpha.id, browser_key: browserKey },
      headers: { origin: "https://alpha.test" },
    });
    expect(start.status).toBe(200);
    return start.answer.url;
  }

  /** Where the browser lands after the callback: the site's success or failure page. */
  async function back(callback: string): Promise<URL> {
    const answer = await fetch(callback, { redirect: "manual" });
    expect(answer.status).toBe(303);
    return new URL(answer.headers.get("location") ?? "");
  }

  const userCount = async () =>
    (await server.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;

  it("is offered when configured, and sends the browser to Facebook with state and PKCE", async () => {
    const company = (await server.api("GET /company", { query: { url: "https://alpha.test" } }))
      .answer;
    expect(company.social_providers).toEqual(["facebook"]);
    const url = new URL(await dialogUrl());
    expect(`${url.origin}${url.pathname}`).toBe(facebook.env.FACEBOOK_AUTHORIZATION_URL);
    expect(url.searchParams.get("client_id")).toBe(CLIENT.id);
    expect(url.searchParams.get("redirect_uri")).toBe(callbackUrl);
    expect(url.searchParams.get("scope")).toBe("email public_profile");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    for (const name of ["state", "code_challenge"]) expect(url.searchParams.get(name)).toBeTruthy();
  });

  it("logs a person in by their Facebook id, the same account next time whatever the address", async () => {
    const key = newBrowserKey();
    const first = await back(
      facebook.consent(await dialogUrl(key), {
        id: "fb-1001",
        name: "Mari Maasikas",
        email: "mari@example.test",
      }),
    );
    expect(`${first.origin}${first.pathname}`).toBe("https://alpha.test/en/auth/success");
    const { token } = await socialLoginOf(server, first, w.alpha.id, key);
    const me = (await server.api("GET /auth/user", { token })).answer;
    expect(me).toMatchObject({
      email: "mari@example.test",
      name: "Mari Maasikas",
      company_id: w.alpha.id,
      providers: [{ provider: "facebook" }],
    });
    expect(me.email_verified_at).not.toBeNull();

    // Facebook now shares another address: still the same person, known by id.
    const again = await back(
      facebook.consent(await dialogUrl(key), {
        id: "fb-1001",
        name: "Mari M.",
        email: "new@example.test",
      }),
    );
    expect((await socialLoginOf(server, again, w.alpha.id, key)).user.id).toBe(me.id);
  });

  it("hands the login over only to the browser that started it", async () => {
    const key = newBrowserKey();
    const person = { id: "fb-5005", name: "Mallory", email: "mallory.fb@example.test" };
    const trade = (landing: URL, browserKey?: string) =>
      server.api("POST /auth/handover", {
        body: {
          code: landing.searchParams.get("token") ?? "",
          purpose: "social",
          company_id: w.alpha.id,
          browser_key: browserKey,
        },
      });
    // Another browser (another secret, or none) is refused, and the code is spent.
    const caught = await back(facebook.consent(await dialogUrl(key), person));
    expect((await trade(caught, newBrowserKey())).status).toBe(422);
    expect((await trade(caught, key)).status).toBe(422);
    const unkeyed = await back(facebook.consent(await dialogUrl(key), person));
    expect((await trade(unkeyed)).status).toBe(422);
    expect((await trade(unkeyed, key)).status).toBe(422);
    const own = await back(facebook.consent(await dialogUrl(key), person));
    expect((await trade(own, key)).status).toBe(200);
    // No login starts without one.
    const unbound = await server.raw(
      "GET",
      `/api/social-auth/facebook/en?company_id=${w.alpha.id}`,
    );
    expect(unbound.status).toBe(422);
  });

  it("refuses a person who shares no e-mail address, and an address another account holds", async () => {
    const before = await userCount();
    const noAddress = await back(
      facebook.consent(await dialogUrl(), { id: "fb-2002", name: "Nobody" }),
    );
    expect(noAddress.pathname).toBe("/en/auth/failure");
    expect(Object.fromEntries(noAddress.searchParams)).toEqual({
      errors: "no_email",
      provider: "facebook",
    });
    const taken = await back(
      facebook.consent(await dialogUrl(), {
        id: "fb-3003",
        name: "Somebody",
        email: "customer@example.test",
      }),
    );
    expect(taken.pathname).toBe("/en/auth/failure");
    expect(Object.fromEntries(taken.searchParams)).toEqual({
      errors: "email_taken",
      provider: "facebook",
    });
    expect(await userCount()).toBe(before);
  });

  it("refuses a forged state and a callback used twice", async () => {
    const callback = facebook.consent(await dialogUrl(), {
      id: "fb-4004",
      name: "Eve",
      email: "eve.fb@example.test",
    });
    const forged = new URL(callback);
    forged.searchParams.set("state", "forged");
    // A state the server does not know carries no language: the failure page is the default one's.
    expect((await back(forged.toString())).pathname).toBe("/et/auth/failure");
    expect((await back(callback)).pathname).toBe("/en/auth/success");
    const reused = await back(callback);
    expect(reused.pathname).toBe("/et/auth/failure");
    expect(reused.searchParams.has("token")).toBe(false);
  });
});
