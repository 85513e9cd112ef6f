/**
 * The names of our job queues (decision 015) and their jobs' payloads, apart from their tasks
 * (jobs/tasks/) so that what only names them or enqueues (metrics, the failed jobs' list,
 * services) does not load the tasks' code.
 */
import type { WebhookPayload } from "@home-designer/core";
import type { ServerLocale } from "../i18n/messages.ts";

/** Mails worded in a request (`MailJob` in mail/company-mail.ts). */
export const MAIL_QUEUE = "mail";

/** A confirmation's mails, whose summary PDF the worker renders (`ConfirmationMailJob`). */
export const CONFIRMATION_MAIL_QUEUE = "confirmation-mail";

/**
 * One confirmation mail: to the buyer in the language they confirmed in, or to the company's
 * developer and construction recipients in the company's language. One job per mail, so a retry
 * sends only the mail that failed.
 */
export type ConfirmationMailJob = {
  /** The company whose mail it is (its admins see it should it fail for good). */
  companyId: number;
  confirmationId: number;
  to: "buyer" | "company";
  /** The buyer's language. */
  locale: ServerLocale;
  /** The company's site the buyer confirmed on, where the mail's link leads. */
  site: string;
};

/** Events POSTed to a company's webhook (`WebhookJob`, decision 043). */
export const WEBHOOK_QUEUE = "webhook";

/**
 * One event for a company's webhook (`enqueueWebhook` in modules/webhooks/webhook-events.ts): its
 * payload as written when it happened, sent as it is on every attempt to the webhook's address
 * and with its secret as they are when sent.
 */
export type WebhookJob = {
  companyId: number;
  payload: WebhookPayload;
};

/** The queues of mails (the failed mails' list of the company's admins). */
export const MAIL_QUEUES = [MAIL_QUEUE, CONFIRMATION_MAIL_QUEUE] as const;

/** Every queue of ours. */
export const JOB_QUEUES = [...MAIL_QUEUES, WEBHOOK_QUEUE] as const;
