import { apiErrorSchema } from "@home-designer/core";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hashPassword } from "../../src/auth/passwords.ts";
import { issueToken } from "../../src/auth/tokens.ts";
import {
  authTokens,
  confirmations,
  packages,
  passwordResets,
  throttles,
  userProviders,
  users,
} from "../../src/db/schema.ts";
import type { ApiOptions } from "../helpers/api-client.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { linkIn } from "../helpers/mail-links.ts";
import {
  ALPHA_DE_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

describe.each(databaseKinds())("accounts on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
      },
      { env: { TRUST_PROXY: "1" } },
    );
  });
  afterAll(() => server?.close());

  let ip = 0;
  /** Every test calls from an address of its own, so throttles of one test do not touch another. */
  const from = () => ({ "x-forwarded-for": `198.51.100.${++ip}` });
  const client = (
    options: { token?: string; headers?: Record<string, string>; site?: string } = {},
  ) =>
    server.as({
      token: options.token,
      headers: { ...from(), ...options.headers },
      site: options.site,
    });
  /** Opens an e-mail verification link: its account, its hash, the query it was signed with. */
  const openLink = (
    customerId: string | number,
    hash: string,
    signed: URLSearchParams,
    { company_id, site }: { company_id?: number; site?: string } = {},
  ) =>
    server.api("GET /email/verify/:customerId/:hash", {
      params: { customerId, hash },
      query: {
        expires: signed.get("expires") ?? "",
        signature: signed.get("signature") ?? "",
        company_id,
      },
      site,
    });
  const userCount = async () =>
    (await server.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;
  const registration = (email: string) => ({
    name: "Mari Maasikas",
    email,
    password: "Maasikas1",
    password_confirmation: "Maasikas1",
    locale: "et" as const,
    is_subscribed: 1 as const,
    company_id: w.alpha.id,
  });
  const register = (
    email: string,
    extra: Partial<ApiOptions<"POST /auth/register">["body"]> = {},
  ) => client().api("POST /auth/register", { body: { ...registration(email), ...extra } });

  describe("login", () => {
    it("answers a token that identifies the account", async () => {
      const res = await client().api("POST /auth/login", {
        body: {
          email: "CUSTOMER@example.test",
          password: "Secret123",
          company_id: w.alpha.id,
        },
      });
      expect(res.status).toBe(200);
      const { token, user } = res.answer;
      expect(user).toMatchObject({
        email: "customer@example.test",
        roles: { customer: "customer" },
      });
      const me = await server.api("GET /auth/user", { token });
      expect(me.answer).toMatchObject({
        id: w.user("customer").id,
        providers: [{ provider: "main" }],
      });
    });

    it("refuses a wrong password and an unknown address alike, with 422", async () => {
      const wrong = await client().api("POST /auth/login", {
        body: {
          email: "customer@example.test",
          password: "Nope12345",
          company_id: w.alpha.id,
        },
      });
      const unknown = await client().api("POST /auth/login", {
        body: {
          email: "nobody@example.test",
          password: "Nope12345",
          company_id: w.alpha.id,
        },
      });
      expect(wrong.status).toBe(422);
      expect(unknown.status).toBe(422);
      expect(wrong.error.message).toBe(unknown.error.message);
    });

    it("keeps accounts of one company apart from another's", async () => {
      const login = { email: "customer@example.test", password: "Secret123" };
      const onBeta = await client({ site: BETA_SITE }).api("POST /auth/login", {
        body: { ...login, company_id: w.beta.id },
      });
      expect(onBeta.status).toBe(422);
      // Alpha's site cannot log in to another company, nor Beta's site to Alpha.
      const named = await client().api("POST /auth/login", {
        body: { ...login, company_id: w.beta.id },
      });
      expect(named.status).toBe(404);
      const across = await client({ site: BETA_SITE }).api("POST /auth/login", {
        body: { ...login, company_id: w.alpha.id },
      });
      expect(across.status).toBe(404);
    });

    it("refuses the 6th failed login of a minute with 429, even with the right password", async () => {
      const headers = { "x-forwarded-for": "203.0.113.66" };
      const attempt = (password: string) =>
        server.api("POST /auth/login", {
          headers,
          body: { email: "othercustomer@example.test", password, company_id: w.alpha.id },
        });
      for (let i = 0; i < 5; i++) expect((await attempt("Wrong1234")).status).toBe(422);
      const sixth = await attempt("Wrong1234");
      expect(sixth.status).toBe(429);
      expect(sixth.error.message).toMatch(/\d+/);
      expect((await attempt("Secret123")).status).toBe(429);
      // From another address the account still logs in: the lock is per e-mail and address.
      const elsewhere = await client().api("POST /auth/login", {
        body: {
          email: "othercustomer@example.test",
          password: "Secret123",
          company_id: w.alpha.id,
        },
      });
      expect(elsewhere.status).toBe(200);
    });

    it("refuses an account after 100 failures in an hour, from whatever addresses", async () => {
      await server.ctx.db.insert(throttles).values({
        key: `login-account:${w.alpha.id}:designer@example.test`,
        windowStart: new Date(),
        hits: 100,
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      const res = await client().api("POST /auth/login", {
        body: {
          email: "designer@example.test",
          password: "Secret123",
          company_id: w.alpha.id,
        },
      });
      expect(res.status).toBe(429);
    });

    it.each([
      ["no e-mail", { password: "x", company_id: 1 }, "email"],
      ["a bad e-mail", { email: "mari", password: "x", company_id: 1 }, "email"],
      ["no password", { email: "a@b.ee", company_id: 1 }, "password"],
      [
        "a huge password",
        { email: "a@b.ee", password: "x".repeat(5000), company_id: 1 },
        "password",
      ],
      ["no company", { email: "a@b.ee", password: "x" }, "company_id"],
    ])("refuses %s with 422 naming the field", async (_name, body, field) => {
      const res = await client().raw("POST", "/api/auth/login", { body });
      expect(res.status).toBe(422);
      expect(apiErrorSchema.parse(res.body).errors?.[field]).toBeDefined();
    });

    it("answers 400 to a body that is not JSON", async () => {
      const res = await server.raw("POST", "/api/auth/login", {
        body: "{email:",
        headers: from(),
      });
      expect(res.status).toBe(400);
      apiErrorSchema.parse(res.body);
    });
  });

  describe("registration and e-mail verification", () => {
    it("creates no account when its verification mail cannot be stored; the next try works", async () => {
      const users = await userCount();
      const sent = server.mails.length;
      const storing = vi
        .spyOn(server.ctx.jobs.boss, "insert")
        .mockRejectedValueOnce(new Error("database unavailable"));
      try {
        expect((await register("unstored@example.test")).status).toBe(500);
      } finally {
        storing.mockRestore();
      }
      expect(await userCount()).toBe(users);
      expect(server.mails.length).toBe(sent);
      expect((await register("unstored@example.test")).status).toBe(200);
      expect(server.mails.at(-1)?.to).toBe("unstored@example.test");
    });

    it("creates an unverified account, mails a signed link in its language, and the link confirms it", async () => {
      const before = server.mails.length;
      const res = await register("Mari.Uus@Example.test");
      expect(res.status).toBe(200);
      const { token, user } = res.answer;
      expect(user).toMatchObject({
        email: "Mari.Uus@Example.test",
        email_verified_at: null,
        is_subscribed: true,
        providers: [{ provider: "main" }],
      });

      const mail = server.mails[before];
      expect(mail?.to).toBe("Mari.Uus@Example.test");
      expect(mail?.fromName).toBe("Alpha Homes");
      expect(mail?.subject).toContain("Kinnita");
      const link = linkIn(mail, "/email/verify/");
      expect(link.origin).toBe("https://alpha.test");
      const [, lang, , , id, hash] = link.pathname.split("/");
      expect(lang).toBe("et");
      const verify = (signed: URLSearchParams) => openLink(id ?? "", hash ?? "", signed);
      const good = link.searchParams;

      const tampered = new URLSearchParams(good);
      tampered.set("expires", String(Number(tampered.get("expires")) + 1000));
      expect((await verify(tampered)).status).toBe(403);

      const ok = await verify(good);
      expect(ok.status).toBe(200);
      expect(ok.answer.message).toBeTruthy();
      const me = (await server.api("GET /auth/user", { token })).answer;
      expect(me.email_verified_at).not.toBeNull();
      expect((await verify(good)).status).toBe(200);
    });

    it("refuses an address the company already has, in any case; another company may have it", async () => {
      const count = await userCount();
      const res = await register("CUSTOMER@example.test");
      expect(res.status).toBe(422);
      expect(res.error.errors?.email).toBeDefined();
      expect(await userCount()).toBe(count);
      const elsewhere = await client({ site: BETA_SITE }).api("POST /auth/register", {
        body: {
          name: "Mari Maasikas",
          email: "customer@example.test",
          password: "Maasikas1",
          password_confirmation: "Maasikas1",
          company_id: w.beta.id,
        },
      });
      expect(elsewhere.status).toBe(200);
    });

    it.each([
      ["a weak password", { password: "weakpass", password_confirmation: "weakpass" }, "password"],
      ["passwords that differ", { password_confirmation: "Maasikas2" }, "password_confirmation"],
      ["a short name", { name: "Al" }, "name"],
      ["a bad e-mail", { email: "mari@" }, "email"],
      ["a bad locale", { locale: "fi" }, "locale"],
      ["a company as text", { company_id: "1" }, "company_id"],
    ])("refuses %s with 422 and creates nothing", async (_name, extra, field) => {
      const count = await userCount();
      // Some of them not of the body's type, on purpose.
      const res = await client().raw("POST", "/api/auth/register", {
        body: { ...registration(`bad-${field}@example.test`), ...extra },
      });
      expect(res.status).toBe(422);
      expect(apiErrorSchema.parse(res.body).errors?.[field]).toBeDefined();
      expect(await userCount()).toBe(count);
    });

    it("answers 404 for a company that does not exist", async () => {
      expect((await register("x@example.test", { company_id: 999999 })).status).toBe(404);
    });

    it("refuses links that are expired, for another address, or for another account", async () => {
      const res = await register("links@example.test");
      const { token, user } = res.answer;
      const link = linkIn(server.mails.at(-1), "/email/verify/");
      const [, , , , id, hash] = link.pathname.split("/");
      expect((await openLink(w.user("customer").id, hash ?? "", link.searchParams)).status).toBe(
        403,
      );
      expect((await openLink(id ?? "", "0".repeat(64), link.searchParams)).status).toBe(403);
      const expired = new URLSearchParams(link.searchParams);
      expired.set("expires", "1000");
      expect((await openLink(id ?? "", hash ?? "", expired)).status).toBe(403);
      // Another company's id is not this site's; another company's site has no such account.
      expect(
        (await openLink(id ?? "", hash ?? "", link.searchParams, { company_id: w.beta.id })).status,
      ).toBe(404);
      expect(
        (await openLink(id ?? "", hash ?? "", link.searchParams, { site: BETA_SITE })).status,
      ).toBe(403);
      // After the address changes, the old address's link no longer confirms anything.
      await client({ token }).api("POST /auth/user/update", {
        body: { email: "links2@example.test", current_password: "Maasikas1" },
      });
      expect((await openLink(id ?? "", hash ?? "", link.searchParams)).status).toBe(403);
      expect((await server.api("GET /auth/user", { token })).answer).toMatchObject({
        id: user.id,
        email_verified_at: null,
      });
    });

    it("refuses malformed links with 422", async () => {
      for (const target of [
        "/api/email/verify/abc/zz?expires=1&signature=00",
        `/api/email/verify/1/${"a".repeat(64)}`,
        `/api/email/verify/1/${"a".repeat(64)}?expires=x&signature=${"b".repeat(64)}`,
      ]) {
        expect((await server.raw("GET", target)).status, target).toBe(422);
      }
    });

    it("resends a link to a logged-in, unverified account once per 30 seconds", async () => {
      const { token } = (await register("resend@example.test")).answer;
      const sent = server.mails.length;
      const first = await client({ token }).api("POST /email/verify-resend", {
        body: { company_id: w.alpha.id },
      });
      expect(first.status).toBe(200);
      expect(server.mails.length).toBe(sent + 1);
      const second = await client({ token }).api("POST /email/verify-resend", {
        body: { company_id: w.alpha.id },
      });
      expect(second.status).toBe(429);
      expect(server.mails.length).toBe(sent + 1);
      expect(
        (await client().api("POST /email/verify-resend", { body: { company_id: w.alpha.id } }))
          .status,
      ).toBe(401);
      expect(
        (
          await client({ token: w.token("customer") }).api("POST /email/verify-resend", {
            body: { company_id: w.alpha.id },
          })
        ).status,
      ).toBe(422);
      expect(
        (
          await client({ token: w.token("customer") }).api("POST /email/verify-resend", {
            body: { company_id: w.beta.id },
          })
        ).status,
      ).toBe(404);
    });
  });

  describe("the logged-in account", () => {
    const newLogin = async (email: string) => {
      const [row] = await server.ctx.db
        .insert(users)
        .values({
          companyId: w.alpha.id,
          name: "Tiit",
          email,
          passwordHash: await hashPassword("Secret123"),
          emailVerifiedAt: new Date(),
        })
        .returning();
      if (!row) throw new Error("no user");
      await server.ctx.db
        .insert(userProviders)
        .values({ userId: row.id, companyId: row.companyId, provider: "main" });
      return {
        id: row.id,
        token: await issueToken(server.ctx.db, row.id),
        other: await issueToken(server.ctx.db, row.id),
      };
    };

    it("answers 401 without a token, with an unknown one, and after logout", async () => {
      expect((await server.api("GET /auth/user")).status).toBe(401);
      expect((await server.api("GET /auth/user", { token: "made-up" })).status).toBe(401);
      const { token } = await newLogin("logout@example.test");
      expect((await client({ token }).api("POST /auth/logout")).status).toBe(200);
      const after = await server.api("GET /auth/user", { token });
      expect(after.status).toBe(401);
      expect(after.error.message).toBeTruthy();
    });

    it("changes the name; refuses an empty name or nothing to change", async () => {
      const { token } = await newLogin("rename@example.test");
      const res = await client({ token }).api("POST /auth/user/update", {
        body: { name: "Tiit Tamm" },
      });
      expect(res.answer).toMatchObject({
        success: true,
        user: { name: "Tiit Tamm" },
      });
      expect(
        (await client({ token }).api("POST /auth/user/update", { body: { name: "  " } })).status,
      ).toBe(422);
      expect((await client({ token }).api("POST /auth/user/update", { body: {} })).status).toBe(
        422,
      );
      expect((await client().api("POST /auth/user/update", { body: { name: "x" } })).status).toBe(
        401,
      );
    });

    it("changes the address only to one the company does not have, unconfirmed until the new link is followed", async () => {
      const { token } = await newLogin("move@example.test");
      const move = (email: string) =>
        client({ token }).api("POST /auth/user/update", {
          body: { email, current_password: "Secret123" },
        });
      const taken = await move("Customer@example.test");
      expect(taken.status).toBe(422);
      expect(taken.error.errors?.email).toBeDefined();
      const sent = server.mails.length;
      const moved = (await move("moved@example.test")).answer;
      expect(moved.user).toMatchObject({ email: "moved@example.test", email_verified_at: null });
      // Sent with the notice to the old address, in no particular order.
      expect(server.mails.slice(sent).map((m) => m.to)).toContain("moved@example.test");
    });

    describe("changing the e-mail", () => {
      const addressOf = async (id: number) =>
        (await server.ctx.db.select().from(users).where(eq(users.id, id)))[0]?.email;

      it("takes the current password, refusing none or a wrong one in the request's language and changing nothing", async () => {
        const { id, token, other } = await newLogin("guarded@example.test");
        const sent = server.mails.length;
        const missing = await client({ token, headers: { locale: "de" }, site: ALPHA_DE_SITE }).api(
          "POST /auth/user/update",
          { body: { name: "Taken Over", email: "thief@example.test" } },
        );
        expect(missing.status).toBe(422);
        expect(missing.error.errors?.current_password).toEqual([
          "Bitte geben Sie Ihr aktuelles Passwort ein, um Ihre E-Mail-Adresse zu ändern.",
        ]);
        const wrong = await client({ token, headers: { locale: "en" } }).api(
          "POST /auth/user/update",
          { body: { email: "thief@example.test", current_password: "Guess1234" } },
        );
        expect(wrong.status).toBe(422);
        expect(wrong.error.errors?.current_password).toEqual([
          "Wrong password entered or connection problem. Please verify and try again.",
        ]);
        expect(await addressOf(id)).toBe("guarded@example.test");
        const me = (await server.api("GET /auth/user", { token })).answer;
        expect(me.name).toBe("Tiit");
        expect((await server.api("GET /auth/user", { token: other })).status).toBe(200);
        expect(server.mails.length).toBe(sent);
      });

      it("with the right password, ends every other login and tells the old address in its language", async () => {
        const { id, token, other } = await newLogin("old.address@example.test");
        const sent = server.mails.length;
        const res = await client({ token, headers: { locale: "de" }, site: ALPHA_DE_SITE }).api(
          "POST /auth/user/update",
          { body: { email: "new.address@example.test", current_password: "Secret123" } },
        );
        expect(res.answer.message).toContain("abgemeldet");
        expect(await addressOf(id)).toBe("new.address@example.test");
        expect((await server.api("GET /auth/user", { token })).status).toBe(200);
        expect((await server.api("GET /auth/user", { token: other })).status).toBe(401);
        const mails = server.mails.slice(sent);
        expect(mails.map((m) => m.to).sort()).toEqual([
          "new.address@example.test",
          "old.address@example.test",
        ]);
        const notice = mails.find((m) => m.to === "old.address@example.test");
        expect(notice?.subject).toBe("Ihre E-Mail-Adresse wurde geändert – Alpha Homes");
        expect(notice?.text).toContain("new.address@example.test");
        expect(notice?.text).toContain("Antworten Sie umgehend auf diese E-Mail");
      });

      it("needs no password for an account without one, and still ends other logins and tells the old address", async () => {
        const [row] = await server.ctx.db
          .insert(users)
          .values({
            companyId: w.alpha.id,
            name: "Social",
            email: "social.move@example.test",
            // As the provider vouched for it: an old address is told only when it was confirmed.
            emailVerifiedAt: new Date(),
          })
          .returning();
        if (!row) throw new Error("no user");
        await server.ctx.db
          .insert(userProviders)
          .values({ userId: row.id, companyId: w.alpha.id, provider: "google", subject: "g-move" });
        const token = await issueToken(server.ctx.db, row.id);
        const other = await issueToken(server.ctx.db, row.id);
        const sent = server.mails.length;
        const res = await client({ token, headers: { locale: "en" } }).api(
          "POST /auth/user/update",
          { body: { email: "social.moved@example.test" } },
        );
        expect(res.status).toBe(200);
        expect((await server.api("GET /auth/user", { token: other })).status).toBe(401);
        const notice = server.mails.slice(sent).find((m) => m.to === "social.move@example.test");
        expect(notice?.subject).toBe("Your e-mail address was changed – Alpha Homes");
        expect(notice?.text).toContain("social.moved@example.test");
      });
    });

    it("changes the password with the current one, ending every other login", async () => {
      const { id, token, other } = await newLogin("password@example.test");
      const wrong = await client({ token }).api("POST /auth/user/change-password", {
        body: {
          old_password: "Wrong1234",
          password: "Uus12345",
          password_confirmation: "Uus12345",
        },
      });
      expect(wrong.status).toBe(422);
      const weak = await client({ token }).api("POST /auth/user/change-password", {
        body: { old_password: "Secret123", password: "weak", password_confirmation: "weak" },
      });
      expect(weak.status).toBe(422);
      const ok = await client({ token }).api("POST /auth/user/change-password", {
        body: {
          old_password: "Secret123",
          password: "Uus12345",
          password_confirmation: "Uus12345",
        },
      });
      expect(ok.status).toBe(200);
      expect((await server.api("GET /auth/user", { token })).status).toBe(200);
      expect((await server.api("GET /auth/user", { token: other })).status).toBe(401);
      expect(
        (
          await client().api("POST /auth/login", {
            body: {
              email: "password@example.test",
              password: "Uus12345",
              company_id: w.alpha.id,
            },
          })
        ).status,
      ).toBe(200);
      expect(
        (
          await client().api("POST /auth/login", {
            body: {
              email: "password@example.test",
              password: "Secret123",
              company_id: w.alpha.id,
            },
          })
        ).status,
      ).toBe(422);
      const tokens = await server.ctx.db.select().from(authTokens).where(eq(authTokens.userId, id));
      expect(tokens).toHaveLength(2);
    });

    it("has no password to change for an account that logs in only through a social provider", async () => {
      const [row] = await server.ctx.db
        .insert(users)
        .values({
          companyId: w.alpha.id,
          name: "Social",
          email: "social@example.test",
          emailVerifiedAt: new Date(),
        })
        .returning();
      if (!row) throw new Error("no user");
      await server.ctx.db
        .insert(userProviders)
        .values({ userId: row.id, companyId: w.alpha.id, provider: "google", subject: "g-1" });
      const token = await issueToken(server.ctx.db, row.id);
      const res = await client({ token }).api("POST /auth/user/change-password", {
        body: {
          old_password: "Anything1",
          password: "Uus12345",
          password_confirmation: "Uus12345",
        },
      });
      expect(res.status).toBe(403);
      expect(res.error.message).toContain("Google");
    });

    it("deletes the account with its packages and every login, and nobody else's", async () => {
      const { id, token, other } = await newLogin("leaving@example.test");
      await server.ctx.db.insert(packages).values({
        companyId: w.alpha.id,
        projectId: w.project.id,
        name: { en: "Mine" },
        userId: id,
        apartmentLayoutId: w.layout.id,
      });
      expect((await server.api("DELETE /auth/user/delete")).status).toBe(401);
      const res = await server.api("DELETE /auth/user/delete", { token });
      expect(res.status).toBe(200);
      expect(await server.ctx.db.select().from(users).where(eq(users.id, id))).toEqual([]);
      expect(await server.ctx.db.select().from(packages).where(eq(packages.userId, id))).toEqual(
        [],
      );
      expect((await server.api("GET /auth/user", { token: other })).status).toBe(401);
      expect((await server.api("GET /auth/user", { token: w.token("customer") })).status).toBe(200);
    });

    it("deletes an account whose own package is confirmed, confirmation included", async () => {
      const { id, token } = await newLogin("confirmed@example.test");
      const [own] = await server.ctx.db
        .insert(packages)
        .values({
          companyId: w.alpha.id,
          projectId: w.project.id,
          name: { en: "Final" },
          userId: id,
          apartmentLayoutId: w.layout.id,
        })
        .returning();
      if (!own) throw new Error("no package");
      await server.ctx.db.insert(confirmations).values({
        version: 1,
        apartmentLayoutId: w.layout.id,
        packageId: own.id,
        userId: id,
        snapshot: { locale: "en", vat: 24, totalCents: 0, rooms: [] },
      });
      const res = await server.api("DELETE /auth/user/delete", { token });
      expect(res.status).toBe(200);
      expect(
        await server.ctx.db.select().from(confirmations).where(eq(confirmations.userId, id)),
      ).toEqual([]);
      expect(await server.ctx.db.select().from(packages).where(eq(packages.id, own.id))).toEqual(
        [],
      );
    });
  });

  describe("password reset", () => {
    const send = (email: string) =>
      client({ headers: { origin: "https://alpha.test" } }).api("POST /reset-password/send", {
        body: { email, company_id: w.alpha.id },
      });

    it("answers the same whether or not the account exists, and mails only a real account", async () => {
      const sent = server.mails.length;
      const unknown = await send("ghost@example.test");
      expect(unknown.status).toBe(200);
      expect(server.mails.length).toBe(sent);
      const known = await send("designer@example.test");
      expect(known.status).toBe(200);
      expect(known.answer).toEqual(unknown.answer);
      expect(server.mails.length).toBe(sent + 1);
    });

    it("sets a new password once with the mailed link, ending every login; the link cannot be used again", async () => {
      const [row] = await server.ctx.db
        .insert(users)
        .values({
          companyId: w.alpha.id,
          name: "Forgetful",
          email: "forgetful@example.test",
          passwordHash: await hashPassword("Old12345"),
        })
        .returning();
      if (!row) throw new Error("no user");
      const oldLogin = await issueToken(server.ctx.db, row.id);
      await send("forgetful@example.test");
      const link = linkIn(server.mails.at(-1), "/reset-password");
      expect(link.pathname).toBe("/et/reset-password");
      const token = link.searchParams.get("token") ?? "";
      const email = link.searchParams.get("email") ?? "";

      expect(
        (await client().api("POST /reset-password/check", { body: { email, token } })).status,
      ).toBe(200);
      expect(
        (
          await client().api("POST /reset-password/check", {
            body: { email: "designer@example.test", token },
          })
        ).status,
      ).toBe(422);
      const reset = (password: string) =>
        client().api("POST /reset-password/reset", {
          body: {
            email,
            token,
            password,
            password_confirmation: password,
          },
        });
      expect((await reset("weak")).status).toBe(422);
      expect((await reset("Neu12345")).status).toBe(200);
      expect((await server.api("GET /auth/user", { token: oldLogin })).status).toBe(401);
      const login = await client().api("POST /auth/login", {
        body: {
          email,
          password: "Neu12345",
          company_id: w.alpha.id,
        },
      });
      expect(login.answer.user.email_verified_at).not.toBeNull();

      expect((await reset("Again1234")).status).toBe(422);
      expect(
        (await client().api("POST /reset-password/check", { body: { email, token } })).status,
      ).toBe(422);
      expect(
        (
          await client().api("POST /auth/login", {
            body: { email, password: "Again1234", company_id: w.alpha.id },
          })
        ).status,
      ).toBe(422);
    });

    it("stores no link when its mail cannot be stored, and answers as for any address", async () => {
      const [row] = await server.ctx.db
        .insert(users)
        .values({ companyId: w.alpha.id, name: "Unlucky", email: "unlucky@example.test" })
        .returning();
      if (!row) throw new Error("no user");
      const sent = server.mails.length;
      const storing = vi
        .spyOn(server.ctx.jobs.boss, "insert")
        .mockRejectedValueOnce(new Error("database unavailable"));
      try {
        const res = await send("unlucky@example.test");
        expect(res.status).toBe(200);
        expect(res.answer).toEqual((await send("ghost2@example.test")).answer);
      } finally {
        storing.mockRestore();
      }
      expect(server.mails.length).toBe(sent);
      expect(
        await server.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, row.id)),
      ).toEqual([]);
    });

    it("refuses an expired link", async () => {
      await send("customer@example.test");
      const link = linkIn(server.mails.at(-1), "/reset-password");
      await server.ctx.db.update(passwordResets).set({ expiresAt: new Date(Date.now() - 1000) });
      const res = await client().api("POST /reset-password/check", {
        body: {
          email: link.searchParams.get("email") ?? "",
          token: link.searchParams.get("token") ?? "",
        },
      });
      expect(res.status).toBe(422);
    });

    it("sends one link per address per 30 seconds", async () => {
      expect((await send("betadesigner@example.test")).status).toBe(200);
      const again = await send("betadesigner@example.test");
      expect(again.status).toBe(429);
      expect(again.error.message).toMatch(/\d+/);
    });

    it("refuses malformed requests with 422", async () => {
      expect(
        (
          await client().api("POST /reset-password/send", {
            body: { email: "nope", company_id: w.alpha.id },
          })
        ).status,
      ).toBe(422);
      expect(
        // No token, on purpose.
        (await client().raw("POST", "/api/reset-password/check", { body: { email: "a@b.ee" } }))
          .status,
      ).toBe(422);
      expect(
        (
          await client().api("POST /reset-password/reset", {
            body: {
              email: "a@b.ee",
              token: "t",
              password: "Neu12345",
              password_confirmation: "Neu12346",
            },
          })
        ).status,
      ).toBe(422);
    });
  });
});
