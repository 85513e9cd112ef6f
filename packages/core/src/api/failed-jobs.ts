import { z } from "zod";

/**
 * A company's mails that failed every attempt, for its admins (docs/api.md, "Failed mails"): what
 * each was, to whom, when, and why it failed, and a way to send one again.
 */

/** What a failed job was: a mail worded in a request, or a confirmation's mail with its summary. */
export const failedJobKindSchema = z.enum([
  "mail",
  "confirmation_to_buyer",
  "confirmation_to_company",
]);

export const failedJobSchema = z.object({
  /** The job's id (a UUID), for `POST /api/admin/failed-jobs/{jobId}/retry`. */
  id: z.string(),
  /** The queue it waited in (`mail`, `confirmation-mail`). */
  queue: z.string(),
  kind: failedJobKindSchema,
  /** The mail's subject as worded when it was stored; null for a confirmation's mail, worded when sent. */
  subject: z.string().nullable(),
  /** Its recipients' addresses: for a confirmation's mail, as they are now. */
  to: z.array(z.string()),
  /** When it was stored, and when its last attempt failed (ISO 8601). */
  created_at: z.string(),
  failed_at: z.string().nullable(),
  /** How many times it was tried. */
  attempts: z.number().int(),
  /** Why the last attempt failed (the error's message), as the mail server or the worker said it. */
  last_error: z.string().nullable(),
  /** `X-Request-Id` of the request that stored it, which the server's log lines carry. */
  request_id: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsAnswerSchema = z.object({
  /** The newest first, at most FAILED_JOBS_LISTED. */
  jobs: z.array(failedJobSchema),
});

/** The most failed jobs one answer lists (a week's failures are kept). */
export const FAILED_JOBS_LISTED = 200;

export const failedJobParamsSchema = z.object({ jobId: z.uuid() });
