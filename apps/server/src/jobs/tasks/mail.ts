/**
 * The mail task (`MAIL_QUEUE`): a mail worded in a request, stored as a job with what it is about
 * (`sendCompanyMail`, `companyMailJob` in mail/company-mail.ts), sent in the company's name.
 */
import type { AppContext } from "../../context.ts";
import { deliverCompanyMail, type MailJob } from "../../mail/company-mail.ts";

/** Sends a queued mail: the company's layout and logo around its content. */
export function deliverMail(ctx: AppContext, job: MailJob): Promise<void> {
  return deliverCompanyMail(ctx, job.companyId, () => ({
    ...job,
    attachments: job.attachments.map((a) => ({
      filename: a.filename,
      content: Buffer.from(a.base64, "base64"),
      contentType: a.contentType,
    })),
  }));
}
