import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.ts";
import { companies } from "../db/schema.ts";
import { notFound } from "../http/errors.ts";
import { localized } from "../i18n/messages.ts";
import { companyByHost, hostOf } from "../modules/company/company-service.ts";
import { type Brand, type MailContent, renderMail } from "./layout.ts";
import { mailLogo } from "./mail-logo.ts";

/**
 * The address of the company's site as the person sees it: the origin the request came from when
 * that is one of the company's hosts, else PUBLIC_URL. Links in mails lead back there.
 */
export async function siteUrl(
  ctx: AppContext,
  request: FastifyRequest,
  companyId: number,
): Promise<string> {
  const origin = request.headers.origin;
  const host = origin ? hostOf(origin) : null;
  if (origin && host) {
    const company = await companyByHost(ctx, host).catch(() => null);
    if (company?.id === companyId) return origin.replace(/\/$/, "");
  }
  return ctx.config.publicUrl;
}

type CompanyRow = typeof companies.$inferSelect;
type CompanyMail = {
  to: string | string[];
  lang: string;
  subject: string;
  content: MailContent;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** Sends a mail in the company's name and look; `write` gets the company to word the mail. */
export async function sendCompanyMail(
  ctx: AppContext,
  companyId: number,
  write: (company: CompanyRow) => CompanyMail,
): Promise<void> {
  const [company] = await ctx.db
    .select()
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) throw notFound(localized("noCompany"));
  const mail = write(company);
  const logo = await mailLogo(ctx, company.logoFile);
  const brand: Brand = {
    name: company.name,
    logoSrc: logo ? `cid:${logo.cid}` : null,
    color: company.colors["primary-500"] ?? company.colors.primary ?? "#1f5f56",
    web: company.web,
  };
  const { html, text } = renderMail(brand, mail.lang, mail.content);
  await ctx.mailer.send({
    to: mail.to,
    fromName: company.name,
    replyTo: company.email,
    subject: mail.subject,
    html,
    text,
    attachments: [...(logo ? [logo] : []), ...(mail.attachments ?? [])],
  });
}
