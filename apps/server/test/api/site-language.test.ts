import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { apiErrorSchema } from "@home-designer/core";
import { SMALL_COMPANY_FILES, smallCompany } from "@home-designer/core/test-company";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "../../src/context.ts";
import { companies, throttles, users } from "../../src/db/schema.ts";
import { message } from "../../src/i18n/messages.ts";
import { withCompanySource } from "../../src/modules/company-format/company-folder.ts";
import { importCompany } from "../../src/modules/company-format/import-service.ts";
import { visit } from "../helpers/page-visit.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/** The German-only company's host: it offers `de` and nothing else. */
const HOST = "wohnen.lindenhof.test";
const PUBLIC_URL = "https://designer.example.test";

/**
 * Imports Lindenhof, a German-only company, as its folder says it: one staff member whose
 * language is `de`, one whose language the folder does not name.
 */
async function importLindenhof(ctx: AppContext): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "hd-lindenhof-"));
  try {
    const company = {
      ...smallCompany(),
      code: "lindenhof",
      name: "Lindenhof Wohnen",
      hosts: [{ host: HOST, languages: ["de" as const] }],
      staff: [
        {
          email: "planung@lindenhof.test",
          name: "Paula Planer",
          role: "designer" as const,
          language: "de" as const,
        },
        { email: "verwaltung@lindenhof.test", name: "Viktor Verwalter", role: "admin" as const },
      ],
    };
    for (const file of SMALL_COMPANY_FILES) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    }
    await writeFile(path.join(dir, "company.json"), JSON.stringify(company));
    await withCompanySource(dir, (source) => importCompany(ctx, source, { dryRun: false }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/*
 * A company whose site offers only German (the onboarding of a German-only company): calls that
 * name no language, or one the site does not offer, are answered in German, mails about a
 * person's account are in that person's language, and their links lead to the site the call
 * came by, whatever PUBLIC_URL says, and never to a host no company has.
 */
describe.each(databaseKinds())("a German-only company's site on %s", (kind) => {
  let server: TestServer;
  let companyId: number;
  let port: number;
  let caller = 0;

  beforeAll(async () => {
    server = await startTestServer(kind, importLindenhof, {
      // Behind one proxy, which says whether the person came over HTTPS.
      env: { TRUST_PROXY: "1", PUBLIC_URL },
      web: true,
    });
    port = Number(new URL(server.url).port);
    const [row] = await server.ctx.db
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.slug, "lindenhof"));
    companyId = row?.id ?? 0;
  });
  afterAll(() => server?.close());

  /** A call to the company's host as an API client makes it: no Origin, from an address of its own. */
  const client = (headers: Record<string, string> = {}) =>
    server.as({
      site: null,
      host: HOST,
      headers: { "x-forwarded-for": `198.51.100.${++caller}`, ...headers },
    });
  const registration = (email: string, locale?: "de" | "en" | "et") => ({
    name: "Jürgen Öhlschläger",
    email,
    password: "Straße123",
    password_confirmation: "Straße123",
    ...(locale ? { locale } : {}),
    company_id: companyId,
  });
  const mailsTo = (email: string) => server.mails.filter((m) => m.to === email);
  const localeOf = async (email: string) =>
    (await server.ctx.db.select().from(users).where(eq(users.email, email)))[0]?.locale;

  it("registers a person who names no language in German, mailing a link to the site over HTTPS", async () => {
    const res = await client({ "x-forwarded-proto": "https" }).api("POST /auth/register", {
      body: registration("anna@example.test"),
    });
    expect(res.status).toBe(200);
    const answer = res.answer;
    expect(answer.message).toBe(message("de", "registered"));
    expect(answer.user.locale).toBe("de");
    expect(await localeOf("anna@example.test")).toBe("de");
    const [mail, ...more] = mailsTo("anna@example.test");
    expect(more).toEqual([]);
    expect(mail?.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse – Lindenhof Wohnen");
    expect(mail?.text).toContain(`https://${HOST}/de/email/verify/${answer.user.id}/`);
    expect(mail?.text).not.toContain(PUBLIC_URL);
  });

  it("mails the verification in the language the person registered in, to the host and port they used", async () => {
    // The tester's call: the body says de, no Locale header, only the Host.
    const german = await server.api("POST /auth/register", {
      body: registration("bernd@example.test", "de"),
      site: null,
      host: `${HOST}:${port}`,
      headers: { "x-forwarded-for": "198.51.100.200" },
    });
    expect(german.status).toBe(200);
    const [mail] = mailsTo("bernd@example.test");
    expect(mail?.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse – Lindenhof Wohnen");
    expect(mail?.text).toContain(`http://${HOST}:${port}/de/email/verify/`);

    // The person registers in English: their account and its mail are English, while the
    // answer is the page's, in the request's language (the site offers no English: German).
    const english = await client({ locale: "en" }).api("POST /auth/register", {
      body: registration("carla@example.test", "en"),
    });
    expect(english.answer.message).toBe(message("de", "registered"));
    expect(await localeOf("carla@example.test")).toBe("en");
    const [englishMail] = mailsTo("carla@example.test");
    expect(englishMail?.subject).toBe("Confirm your e-mail address – Lindenhof Wohnen");
    expect(englishMail?.text).toContain(`http://${HOST}/en/email/verify/`);
  });

  it.each([
    ["no language", {}],
    ["Estonian, which the site does not offer", { locale: "et" }],
    ["Estonian by Accept-Language", { "accept-language": "et-EE,et;q=0.9" }],
  ])("sends an imported staff member, asking in %s, the German reset mail", async (_, headers) => {
    const before = server.mails.length;
    const res = await client(headers).api("POST /reset-password/send", {
      body: { email: "planung@lindenhof.test", company_id: companyId },
    });
    expect(res.status).toBe(200);
    expect(res.answer).toEqual({ message: message("de", "resetSent") });
    const [mail, ...more] = server.mails.slice(before);
    expect(more).toEqual([]);
    expect(mail?.to).toBe("planung@lindenhof.test");
    expect(mail?.subject).toBe("Neues Passwort festlegen – Lindenhof Wohnen");
    expect(mail?.text).toContain(`http://${HOST}/de/reset-password?token=`);
    // One link per address per 30 seconds: the next row asks again at once.
    await server.ctx.db.delete(throttles);
  });

  it("gives an imported staff member whose language the folder does not name the company's", async () => {
    expect(await localeOf("verwaltung@lindenhof.test")).toBe("de");
  });

  it("answers errors in German whatever language the call names", async () => {
    const wrong = await client({ "accept-language": "et" }).api("POST /auth/login", {
      body: { email: "planung@lindenhof.test", password: "Falsch123", company_id: companyId },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.error.message).toBe(message("de", "wrongCredentials"));
    // No password, on purpose.
    const bad = await client().raw("POST", "/api/auth/login", {
      body: { email: "kein", company_id: companyId },
    });
    expect(bad.status).toBe(422);
    expect(apiErrorSchema.parse(bad.body).errors?.password).toEqual([
      "Das Passwort ist erforderlich.",
    ]);
    const missing = await server.raw("GET", "/api/no-such-call", {
      site: `https://${HOST}`,
      headers: { locale: "et" },
    });
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(missing.body).message).toBe(message("de", "contentNotFound"));
  });

  it("answers in Estonian only where no site is known, and mails nobody from a host no company has", async () => {
    const before = server.mails.length;
    for (const host of ["evil.test", "designer.example.test"]) {
      const res = await server.api("POST /auth/register", {
        body: registration(`mallory@${host}`, "de"),
        site: null,
        host,
      });
      expect(res.status, host).toBe(404);
      expect(res.error.message, host).toBe(message("et", "noCompany"));
      const reset = await server.api("POST /reset-password/send", {
        body: { email: "planung@lindenhof.test", company_id: companyId },
        site: null,
        host,
      });
      expect(reset.status, host).toBe(404);
    }
    expect(server.mails.length).toBe(before);
    expect(await localeOf("mallory@evil.test")).toBeUndefined();
  });

  it("puts nothing a caller wrote around the company's host into a mail link", async () => {
    // The host part is the company's, so the company is found; the rest must not ride along.
    const res = await server.api("POST /auth/register", {
      body: registration("dora@example.test"),
      site: null,
      host: `${HOST}:@evil.test`,
      headers: { "x-forwarded-for": "198.51.100.201", "x-forwarded-proto": "javascript" },
    });
    expect(res.status).toBe(200);
    const [mail] = mailsTo("dora@example.test");
    expect(mail?.text).toContain(`http://${HOST}/de/email/verify/`);
    expect(mail?.text).not.toContain("evil.test");
    expect(mail?.html).not.toContain("evil.test");
  });

  it("previews a page in a language the site does not offer in the site's own", async () => {
    const page = await visit(server, "/et/auth", HOST);
    expect(page.status).toBe(200);
    expect(page.body).toContain(`content="${message("de", "previewSite")}"`);
  });

  it("sends a social login whose state is lost back in the site's language", async () => {
    const res = await server.api("GET /social-auth/:provider/callback", {
      params: { provider: "google" },
      query: { state: "lost" },
      site: null,
      host: HOST,
    });
    expect(res.status).toBe(303);
    const target = new URL(res.headers.get("location") ?? "");
    expect(`${target.origin}${target.pathname}`).toBe(`${PUBLIC_URL}/de/auth/failure`);
    // The reason is a code the German page words itself.
    expect(Object.fromEntries(target.searchParams)).toEqual({
      errors: "failed",
      provider: "google",
    });
  });
});
