import { eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { companies } from "../db/schema.ts";
import { notFound } from "../http/errors.ts";
import { localized } from "../i18n/messages.ts";
import { MAIL_QUEUE } from "../jobs/queues.ts";
import { type Brand, type MailContent, renderMail } from "./layout.ts";
import { mailLogo } from "./mail-logo.ts";

export type CompanyRow = typeof companies.$inferSelect;
export type CompanyMail = {
  to: string | string[];
  lang: string;
  subject: string;
  content: MailContent;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** A mail job: everything needed to send the mail, as JSON (attachments in base64). */
export type MailJob = {
  companyId: number;
  to: string | string[];
  lang: string;
  subject: string;
  content: MailContent;
  attachments: { filename: string; base64: string; contentType: string }[];
};

/**
 * Queues a mail in the company's name and look; `write` gets the company to word the mail. It
 * resolves once the mail is stored as a job in the database: the mail worker sends it, and
 * retries it should the mail server fail (docs/decisions/015-job-queue.md).
 */
export async function sendCompanyMail(
  ctx: AppContext,
  companyId: number,
  write: (company: CompanyRow) => CompanyMail,
): Promise<void> {
  const company = await findCompany(ctx, companyId);
  await ctx.jobs.send(MAIL_QUEUE, companyMailJob(company, write(company)));
}

/**
 * A mail in the company's name as a job of `MAIL_QUEUE`, for a caller that stores it in the
 * transaction of what the mail is about (`JobQueue.transaction`, with the company found before).
 */
export function companyMailJob(company: CompanyRow, mail: CompanyMail): MailJob {
  return {
    companyId: company.id,
    to: mail.to,
    lang: mail.lang,
    subject: mail.subject,
    content: mail.content,
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      base64: a.content.toString("base64"),
      contentType: a.contentType,
    })),
  };
}

/**
 * Sends a mail in the company's name and look at once; for workers of the job queue, which retry
 * it should it fail (a request queues its mail with `sendCompanyMail`).
 */
export async function deliverCompanyMail(
  ctx: AppContext,
  companyId: number,
  write: (company: CompanyRow) => CompanyMail,
): Promise<void> {
  const company = await findCompany(ctx, companyId);
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

export async function findCompany(ctx: AppContext, companyId: number): Promise<CompanyRow> {
  const [company] = await ctx.db
    .select()
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  if (!company) throw notFound(localized("noCompany"));
  return company;
}
