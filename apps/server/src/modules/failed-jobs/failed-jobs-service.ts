import { FAILED_JOBS_LISTED, type FailedJob, type RouteAnswer } from "@home-designer/core";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context.ts";
import { companies, confirmations, users } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { pgbossJob } from "../../jobs/job-table.ts";
import { MAIL_QUEUE, MAIL_QUEUES } from "../../jobs/queues.ts";

/** The longest error message an answer carries (a mail server's can be long). */
const ERROR_LENGTH = 1_000;

/**
 * A failed mail of the company, by id and state: every job's data names its company. (A webhook's
 * deliveries are listed with the webhook.)
 */
const ofCompany = (companyId: number) =>
  and(
    inArray(pgbossJob.name, [...MAIL_QUEUES]),
    eq(pgbossJob.state, "failed"),
    sql`${pgbossJob.data}->>'companyId' = ${String(companyId)}`,
  );

/** What the answer shows of a job's data: never a mail's content, which may hold a reset link. */
const shownData = z.object({
  to: z.union([z.string(), z.array(z.string()), z.enum(["buyer", "company"])]).nullable(),
  subject: z.string().nullable(),
  confirmationId: z.coerce.number().int().nullable(),
  requestId: z.string().nullable(),
});

/**
 * The company's jobs that failed every attempt and are still kept (a week, decision 015), the
 * newest failure first: what each was, to whom, when, why, and the request that stored it. A
 * mail's subject and recipients are shown as stored; a confirmation's mail names the buyer or
 * the company's recipients as they are now (it is worded when sent). Admins may see their
 * buyers' addresses; a mail's content (a reset link, say) is never shown.
 */
export async function failedJobs(
  ctx: AppContext,
  companyId: number,
): Promise<RouteAnswer<"GET /admin/failed-jobs">> {
  const rows = await ctx.db
    .select({
      id: pgbossJob.id,
      queue: pgbossJob.name,
      createdOn: pgbossJob.createdOn,
      completedOn: pgbossJob.completedOn,
      retryCount: pgbossJob.retryCount,
      to: sql<unknown>`${pgbossJob.data}->'to'`,
      subject: sql<unknown>`${pgbossJob.data}->>'subject'`,
      confirmationId: sql<unknown>`${pgbossJob.data}->>'confirmationId'`,
      requestId: sql<unknown>`${pgbossJob.data}->>'requestId'`,
      error: sql<
        string | null
      >`coalesce(${pgbossJob.output}->>'message', ${pgbossJob.output}->'value'->>'message')`,
    })
    .from(pgbossJob)
    .where(ofCompany(companyId))
    .orderBy(desc(pgbossJob.completedOn))
    .limit(FAILED_JOBS_LISTED);
  const jobs = rows.map((row) => ({ row, data: shownData.parse(row) }));

  const confirmationIds = jobs.flatMap(({ data }) => data.confirmationId ?? []);
  const buyers = new Map(
    confirmationIds.length === 0
      ? []
      : (
          await ctx.db
            .select({ id: confirmations.id, email: users.email })
            .from(confirmations)
            .innerJoin(users, eq(users.id, confirmations.userId))
            .where(and(inArray(confirmations.id, confirmationIds), eq(users.companyId, companyId)))
        ).map((b) => [b.id, b.email]),
  );
  const companyRecipients = jobs.some(({ data }) => data.to === "company")
    ? await recipientsOf(ctx, companyId)
    : [];

  return {
    jobs: jobs.map(({ row, data }): FailedJob => {
      const confirmation = row.queue !== MAIL_QUEUE;
      const buyer = data.confirmationId === null ? undefined : buyers.get(data.confirmationId);
      return {
        id: row.id,
        queue: row.queue,
        kind: !confirmation
          ? "mail"
          : data.to === "company"
            ? "confirmation_to_company"
            : "confirmation_to_buyer",
        subject: confirmation ? null : data.subject,
        to: !confirmation
          ? [data.to ?? []].flat()
          : data.to === "company"
            ? companyRecipients
            : buyer
              ? [buyer]
              : [],
        created_at: row.createdOn.toISOString(),
        failed_at: row.completedOn?.toISOString() ?? null,
        attempts: row.retryCount + 1,
        last_error: row.error?.slice(0, ERROR_LENGTH) ?? null,
        request_id: data.requestId,
      };
    }),
  };
}

/** The developer and construction recipients a confirmation's mail to the company goes to. */
async function recipientsOf(ctx: AppContext, companyId: number): Promise<string[]> {
  const [company] = await ctx.db
    .select({ developer: companies.developerEmails, construction: companies.constructionEmails })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return [...new Set([...(company?.developer ?? []), ...(company?.construction ?? [])])];
}

/**
 * Gives the company's failed job one more attempt (a running worker takes it within seconds);
 * 404 when the company has no such failed job, another company's included.
 */
export async function retryFailedJob(
  ctx: AppContext,
  companyId: number,
  jobId: string,
): Promise<void> {
  const [job] = await ctx.db
    .select({ queue: pgbossJob.name })
    .from(pgbossJob)
    .where(and(ofCompany(companyId), eq(pgbossJob.id, jobId)))
    .limit(1);
  // Retried meanwhile (by another admin), or sent: either way no longer a failed job.
  if (!job || !(await ctx.jobs.retry(job.queue, jobId))) {
    throw notFound(localized("failedJobNotFound"));
  }
}
