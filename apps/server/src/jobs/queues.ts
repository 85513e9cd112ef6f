/**
 * The names of our job queues (decision 015), apart from their handlers so that what only names
 * them (metrics, the failed jobs' list) does not load the handlers' code.
 */

/** Mails worded in a request (`MailJob` in mail/company-mail.ts). */
export const MAIL_QUEUE = "mail";

/** A confirmation's mails, whose summary PDF the worker renders (`ConfirmationMailJob`). */
export const CONFIRMATION_MAIL_QUEUE = "confirmation-mail";

/** Every queue of ours. */
export const JOB_QUEUES = [MAIL_QUEUE, CONFIRMATION_MAIL_QUEUE] as const;
