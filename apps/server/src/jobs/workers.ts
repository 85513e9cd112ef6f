import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import type { Repeating } from "../lib/repeat.ts";
import type { MailJob } from "../mail/company-mail.ts";
import type { JobLog, JobQueue, QueueSettings } from "./queue.ts";
import {
  CONFIRMATION_MAIL_QUEUE,
  type ConfirmationMailJob,
  MAIL_QUEUE,
  WEBHOOK_QUEUE,
  type WebhookJob,
} from "./queues.ts";
import { deliverConfirmationMail } from "./tasks/confirmation-mail.ts";
import { startDeadlineReminders } from "./tasks/deadline-reminders.ts";
import { deliverMail } from "./tasks/mail.ts";
import { deliverWebhook } from "./tasks/webhook.ts";

/**
 * Mail: five retries, the first after 30–60 s and each next one about twice as late, so a mail
 * server down for up to about a quarter of an hour loses nothing. A send taking over two minutes
 * counts as failed (and is retried).
 */
export const MAIL_SETTINGS: QueueSettings = { retryLimit: 5, retryDelay: 30, expireInSeconds: 120 };

/**
 * Webhooks: eight retries backing off from 30 s, so an ERP down for up to about four hours loses
 * nothing; an attempt times out after 10 s itself (WEBHOOK_TIMEOUT_MS), long before this.
 */
export const WEBHOOK_SETTINGS: QueueSettings = {
  retryLimit: 8,
  retryDelay: 30,
  expireInSeconds: 60,
};

export type JobOptions = {
  /** Settings other than the defaults (tests retry sooner). */
  mail?: Partial<QueueSettings>;
  webhook?: Partial<QueueSettings>;
  /** False stores jobs without doing them in this process (tests of jobs left behind). */
  work?: boolean;
  /**
   * How often this process looks for due reminders of selection deadlines (a worker process
   * only); none: never (tests look for them when they mean to).
   */
  remindersEveryMs?: number;
};

/** Creates the queue's tables and our queues; the server's start-up and the tests' template. */
export async function prepareQueues(
  jobs: JobQueue,
  log: JobLog,
  options: JobOptions = {},
): Promise<void> {
  await jobs.start(log);
  await jobs.createQueue(MAIL_QUEUE, { ...MAIL_SETTINGS, ...options.mail });
  // A confirmation's mail renders its summary first (about a second, longer when the renderer
  // is busy); otherwise it is a mail like any other.
  await jobs.createQueue(CONFIRMATION_MAIL_QUEUE, { ...MAIL_SETTINGS, ...options.mail });
  await jobs.createQueue(WEBHOOK_QUEUE, { ...WEBHOOK_SETTINGS, ...options.webhook });
}

/**
 * Starts the queue and this process's workers. Every server process runs them: a job is taken by
 * one worker only, whichever asks first. The queue's tables and queues are made under the
 * database's start-up lock: processes starting together on one PostgreSQL server would otherwise
 * create the same queue at once and deadlock.
 */
export async function startJobs(
  ctx: AppContext,
  database: Pick<Database, "exclusively">,
  log: JobLog,
  options: JobOptions = {},
): Promise<Repeating> {
  const idle: Repeating = { stop: async () => {} };
  await database.exclusively(() => prepareQueues(ctx.jobs, log, options));
  if (options.work === false) return idle;
  await ctx.jobs.work<MailJob>(MAIL_QUEUE, log, (job) => deliverMail(ctx, job));
  await ctx.jobs.work<ConfirmationMailJob>(CONFIRMATION_MAIL_QUEUE, log, (job) =>
    deliverConfirmationMail(ctx, job),
  );
  await ctx.jobs.work<WebhookJob>(WEBHOOK_QUEUE, log, (job) => deliverWebhook(ctx, job));
  const every = options.remindersEveryMs ?? 0;
  return every > 0 ? startDeadlineReminders(ctx, every, log) : idle;
}
