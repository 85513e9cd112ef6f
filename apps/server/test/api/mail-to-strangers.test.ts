import { normalizeEmail } from "@home-designer/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/auth/passwords.ts";
import { sha256Hex } from "../../src/auth/signing.ts";
import * as throttle from "../../src/auth/throttle.ts";
import { issueToken } from "../../src/auth/tokens.ts";
import { companies, passwordResets, throttles, userProviders, users } from "../../src/db/schema.ts";
import type { MailMessage } from "../../src/mail/mailer.ts";
import { MAILS_PER_RECIPIENT, recipientKey } from "../../src/mail/recipient-cap.ts";
import type { ApiOptions } from "../helpers/api-client.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  ALPHA_DE_SITE,
  BETA_SITE,
  databaseKinds,
  startTestServer,
  type TestServer,
} from "../helpers/test-server.ts";

/*
 * Mail anyone can have the company send to an address that may not be theirs: a guest's link, a
 * verification link (signing up with the address, asking for another, moving an account to it)
 * and a password reset. It carries nothing the caller typed, and at most a day's cap of them
 * reaches one address (docs/decisions/028-mail-to-strangers.md).
 */

type GuestLinkBody = ApiOptions<"POST /guest/package">["body"];
/** What a call that may mail a stranger answers: a message, and the account when it made one. */
type Told = {
  status: number;
  readonly answer: { message?: string; user?: { email?: string } };
};

/** Words a stranger would like to have the company mail to someone. */
const PLANTED = "Your account is locked, call +372 5555 0000 or see https://evil.example/unlock";

describe.each(databaseKinds())("mail to addresses that may be strangers' on %s", (kind) => {
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    server = await startTestServer(
      kind,
      async (ctx) => {
        w = await buildWorld(ctx);
      },
      { env: { TRUST_PROXY: "1" }, captureLogs: true },
    );
  });
  afterAll(() => server?.close());

  /** Each call from an address of its own, so that no per-caller limit is what answers. */
  let callers = 0;
  const caller = ({
    token,
    locale,
    site,
  }: {
    token?: string;
    locale?: string;
    site?: string;
  } = {}) =>
    server.as({
      token,
      site,
      headers: {
        "x-forwarded-for": `198.18.${callers >> 8}.${++callers & 255}`,
        locale: locale ?? "en",
      },
    });

  const mailsTo = (address: string, since: number): MailMessage[] =>
    server.mails.slice(since).filter((m) => [m.to].flat().includes(address));
  const design = (layoutId = w.layout.id, projectId = w.project.id) =>
    `https://alpha.test/en/custom/kitchen?project=${projectId}&apartment_layout_id=${layoutId}`;
  const guestLink = (email: string, extra: Partial<GuestLinkBody> = {}) =>
    caller().api("POST /guest/package", {
      body: {
        email,
        homeDesignerUrl: design(),
        apartment: "A 10",
        lang: "en",
        companyId: w.alpha.id,
        terms_accepted: true,
        ...extra,
      },
    });
  const register = (email: string, name = "Mari Maasikas", companyId = w.alpha.id) =>
    caller({ site: companyId === w.beta.id ? BETA_SITE : undefined }).api("POST /auth/register", {
      body: {
        name,
        email,
        password: "Maasikas1",
        password_confirmation: "Maasikas1",
        company_id: companyId,
      },
    });
  const resetLink = (email: string) =>
    caller().api("POST /reset-password/send", { body: { email, company_id: w.alpha.id } });

  /** An e-mail account of Alpha with password Secret123, confirmed or not, and a login of it. */
  const account = async (email: string, name: string, confirmed: boolean) => {
    const [row] = await server.ctx.db
      .insert(users)
      .values({
        companyId: w.alpha.id,
        name,
        email,
        passwordHash: await hashPassword("Secret123"),
        emailVerifiedAt: confirmed ? new Date() : null,
      })
      .returning();
    if (!row) throw new Error("no user");
    await server.ctx.db
      .insert(userProviders)
      .values({ userId: row.id, companyId: w.alpha.id, provider: "main", email });
    return { id: row.id, token: await issueToken(server.ctx.db, row.id) };
  };

  /** As if the address had already been sent its day's mail. */
  const fillCap = async (address: string) => {
    for (let i = 0; i < MAILS_PER_RECIPIENT.limit; i++) {
      await throttle.hit(server.ctx.db, recipientKey(address), MAILS_PER_RECIPIENT);
    }
  };
  const counted = async (address: string) =>
    (
      await server.ctx.db
        .select({ hits: throttles.hits })
        .from(throttles)
        .where(eq(throttles.key, recipientKey(address)))
    )[0]?.hits ?? 0;
  /** The warnings of refused mails, as logged. */
  const refusals = () =>
    server.logs.filter((l) => l.msg === "mail not sent: its recipient's daily cap is reached");

  describe("a guest's link", () => {
    it("names the apartment from the link's own layout in the mail's language, never the caller's text", async () => {
      for (const [lang, line] of [
        ["en", "Harbour View, A, Apartment 10, Layout Layout 1"],
        ["de", "Harbour View, A, Wohnung 10, Grundriss Layout 1"],
      ] as const) {
        const sent = server.mails.length;
        const res = await guestLink("guest.words@example.test", { apartment: PLANTED, lang });
        expect(res.status).toBe(200);
        const [mail] = mailsTo("guest.words@example.test", sent);
        expect(mail?.text).toContain(line);
        for (const part of [mail?.subject, mail?.text, mail?.html]) {
          expect(part).not.toContain("evil.example");
          expect(part).not.toContain("locked");
        }
      }
    });

    it("names the building with the company's word in a language it has one", async () => {
      await server.ctx.db
        .update(companies)
        .set({ buildingWord: { de: "Haus" } })
        .where(eq(companies.id, w.alpha.id));
      try {
        for (const [lang, line] of [
          ["de", "Harbour View, Haus A, Wohnung 10, Grundriss Layout 1"],
          ["en", "Harbour View, A, Apartment 10, Layout Layout 1"],
        ] as const) {
          const sent = server.mails.length;
          const res = await guestLink("guest.haus@example.test", { lang });
          expect(res.status).toBe(200);
          expect(mailsTo("guest.haus@example.test", sent)[0]?.text).toContain(line);
        }
      } finally {
        await server.ctx.db
          .update(companies)
          .set({ buildingWord: {} })
          .where(eq(companies.id, w.alpha.id));
      }
    });

    it("takes `apartment` as the spec sends it, or not at all, and does not use it", async () => {
      const sent = server.mails.length;
      const { apartment: _, ...without }: GuestLinkBody = {
        email: "guest.bare@example.test",
        homeDesignerUrl: design(w.layout2.id),
        apartment: "",
        lang: "en",
        companyId: w.alpha.id,
        terms_accepted: true,
      };
      expect((await caller().api("POST /guest/package", { body: without })).status).toBe(200);
      expect(mailsTo("guest.bare@example.test", sent)[0]?.text).toContain(
        "Harbour View, A, Apartment 2, Layout Layout 2",
      );
      // Its old bound still holds: more than 300 characters is 422 naming it.
      const long = await guestLink("guest.bare@example.test", { apartment: "x".repeat(301) });
      expect(long.status).toBe(422);
      expect(Object.keys(long.error.errors ?? {})).toEqual(["apartment"]);
    });

    it("refuses an address that is no apartment's choices on this site, in the request's language, mailing nothing", async () => {
      const sent = server.mails.length;
      const texts = {
        en: "The link must lead to the choices of an apartment on this site.",
        et: "Link peab viima selle lehe mõne korteri valikuteni.",
        de: "Der Link muss zur Auswahl einer Wohnung auf dieser Seite führen.",
      };
      for (const url of [
        "https://alpha.test/en/auth",
        "https://alpha.test/en/custom/kitchen",
        `https://alpha.test/en/custom/kitchen?project=${w.project.id}&apartment_layout_id=abc`,
        // Another company's layout, and a layout under another project.
        design(w.betaLayout.id, w.betaProject.id),
        design(w.layout.id, w.betaProject.id),
        design(2_000_000_000),
      ]) {
        for (const locale of ["en", "et", "de"] as const) {
          const site = locale === "de" ? ALPHA_DE_SITE : undefined;
          const res = await caller({ locale, site }).api("POST /guest/package", {
            body: {
              email: "guest.nowhere@example.test",
              homeDesignerUrl: url,
              lang: "en",
              companyId: w.alpha.id,
              terms_accepted: true,
            },
          });
          expect(res.status, `${url} ${locale}`).toBe(422);
          expect(res.error.errors?.homeDesignerUrl).toEqual([texts[locale]]);
        }
      }
      expect(server.mails.length).toBe(sent);
    });
  });

  describe("names in mail to an address not confirmed", () => {
    it("greets nobody by the name typed at sign-up in the verification mail", async () => {
      const sent = server.mails.length;
      expect((await register("named.signup@example.test", PLANTED)).status).toBe(200);
      const [mail] = mailsTo("named.signup@example.test", sent);
      expect(mail?.subject).toBe("Confirm your e-mail address – Alpha Homes");
      expect(mail?.text).toMatch(/^Hello,$/m);
      expect(`${mail?.subject}${mail?.text}${mail?.html}`).not.toContain("evil.example");
    });

    it("greets by name in a reset mail only once the address is confirmed", async () => {
      await account("reset.unconfirmed@example.test", PLANTED, false);
      await account("reset.confirmed@example.test", "Tiina Tamm", true);
      const sent = server.mails.length;
      expect((await resetLink("reset.unconfirmed@example.test")).status).toBe(200);
      expect((await resetLink("reset.confirmed@example.test")).status).toBe(200);
      const [stranger] = mailsTo("reset.unconfirmed@example.test", sent);
      expect(stranger?.text).toMatch(/^Hello,$/m);
      expect(`${stranger?.text}${stranger?.html}`).not.toContain("evil.example");
      expect(mailsTo("reset.confirmed@example.test", sent)[0]?.text).toContain("Hello Tiina Tamm,");
    });

    it("tells an old address of an account's move only when it was confirmed, and greets the new one by no name", async () => {
      const unconfirmed = await account("move.from.unconfirmed@example.test", PLANTED, false);
      const confirmed = await account("move.from.confirmed@example.test", "Tiina Tamm", true);
      const sent = server.mails.length;
      for (const [{ token }, to] of [
        [unconfirmed, "move.to.one@example.test"],
        [confirmed, "move.to.two@example.test"],
      ] as const) {
        const res = await caller({ token }).api("POST /auth/user/update", {
          body: { email: to, current_password: "Secret123" },
        });
        expect(res.status).toBe(200);
        expect(mailsTo(to, sent)[0]?.text).toMatch(/^Hello,$/m);
      }
      expect(mailsTo("move.from.unconfirmed@example.test", sent)).toEqual([]);
      expect(mailsTo("move.from.confirmed@example.test", sent)[0]?.subject).toBe(
        "Your e-mail address was changed – Alpha Homes",
      );
    });
  });

  describe("the daily cap per address", () => {
    it("counts every kind of mail to an address in one count, over every company, whatever its case", async () => {
      const address = "Cap.Counted@Example.test";
      expect((await guestLink(address)).status).toBe(200);
      expect((await register(address.toUpperCase(), "Mari Maasikas", w.beta.id)).status).toBe(200);
      expect((await register(address.toLowerCase())).status).toBe(200);
      expect((await resetLink(address)).status).toBe(200);
      expect(await counted(address)).toBe(4);
      expect(recipientKey(address)).toBe(`mail-to:${normalizeEmail(address)}`);
    });

    it("sends the day's last mail and none after it", async () => {
      const address = "cap.last@example.test";
      for (let i = 1; i < MAILS_PER_RECIPIENT.limit; i++) {
        await throttle.hit(server.ctx.db, recipientKey(address), MAILS_PER_RECIPIENT);
      }
      const sent = server.mails.length;
      expect((await guestLink(address)).status).toBe(200);
      expect(mailsTo(address, sent).length).toBe(1);
      expect((await register(address)).status).toBe(200);
      expect(mailsTo(address, sent).length).toBe(1);
    });

    /**
     * Each mail a stranger can have sent, asked for below the cap (for the answer as it is) and
     * past it: the answer must be the same, no mail go out and a warning be logged.
     */
    const kinds: {
      mail: string;
      /** Asks for a mail to `address`, which is new to the server. */
      ask: (address: string) => Promise<Told>;
    }[] = [
      { mail: "guest-link", ask: (address) => guestLink(address) },
      { mail: "verification", ask: (address) => register(address) },
      {
        mail: "verification",
        ask: async (address) => {
          const { token } = await account(address, "Unconfirmed", false);
          return caller({ token }).api("POST /email/verify-resend", {
            body: { company_id: w.alpha.id },
          });
        },
      },
      {
        mail: "verification",
        ask: async (address) => {
          const { token } = await account(`from.${address}`, "Mover", false);
          return caller({ token }).api("POST /auth/user/update", {
            body: { email: address, current_password: "Secret123" },
          });
        },
      },
      {
        mail: "password-reset",
        ask: async (address) => {
          await account(address, "Forgetful", true);
          return resetLink(address);
        },
      },
    ];
    /** What the person is told, the address they asked for written as ADDRESS. */
    const answerOf = (res: Told, address: string) => {
      const body = res.answer;
      const told = { status: res.status, message: body.message, email: body.user?.email };
      return JSON.parse(JSON.stringify(told).replaceAll(address, "ADDRESS"));
    };

    it.each(kinds.map((k, i) => [i, k.mail, k] as const))(
      "answers %i (%s) past the cap as below it, queues no mail and logs the refusal",
      async (i, mail, { ask }) => {
        const below = `below.${i}@example.test`;
        const past = `past.${i}@example.test`;
        const sent = server.mails.length;
        const asked = answerOf(await ask(below), below);
        expect(asked.status).toBe(200);
        expect(mailsTo(below, sent).length).toBe(1);
        await fillCap(past);
        const logged = refusals().length;
        expect(answerOf(await ask(past), past)).toEqual(asked);
        expect(mailsTo(past, sent)).toEqual([]);
        const [line] = refusals().slice(logged);
        expect(line).toMatchObject({ level: 40, mail, recipient: sha256Hex(past) });
        expect(line?.request_id).toEqual(expect.any(String));
        expect(JSON.stringify(line)).not.toContain(past);
      },
    );

    it("answers a reset past the cap as for an address without an account, making no link", async () => {
      const { id } = await account("reset.capped@example.test", "Capped", true);
      await fillCap("reset.capped@example.test");
      const capped = await resetLink("reset.capped@example.test");
      const unknown = await resetLink("reset.nobody@example.test");
      expect(capped.status).toBe(200);
      expect(capped.answer).toEqual(unknown.answer);
      const links = await server.ctx.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.userId, id));
      expect(links).toEqual([]);
    });

    it("makes the account past the cap, without a mail, and says so as always", async () => {
      await fillCap("signup.capped@example.test");
      const sent = server.mails.length;
      const res = await register("signup.capped@example.test");
      expect(res.answer.user.email).toBe("signup.capped@example.test");
      expect(mailsTo("signup.capped@example.test", sent)).toEqual([]);
    });

    it("still tells a confirmed address that its account moved, whatever its count", async () => {
      const { token } = await account("notice.capped@example.test", "Tiina Tamm", true);
      await fillCap("notice.capped@example.test");
      const sent = server.mails.length;
      const res = await caller({ token }).api("POST /auth/user/update", {
        body: { email: "notice.moved@example.test", current_password: "Secret123" },
      });
      expect(res.status).toBe(200);
      expect(mailsTo("notice.capped@example.test", sent)[0]?.subject).toBe(
        "Your e-mail address was changed – Alpha Homes",
      );
    });
  });
});
