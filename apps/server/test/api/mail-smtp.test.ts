import { tokenAnswerSchema, userSchema } from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import { startSmtpServer } from "../helpers/smtp.ts";
import { startTestServer, type TestServer } from "../helpers/test-server.ts";

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
      },
      { env: { SMTP_URL: smtp.url, MAIL_FROM: "noreply@alpha.test" } },
    );
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it("delivers the verification mail in the buyer's language and company's name, and its link works", async () => {
    const res = await server.call("POST", "/api/auth/register", {
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
    const { token } = tokenAnswerSchema.parse(res.body);
    await expect.poll(() => smtp.mails.length).toBe(1);
    const mail = smtp.mails[0];
    expect(mail?.to).toEqual(["juergen@example.test"]);
    expect(mail?.from).toBe("noreply@alpha.test");
    expect(mail?.raw).toMatch(/From: .*Alpha Homes/);
    expect(mail?.subject).toBe("Bestätigen Sie Ihre E-Mail-Adresse – Alpha Homes");
    expect(mail?.text).toContain("Hallo Jürgen Öhlschläger");
    expect(
      mail?.parts.some(
        (p) => p.contentType.startsWith("text/html") && p.body.toString().includes("Alpha Homes"),
      ),
    ).toBe(true);

    const link = new URL(
      mail?.text.match(/https:\/\/de\.alpha\.test\/de\/email\/verify\/\S+/)?.[0] ?? "",
    );
    const [, , , , id, hash] = link.pathname.split("/");
    expect(
      (await server.call("GET", `/api/email/verify/${id}/${hash}?${link.searchParams}`)).status,
    ).toBe(200);
    expect(
      userSchema.parse((await server.call("GET", "/api/auth/user", { token })).body)
        .email_verified_at,
    ).not.toBeNull();
  });
});
