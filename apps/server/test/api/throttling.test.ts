import { type ApiError, apiErrorSchema } from "@home-designer/core";
import { like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/app.ts";
import { hashPassword } from "../../src/auth/passwords.ts";
import { issueToken } from "../../src/auth/tokens.ts";
import type { TrustProxy } from "../../src/config.ts";
import { throttles, userProviders, users } from "../../src/db/schema.ts";
import type { ApiResult } from "../helpers/api-client.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  ALPHA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

type Login = ApiResult<"POST /auth/login">;
/** An answer that may be an error of the API's shape. */
type Refusable = { status: number; headers: Headers; readonly error: ApiError };

/** How many answers had each status, e.g. `{ 422: 5, 429: 15 }`. */
function statuses(answers: { status: number }[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

/** A 429 says in Retry-After, in whole seconds within the window, what its message says. */
function expectRetryAfter(answer: Refusable, windowSeconds: number) {
  expect(answer.status).toBe(429);
  const header = answer.headers.get("retry-after") ?? "";
  expect(header).toMatch(/^\d+$/);
  const seconds = Number(header);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(answer.error.message).toContain(header);
}

describe.each(databaseKinds())("throttling on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
      },
      // One proxy in front: the caller is the last X-Forwarded-For entry, the one it added.
      { env: { TRUST_PROXY: "1" } },
    );
  });
  afterAll(() => server?.close());

  /** Calls as they reach the server through the proxy, from `address`. */
  const via = (address: string) => server.as({ headers: { "x-forwarded-for": address } });
  const login = (address: string, email: string, password: string, device?: string) =>
    via(address).api("POST /auth/login", {
      body: { email, password, company_id: w.alpha.id, device },
    });
  /** The known-device value a successful login gave. */
  const deviceOf = (answer: Login) => answer.answer.device;

  /** A new e-mail account of Alpha with password Secret123, and a login of it. */
  let accounts = 0;
  const newAccount = async () => {
    const email = `throttled${++accounts}@example.test`;
    const [row] = await server.ctx.db
      .insert(users)
      .values({
        companyId: w.alpha.id,
        name: "Throttled",
        email,
        passwordHash: await hashPassword("Secret123"),
      })
      .returning();
    if (!row) throw new Error("no user");
    await server.ctx.db
      .insert(userProviders)
      .values({ userId: row.id, companyId: w.alpha.id, provider: "main", email });
    return { id: row.id, email, token: await issueToken(server.ctx.db, row.id) };
  };

  describe("login", () => {
    it("checks at most 5 of 20 parallel wrong passwords for one e-mail from one address", async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          login("203.0.113.10", "customer@example.test", "Wrong1234"),
        ),
      );
      // A 422 is a password that was checked and was wrong; a 429 was refused before the check.
      expect(statuses(answers)).toEqual({ 422: 5, 429: 15 });
      for (const answer of answers.filter((a) => a.status === 429)) expectRetryAfter(answer, 60);
      expect((await login("203.0.113.10", "customer@example.test", "Secret123")).status).toBe(429);
      expect((await login("203.0.113.11", "customer@example.test", "Secret123")).status).toBe(200);
    });

    it("counts the address the proxy added, whatever the caller wrote before it", async () => {
      const answers: Login[] = [];
      for (let i = 0; i < 8; i++) {
        answers.push(
          await login(`10.9.${i}.1, 203.0.113.20`, "othercustomer@example.test", "Wrong1234"),
        );
      }
      expect(answers.map((a) => a.status)).toEqual([422, 422, 422, 422, 422, 429, 429, 429]);
      const counted = await server.ctx.db
        .select({ key: throttles.key })
        .from(throttles)
        .where(like(throttles.key, `login:${w.alpha.id}:othercustomer@example.test:%`));
      expect(counted).toEqual([
        { key: `login:${w.alpha.id}:othercustomer@example.test:203.0.113.20` },
      ]);
    });

    it("refuses an address after 20 failed logins over all accounts, not counting its successes", async () => {
      const address = "203.0.113.30";
      const real = [await newAccount(), await newAccount(), await newAccount()];
      for (const account of real) {
        expect((await login(address, account.email, "Secret123")).status).toBe(200);
      }
      const answers: Login[] = [];
      for (let i = 0; i < 40; i++) {
        answers.push(await login(address, `guess${i}@example.test`, "Password1"));
      }
      expect(answers.map((a) => a.status)).toEqual([
        ...Array<number>(20).fill(422),
        ...Array<number>(20).fill(429),
      ]);
      expectRetryAfter(answers[39] as Login, 600);
      // Even the right password waits; another address is not concerned.
      expect((await login(address, real[0]?.email ?? "", "Secret123")).status).toBe(429);
      expect((await login("203.0.113.31", real[0]?.email ?? "", "Secret123")).status).toBe(200);
    });
  });

  describe("the account's limit and known browsers", () => {
    /** 5 wrong passwords from each of 21 addresses, the addresses at once: within every per-address limit. */
    const spray = async (email: string, from: number) =>
      (
        await Promise.all(
          Array.from({ length: 21 }, async (_, a) => {
            const answers: Login[] = [];
            for (let i = 0; i < 5; i++) {
              answers.push(await login(`198.19.${from}.${a + 1}`, email, `Guess${a}x${i}`));
            }
            return answers;
          }),
        )
      ).flat();
    const message = (answer: Refusable) => answer.error.message;

    it("lets the owner in from a browser that logged in before while 105 guesses from 21 addresses hold the account; unknown browsers wait", async () => {
      const owner = await newAccount();
      const other = await newAccount();
      const known = deviceOf(await login("203.0.113.60", owner.email, "Secret123"));
      const othersDevice = deviceOf(await login("203.0.113.61", other.email, "Secret123"));

      const guesses = await spray(owner.email, 1);
      // 100 passwords checked, then the account refuses browsers it does not know.
      expect(statuses(guesses)).toEqual({ 422: 100, 429: 5 });

      // The owner, from a new address but the browser they logged in with: in at once.
      const home = await login("203.0.113.62", owner.email, "Secret123", known);
      expect(home.status).toBe(200);
      expect(deviceOf(home)).toBe(known);

      // The right password from any other browser waits, told why and how to get in, in its
      // language; so does a known-device value made up, damaged, or given for another account.
      const forged = `${known.slice(0, 23)}${"0".repeat(64)}`;
      const unknownBrowsers = [undefined, forged, `${known}x`, othersDevice, "", "not-a-device"];
      for (const [i, device] of unknownBrowsers.entries()) {
        const refused = await login(`203.0.114.${i}`, owner.email, "Secret123", device);
        expectRetryAfter(refused, 3600);
        expect(message(refused), String(device)).toMatch(
          /^Sellele kontole on tehtud liiga palju .*brauserist, millega oled varem sisse loginud/,
        );
      }
      const german = await server.api("POST /auth/login", {
        site: ALPHA_DE_SITE,
        headers: { "x-forwarded-for": "203.0.113.64", locale: "de" },
        body: { email: owner.email, password: "Secret123", company_id: w.alpha.id },
      });
      expectRetryAfter(german, 3600);
      expect(message(german)).toMatch(/^Für dieses Konto gab es zu viele fehlgeschlagene/);
      // Another account is not concerned.
      expect((await login("203.0.113.63", other.email, "Secret123")).status).toBe(200);
    });

    it("keeps guessing slowed from a known browser: its failures count for it, 10 an hour", async () => {
      const owner = await newAccount();
      const first = deviceOf(await login("203.0.113.70", owner.email, "Secret123"));
      const second = deviceOf(await login("203.0.113.71", owner.email, "Secret123"));
      const answers: Login[] = [];
      for (let i = 0; i < 11; i++) {
        // Two addresses, within the 5 a minute per e-mail and address.
        answers.push(await login(`203.0.113.${72 + (i % 3)}`, owner.email, "Wrong1234", first));
      }
      expect(answers.map((a) => a.status)).toEqual([...Array<number>(10).fill(422), 429]);
      expectRetryAfter(answers[10] as Login, 3600);
      expect(message(answers[10] as Login)).toMatch(/^Liiga palju sisselogimiskatseid/);
      // Neither the owner's other browser nor unknown ones are held by it.
      expect((await login("203.0.113.75", owner.email, "Secret123", second)).status).toBe(200);
      expect((await login("203.0.113.76", owner.email, "Secret123")).status).toBe(200);
    });

    it("makes the browser that sets a new password through the mailed link a known one", async () => {
      const owner = await newAccount();
      expect(statuses(await spray(owner.email, 2))).toEqual({ 422: 100, 429: 5 });
      const sent = server.mails.length;
      const asked = await via("203.0.113.80").api("POST /reset-password/send", {
        body: { email: owner.email, company_id: w.alpha.id },
      });
      expect(asked.status).toBe(200);
      const link = new URL(
        server.mails.slice(sent)[0]?.text.match(/https?:\/\/\S+\/reset-password\S*/)?.[0] ?? "",
      );
      const reset = await via("203.0.113.80").api("POST /reset-password/reset", {
        body: {
          email: owner.email,
          token: link.searchParams.get("token") ?? "",
          password: "Renewed123",
          password_confirmation: "Renewed123",
        },
      });
      const { device } = reset.answer;
      expect((await login("203.0.113.81", owner.email, "Renewed123", device)).status).toBe(200);
      expect((await login("203.0.113.82", owner.email, "Renewed123")).status).toBe(429);
    });

    it("refuses a known-device value that is no text of up to 200 characters, in the request's language, counting nothing", async () => {
      const owner = await newAccount();
      for (const [locale, site, text] of [
        ["en", undefined, "known browser"],
        ["et", undefined, "tuntud brauser"],
        ["de", ALPHA_DE_SITE, "bekannte Browser"],
      ] as const) {
        for (const device of [7, "x".repeat(201), ["a"], { nonce: "a" }]) {
          // A value of the wrong type on purpose.
          const res = await server.raw("POST", "/api/auth/login", {
            site,
            headers: { "x-forwarded-for": "203.0.113.85", locale },
            body: { email: owner.email, password: "Secret123", company_id: w.alpha.id, device },
          });
          expect(res.status, `${locale} ${JSON.stringify(device)}`).toBe(422);
          const errors = apiErrorSchema.parse(res.body).errors ?? {};
          expect(Object.keys(errors)).toEqual(["device"]);
          expect(errors.device?.[0]?.toLowerCase()).toContain(text.toLowerCase());
        }
      }
      const counted = await server.ctx.db
        .select({ key: throttles.key })
        .from(throttles)
        .where(like(throttles.key, `%${owner.email}%`));
      expect(counted).toEqual([]);
    });
  });

  describe("checks of the current password", () => {
    it("checks at most 5 of 20 parallel wrong passwords of a password change, and of an e-mail change after them", async () => {
      const { token } = await newAccount();
      const change = {
        old_password: "Wrong1234",
        password: "Better456",
        password_confirmation: "Better456",
      };
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          via("203.0.113.40").api("POST /auth/user/change-password", { body: change, token }),
        ),
      );
      expect(statuses(answers)).toEqual({ 422: 5, 429: 15 });
      for (const answer of answers.filter((a) => a.status === 429)) expectRetryAfter(answer, 60);
      // The e-mail change checks the same password, so it waits too, even with the right one.
      const move = await via("203.0.113.41").api("POST /auth/user/update", {
        body: { email: "elsewhere@example.test", current_password: "Secret123" },
        token,
      });
      expectRetryAfter(move, 60);
    });

    it("checks at most 5 of 20 parallel wrong passwords of an e-mail change", async () => {
      const { token } = await newAccount();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          via("203.0.113.42").api("POST /auth/user/update", {
            body: { email: `moved${i}@example.test`, current_password: "Wrong1234" },
            token,
          }),
        ),
      );
      expect(statuses(answers)).toEqual({ 422: 5, 429: 15 });
      for (const answer of answers.filter((a) => a.status === 422)) {
        expect(answer.error.errors?.current_password).toBeDefined();
      }
    });
  });

  describe("Retry-After", () => {
    /** Calls until the first 429 (at most `limit` + 1 times); answers the calls it took and the 429. */
    async function untilRefused(limit: number, call: (i: number) => Promise<Refusable>) {
      for (let i = 1; i <= limit + 1; i++) {
        const answer = await call(i);
        if (answer.status === 429) return { calls: i, answer };
        expect(answer.status, `call ${i}`).toBeLessThan(400);
      }
      throw new Error(`no 429 after ${limit + 1} calls`);
    }
    const site = () =>
      `https://alpha.test/et/custom/kitchen?project=${w.project.id}&apartment_layout_id=${w.layout.id}`;

    it("comes with the 429 of registration (10 an hour per address)", async () => {
      const { calls, answer } = await untilRefused(10, (i) =>
        via("203.0.113.50").api("POST /auth/register", {
          body: {
            name: "Mari Maasikas",
            email: `signup${i}@example.test`,
            password: "Maasikas1",
            password_confirmation: "Maasikas1",
            company_id: w.alpha.id,
          },
        }),
      );
      expect(calls).toBe(11);
      expectRetryAfter(answer, 3600);
    });

    it("comes with the 429 of reset links (1 per address in 30 seconds)", async () => {
      const { calls, answer } = await untilRefused(1, () =>
        via("203.0.113.51").api("POST /reset-password/send", {
          body: { email: "designer@example.test", company_id: w.alpha.id },
        }),
      );
      expect(calls).toBe(2);
      expectRetryAfter(answer, 30);
    });

    it("comes with the 429 of another verification link (1 in 30 seconds)", async () => {
      const { token } = await newAccount();
      const { calls, answer } = await untilRefused(1, () =>
        via("203.0.113.52").api("POST /email/verify-resend", {
          body: { company_id: w.alpha.id },
          token,
        }),
      );
      expect(calls).toBe(2);
      expectRetryAfter(answer, 30);
    });

    it("comes with the 429 of short links (60 an hour per address)", async () => {
      const { calls, answer } = await untilRefused(60, (i) =>
        via("203.0.113.53").api("POST /short-links", {
          body: { url: `${site()}&n=${i}`, company_id: w.alpha.id },
        }),
      );
      expect(calls).toBe(61);
      expectRetryAfter(answer, 3600);
    });

    it("comes with the 429 of guest links (3 an hour per e-mail)", async () => {
      const { calls, answer } = await untilRefused(3, () =>
        via("203.0.113.54").api("POST /guest/package", {
          body: {
            email: "guest.throttled@example.test",
            homeDesignerUrl: site(),
            apartment: "A 10",
            lang: "en",
            companyId: w.alpha.id,
            terms_accepted: true,
          },
        }),
      );
      expect(calls).toBe(4);
      expectRetryAfter(answer, 3600);
    });
  });

  describe("TRUST_PROXY", () => {
    /** The same server with this TRUST_PROXY: the address its first failed login is counted for. */
    let logins = 0;
    async function countedAddress(trustProxy: TrustProxy, forwardedFor: string): Promise<string> {
      const app: FastifyInstance = await buildApp(
        { ...server.ctx, config: { ...server.ctx.config, trustProxy } },
        { serveWeb: false },
      );
      try {
        const url = await app.listen({ port: 0, host: "127.0.0.1" });
        const email = `proxied${++logins}@example.test`;
        const res = await fetch(`${url}/api/auth/login`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "x-forwarded-for": forwardedFor,
            origin: ALPHA_SITE,
          },
          body: JSON.stringify({ email, password: "Wrong1234", company_id: w.alpha.id }),
        });
        expect(res.status).toBe(422);
        const [row] = await server.ctx.db
          .select({ key: throttles.key })
          .from(throttles)
          .where(like(throttles.key, `login:${w.alpha.id}:${email}:%`));
        return row?.key.split(":").at(-1) ?? "";
      } finally {
        await app.close();
      }
    }

    it("takes the caller's address as many hops from the right as there are proxies", async () => {
      // The test connects from 127.0.0.1, which plays the nearest proxy.
      expect(await countedAddress({ hops: 0 }, "192.0.2.1, 192.0.2.2")).toBe("127.0.0.1");
      expect(await countedAddress({ hops: 2 }, "192.0.2.1, 192.0.2.2, 10.0.0.7")).toBe("192.0.2.2");
    });

    it("takes the first address from the right that is no named proxy's", async () => {
      const forwarded = "192.0.2.1, 192.0.2.2, 10.0.0.7";
      // The connection is no proxy's: the header is the caller's own words.
      expect(await countedAddress({ proxies: ["10.0.0.0/8"] }, forwarded)).toBe("127.0.0.1");
      expect(await countedAddress({ proxies: ["127.0.0.1"] }, forwarded)).toBe("10.0.0.7");
      expect(await countedAddress({ proxies: ["127.0.0.1", "10.0.0.0/8"] }, forwarded)).toBe(
        "192.0.2.2",
      );
    });
  });
});
