import type { FastifyPluginAsync } from "fastify";
import { requireCompanyAdmin } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import { message } from "../../i18n/messages.ts";
import { failedJobs, retryFailedJob } from "./failed-jobs-service.ts";

const tags = ["company (admins)"];
const security = [{ bearer: [] }];

/**
 * The site's company's mails that failed every attempt, for its admins (the back office shows
 * them): seeing them, and sending one again.
 */
export const failedJobsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(
    app,
    "GET /admin/failed-jobs",
    {
      tags,
      security,
      summary:
        "The company's mails that failed every attempt (kept a week), newest first: what, to whom, when, the last error and the request that stored each",
    },
    async (request, reply) => {
      await requireCompanyAdmin(request);
      reply.header("cache-control", "no-store");
      return failedJobs(ctx, await request.companyId());
    },
  );

  route(
    app,
    "POST /admin/failed-jobs/:jobId/retry",
    {
      tags,
      security,
      summary: "Send a failed mail of the company again: one more attempt, within seconds",
    },
    async (request) => {
      const admin = await requireCompanyAdmin(request);
      const { jobId } = request.params;
      await retryFailedJob(ctx, await request.companyId(), jobId);
      request.log.info({ job_id: jobId, user_id: admin.id }, "failed job retried by an admin");
      return { message: message(request.locale, "failedJobRetried") };
    },
  );
};
