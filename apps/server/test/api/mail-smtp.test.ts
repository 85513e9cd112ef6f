import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logoSvg } from "../../../../scripts/demo-seed/svg/branding.ts";
import { companies, files } from "../../src/db/schema.ts";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { startSmtpServer } from "../helpers/smtp.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";
import { pdfText } from "../pdf/poppler.ts";

describe("mail over a real SMTP connection", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: TestServer;
  let w: World;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    server = await startTestServer(
      "pglite",
      async (ctx) => {
        w = await buildWorld(ctx);
        const logo = logoSvg();
        await ctx.storage.put("brand/alpha-logo.svg", logo, "image/svg+xml");
        await ctx.db.insert(files).values({
          key: "brand/alpha-logo.svg",
          companyId: w.alpha.id,
          contentType: "image/svg+xml",
          sizeBytes: Buffer.byteLength(logo),
        });
        await ctx.db
          .update(companies)
          .set({
            developerEmails: ["developer@alpha.test"],
            constructionEmails: ["site@alpha.test"],
            logoFile: "brand/alpha-logo.svg",
          })
          .where(eq(companies.id, w.alpha.id));
      },
      { env: { SMTP_URL: smtp.url, MAIL_FROM: "noreply@alpha.test" } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it("delivers the verification mail in the buyer's language and company's name, and its link works", async () => {
    const res = await server.api("POST /auth/register", {
      headers: { origin: "https://de.alpha.test", locale: "de" },
      body: {
        name: "Jürgen Öhlschläger",
        email: "juergen@example.test",
        password: "Straße123",
        password_confirmation: "Straße123",
        locale: "de",
        is_subscribed: 0,
        company_id: w.alpha.id,
      },
    });
    expect(res.status).toBe(200);
    const { token } = res.answer;
    await expect.poll(() => smtp.mails.length).toBe(1);
    const mail = smtp.mails[0];
    expect(mail?.to).toEqual(["juergen@example.test"]);
    expect(mail?.from).toBe("noreply@alpha.test");
    expect(mail?.raw).toMatch(/From: .*Alpha Homes/);
    expect(mail?.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse – Alpha Homes");
    // Greeted by no name (the address is not confirmed yet), its own words as they were written.
    expect(mail?.text).toMatch(/^Hallo,$/m);
    expect(mail?.text).toContain("ein Konto für die Innenausstattung von Alpha Homes");
    expect(
      mail?.parts.some(
        (p) => p.contentType.startsWith("text/html") && p.body.toString().includes("Alpha Homes"),
      ),
    ).toBe(true);
    // Common mail programs show no SVG and block pictures from the web: the logo is a PNG sent
    // inside the mail and named by its content id.
    const html = mail?.parts.find((p) => p.contentType.startsWith("text/html"))?.body.toString();
    expect(html).toContain('src="cid:company-logo@home-designer"');
    expect(html).not.toMatch(/\.svg/);
    const logo = mail?.parts.find((p) => p.contentType.startsWith("image/png"));
    expect(logo?.body.subarray(1, 4).toString()).toBe("PNG");

    const link = new URL(
      mail?.text.match(/https:\/\/de\.alpha\.test\/de\/email\/verify\/\S+/)?.[0] ?? "",
    );
    const [, , , , id, hash] = link.pathname.split("/");
    expect(
      (
        await server.api("GET /email/verify/:customerId/:hash", {
          params: { customerId: id ?? "", hash: hash ?? "" },
          query: {
            company_id: link.searchParams.get("company_id"),
            expires: link.searchParams.get("expires") ?? "",
            signature: link.searchParams.get("signature") ?? "",
          },
        })
      ).status,
    ).toBe(200);
    expect((await server.api("GET /auth/user", { token })).answer.email_verified_at).not.toBeNull();
  });

  it("delivers the confirmation with its PDF summary to the buyer and to the company", async () => {
    const before = smtp.mails.length;
    const res = await server.api("POST /confirm-package", {
      token: w.token("customer"),
      body: {
        apartment_id: w.apartments.apt10.id,
        apartment_layout_id: w.layout.id,
        package_id: w.packages.customerPackage.id,
        selected_locale: "et",
      },
    });
    expect(res.status).toBe(200);
    await expect.poll(() => smtp.mails.length, { timeout: 20_000 }).toBe(before + 2);
    const mails = smtp.mails.slice(before);
    const toBuyer = mails.find((m) => m.to.includes("customer@example.test"));
    const toCompany = mails.find((m) => m.to.includes("developer@alpha.test"));
    expect(toCompany?.to.sort()).toEqual(["developer@alpha.test", "site@alpha.test"]);
    for (const mail of [toBuyer, toCompany]) {
      const pdf = mail?.parts.find((p) => p.contentType.startsWith("application/pdf"));
      expect(pdf?.filename).toBe("Harbour View A 10 Layout 1 summary.pdf");
      expect(await pdfText(pdf?.body ?? Buffer.alloc(0))).toContain("Kinnitatud");
    }
  });
});
