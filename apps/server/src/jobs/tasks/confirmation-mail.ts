/**
 * The confirmation-mail task (`CONFIRMATION_MAIL_QUEUE`): a confirmation's PDF of record mailed
 * to the buyer or the company. `confirmPackage` (modules/packages/confirm-service.ts)
 * enqueues it with the confirmation.
 */
import { type Choices, pages } from "@home-designer/core";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { companies, packages, users } from "../../db/schema.ts";
import type { ServerLocale } from "../../i18n/messages.ts";
import { deliverCompanyMail } from "../../mail/company-mail.ts";
import { productMail } from "../../mail/templates.ts";
import { companyLanguage } from "../../modules/company/company-service.ts";
import { companyLayout, type PackageRow } from "../../modules/packages/package-access.ts";
import {
  confirmedDesign,
  type LayoutConfiguration,
} from "../../modules/packages/package-choices.ts";
import { recordPdf } from "../../modules/packages/record-pdf.ts";
import { summaryPdfData } from "../../modules/packages/summary-service.ts";
import type { ConfirmationMailJob } from "../queues.ts";

/**
 * Mails a confirmation with its PDF of record (made here should the record's own job not have
 * made it yet), usually within a second of the answer. The PDF shows the package as it was
 * confirmed (its snapshot) in the language it was confirmed in, whoever it is mailed to: the same
 * file the verification page recognises. A confirmation gone meanwhile (the account deleted) is
 * not mailed.
 */
export async function deliverConfirmationMail(
  ctx: AppContext,
  job: ConfirmationMailJob,
): Promise<void> {
  const record = await recordPdf(ctx, job.confirmationId);
  if (!record) return;
  const { confirmation } = record;
  const [buyer] = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, companyId: users.companyId })
    .from(users)
    .where(eq(users.id, confirmation.userId))
    .limit(1);
  const [pkg] = await ctx.db
    .select()
    .from(packages)
    .where(eq(packages.id, confirmation.packageId))
    .limit(1);
  if (!buyer || !pkg) return;
  const { project } = await companyLayout(ctx, confirmation.apartmentLayoutId, buyer.companyId);
  const { configuration, choices } = await confirmedDesign(
    ctx,
    pkg,
    project,
    confirmation.apartmentLayoutId,
    confirmation.snapshot,
  );
  await mailConfirmation(ctx, job, {
    locale: job.locale,
    buyer,
    pkg,
    configuration,
    choices,
    confirmedAt: confirmation.confirmedAt,
    projectId: project.id,
    layoutId: confirmation.apartmentLayoutId,
    attachment: {
      filename: record.fileName,
      content: record.pdf,
      contentType: "application/pdf",
    },
  });
}

async function mailConfirmation(
  ctx: AppContext,
  job: ConfirmationMailJob,
  c: {
    locale: ServerLocale;
    buyer: { id: number; name: string; email: string; companyId: number };
    pkg: PackageRow;
    configuration: LayoutConfiguration;
    choices: Choices;
    confirmedAt: Date;
    projectId: number;
    layoutId: number;
    attachment: { filename: string; content: Buffer; contentType: string };
  },
) {
  const { site } = job;
  /** The mail's link and wording in one language; the PDF of record whatever the language. */
  const inLanguage = async (locale: ServerLocale) => {
    const link = `${site}${pages.summary(
      { lang: locale, packageId: c.pkg.id },
      { project: c.projectId, apartment_layout_id: c.layoutId },
    )}`;
    const data = await summaryPdfData(ctx, {
      locale,
      configuration: c.configuration,
      choices: c.choices,
      pkg: c.pkg,
      changed: false,
      companyId: c.buyer.companyId,
      confirmation: { confirmedAt: c.confirmedAt },
      link,
    });
    // The building as the company names it in this language, as the PDF writes it.
    const { address } = data;
    return {
      attachments: [c.attachment],
      vars: {
        name: c.buyer.name,
        url: link,
        apartment: [address.project, address.building, address.apartment, address.layout].join(
          ", ",
        ),
        packageName: data.packageName,
        date: new Intl.DateTimeFormat("de-DE", { dateStyle: "medium" }).format(c.confirmedAt),
      },
    };
  };

  if (job.to === "buyer") {
    const forBuyer = await inLanguage(c.locale);
    await deliverCompanyMail(ctx, c.buyer.companyId, (company) => ({
      to: c.buyer.email,
      lang: c.locale,
      attachments: forBuyer.attachments,
      ...productMail(c.locale, "confirmedBuyer", { ...forBuyer.vars, company: company.name }),
    }));
    return;
  }
  const [company] = await ctx.db
    .select()
    .from(companies)
    .where(eq(companies.id, c.buyer.companyId))
    .limit(1);
  const recipients = [
    ...new Set([...(company?.developerEmails ?? []), ...(company?.constructionEmails ?? [])]),
  ];
  if (recipients.length === 0) return;
  // The developer and the construction team read the mail in the company's own language; the
  // PDF is the one of record, in the language the buyer confirmed in (decision 044).
  const language = await companyLanguage(ctx, c.buyer.companyId, site);
  const forCompany = await inLanguage(language);
  await deliverCompanyMail(ctx, c.buyer.companyId, (co) => ({
    to: recipients,
    lang: language,
    attachments: forCompany.attachments,
    ...productMail(language, "confirmedCompany", { ...forCompany.vars, company: co.name }),
  }));
}
