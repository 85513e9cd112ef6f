import { describe, expect, it } from "vitest";
import { SERVER_LOCALES } from "../../src/i18n/messages.ts";
import { renderMail } from "../../src/mail/layout.ts";
import { type MailName, productMail, templates } from "../../src/mail/templates.ts";

const MAILS = Object.keys(templates.en) as MailName[];

/** A mail as its reader gets it: subject, and the rendered HTML and plain text. */
function rendered(locale: (typeof SERVER_LOCALES)[number], name: MailName, company: string) {
  const { subject, content } = productMail(locale, name, {
    company,
    name: "Mari Maasikas",
    url: "https://nordhaus.test/x",
    minutes: 60,
    apartment: "Harbour View, A, 10",
    packageName: "Urban Loft",
    date: "1.9.2026",
    newEmail: "new@example.test",
  });
  const brand = { name: company, logoSrc: null, color: "#1f5f56", web: "https://nordhaus.test" };
  const { html, text } = renderMail(brand, locale, content);
  return { subject, html, text };
}

describe.each(SERVER_LOCALES)("the product's mails in %s", (locale) => {
  // Names that a possessive bends badly: one ending in s, one ending in a sign.
  it.each(["Nordhaus", "Kodu & Kivi OÜ"])("name the company %s as it is written", (company) => {
    for (const name of MAILS) {
      const mail = rendered(locale, name, company);
      for (const part of [mail.subject, mail.text]) {
        expect(part, `${name}: ${part}`).not.toMatch(/['’]s?\b/);
      }
      expect(mail.html, name).not.toMatch(/(&#39;|['’])s?\s/);
    }
    // Every mail a buyer gets names the company it comes from (the others go to its own staff).
    for (const name of MAILS.filter((n) => n !== "confirmedCompany" && n !== "changeRequested")) {
      expect(rendered(locale, name, company).text, name).toContain(company);
    }
  });
});
