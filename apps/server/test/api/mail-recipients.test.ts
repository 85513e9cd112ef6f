import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type ApiError, isValidEmail } from "@home-designer/core";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.ts";
import { users } from "../../src/db/schema.ts";
import { createMailer, type MailMessage, recipient } from "../../src/mail/mailer.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { startSmtpServer } from "../helpers/smtp.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/** Texts that name more than one recipient, or a recipient with a display name. */
const NOT_ONE_ADDRESS = [
  "a@x.com,b@y.net",
  "a@x.com;b@y.net",
  "a@x.com b@y.net",
  "Mari <a@x.com>",
  "list: a@x.com, b@y.net;",
];

describe.each(databaseKinds())("one address per field on %s", (kind) => {
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
  const client = () =>
    server.as(() => ({ headers: { "x-forwarded-for": `198.51.100.${++ip}`, locale: "en" } }));
  const userCount = async () =>
    (await server.ctx.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]?.n;
  const site = () =>
    `https://alpha.test/et/custom/kitchen?project=${w.project.id}&apartment_layout_id=${w.layout.id}`;

  /** Every call that takes an e-mail address, with `email` in its address field. */
  const calls = (email: string): [string, () => Promise<{ status: number; error: ApiError }>][] => [
    [
      "register",
      () =>
        client().api("POST /auth/register", {
          body: {
            name: "Mari Maasikas",
            email,
            password: "Maasikas1",
            password_confirmation: "Maasikas1",
            company_id: w.alpha.id,
          },
        }),
    ],
    [
      "login",
      () =>
        client().api("POST /auth/login", {
          body: { email, password: "Secret123", company_id: w.alpha.id },
        }),
    ],
    [
      "reset link",
      () => client().api("POST /reset-password/send", { body: { email, company_id: w.alpha.id } }),
    ],
    [
      "reset check",
      () => client().api("POST /reset-password/check", { body: { email, token: "t" } }),
    ],
    [
      "reset",
      () =>
        client().api("POST /reset-password/reset", {
          body: {
            email,
            token: "t",
            password: "Neu12345",
            password_confirmation: "Neu12345",
          },
        }),
    ],
    [
      "profile",
      () =>
        client().api("POST /auth/user/update", {
          body: { email, current_password: "Secret123" },
          token: w.token("otherCustomer"),
        }),
    ],
    [
      "guest link",
      () =>
        client().api("POST /guest/package", {
          body: {
            email,
            homeDesignerUrl: site(),
            apartment: "A 10",
            lang: "en",
            companyId: w.alpha.id,
            terms_accepted: true,
          },
        }),
    ],
  ];

  it.each(NOT_ONE_ADDRESS)(
    "refuses %j in every address field with 422, mailing nobody",
    async (bad) => {
      const mails = server.mails.length;
      const people = await userCount();
      for (const [name, call] of calls(bad)) {
        const res = await call();
        expect(res.status, name).toBe(422);
        expect(res.error.errors?.email, name).toEqual([
          "E-mail address must be a valid e-mail address.",
        ]);
      }
      expect(server.mails.length).toBe(mails);
      expect(await userCount()).toBe(people);
    },
  );

  it("takes an internationalised address and mails it, once", async () => {
    const sent = server.mails.length;
    const res = await client().api("POST /auth/register", {
      body: {
        name: "Jüri",
        email: "jüri@näide.ee",
        password: "Secret123",
        password_confirmation: "Secret123",
        locale: "en",
        company_id: w.alpha.id,
      },
    });
    expect(res.answer.user.email).toBe("jüri@näide.ee");
    const guest = await calls("öö@näide.ee").at(-1)?.[1]();
    expect(guest?.status).toBe(200);
    expect(server.mails.slice(sent).map((m) => m.to)).toEqual(["jüri@näide.ee", "öö@näide.ee"]);
  });
});

describe("the mailer", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let dir: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    dir = await mkdtemp(path.join(tmpdir(), "hd-mailer-"));
  });
  afterAll(async () => {
    await smtp?.close();
    await rm(dir, { recursive: true, force: true });
  });
  const mail = (to: MailMessage["to"]): MailMessage => ({
    to,
    fromName: "Alpha Homes",
    subject: "Test",
    html: "<p>Test</p>",
    text: "Test",
  });
  const mailers = () => [
    createMailer(loadConfig({ NODE_ENV: "test", DATA_DIR: dir, SMTP_URL: smtp.url })),
    // Without SMTP_URL, mail goes to the outbox through nodemailer as well.
    createMailer(loadConfig({ NODE_ENV: "test", DATA_DIR: dir })),
  ];

  it("refuses a recipient text holding more than one address, sending nothing", async () => {
    for (const mailer of mailers()) {
      for (const bad of NOT_ONE_ADDRESS) {
        await expect(mailer.send(mail(bad)), bad).rejects.toThrow(/exactly one e-mail address/);
        await expect(mailer.send(mail(["ok@example.test", bad])), bad).rejects.toThrow();
      }
    }
    expect(smtp.mails).toEqual([]);
    await expect(readdir(path.join(dir, "outbox"))).rejects.toThrow(/ENOENT/);
  });

  it("delivers to each address of a list of single addresses", async () => {
    const [overSmtp] = mailers();
    await overSmtp?.send(mail(["developer@alpha.test", "site@alpha.test"]));
    await expect.poll(() => smtp.mails.length).toBe(1);
    expect(smtp.mails[0]?.to).toEqual(["developer@alpha.test", "site@alpha.test"]);
  });

  it("passes every address the e-mail rule accepts to nodemailer as that one address", () => {
    const separator = fc.constantFrom(",", ";", " ", "<", ">", '"', "(", ")", ":", "\\", "@");
    const part = (chars: string) =>
      fc.string({
        unit: fc.oneof({ weight: 20, arbitrary: fc.constantFrom(...chars) }, separator),
        minLength: 1,
        maxLength: 10,
      });
    const local = part("aZ09.-_+!#$%&'*/=?^`{|}~ü東ж");
    const label = part("az09-ü東ж");
    let accepted = 0;
    fc.assert(
      fc.property(local, label, label, (name, domain, top) => {
        const text = `${name}@${domain}.${top}`;
        if (!isValidEmail(text)) return true;
        accepted++;
        expect(recipient(text)).toEqual({ name: "", address: text });
        return true;
      }),
      { numRuns: 3000 },
    );
    // The property said something: many generated addresses were valid.
    expect(accepted).toBeGreaterThan(300);
    for (const text of ["jüri@näide.ee", "a=?b?=@x.com", "=?utf-8?Q?a=2C?=b@x.com"]) {
      expect(recipient(text)).toEqual({ name: "", address: text });
    }
  });
});
