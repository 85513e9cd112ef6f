/**
 * Error reports to Sentry, or to a service that takes Sentry's protocol (GlitchTip, Bugsink), when
 * SENTRY_DSN names one: unhandled errors of the process, requests answered 500, and jobs that
 * failed for good, each with the id of the request behind it. The SDK (@sentry/node) is loaded
 * only then, and only by the server, never by the command line: it is large and takes a while to
 * load (docs/decisions/032-metrics-and-failed-jobs.md).
 */
import type { JobQueue } from "../jobs/queue.ts";

/** What a report is filed under: the request's id, and the job's. */
export type ReportTags = {
  request_id?: string;
  route?: string;
  job_id?: string;
  queue?: string;
};

export type ErrorReports = {
  report(error: unknown, tags: ReportTags): void;
  /** Sends what is still waiting to be sent, within `timeoutMs` (on shutdown). */
  flush(timeoutMs: number): Promise<void>;
};

/** Starts reporting to `dsn`; `environment` names the deployment's kind (NODE_ENV). */
export async function startErrorReports(
  dsn: string,
  environment: string,
  jobs: Pick<JobQueue, "watch">,
): Promise<ErrorReports> {
  const Sentry = await import("@sentry/node");
  Sentry.init({
    dsn,
    environment,
    // Errors only: no tracing, no instrumentation of modules (which would hook every import,
    // the worker threads' included), no request data (addresses and headers carry people's
    // data and logins).
    defaultIntegrations: false,
    skipOpenTelemetrySetup: true,
    registerEsmLoaderHooks: false,
    sendDefaultPii: false,
    integrations: [
      // As Node does without them: the process ends on an unhandled error or rejection.
      Sentry.onUncaughtExceptionIntegration(),
      Sentry.onUnhandledRejectionIntegration({ mode: "strict" }),
      Sentry.linkedErrorsIntegration(),
    ],
  });
  const reports: ErrorReports = {
    report(error, tags) {
      const defined = Object.entries(tags).filter(([, value]) => value !== undefined);
      Sentry.captureException(error, { tags: Object.fromEntries(defined) });
    },
    async flush(timeoutMs) {
      await Sentry.flush(timeoutMs);
    },
  };
  jobs.watch(({ outcome, error, id, queue, requestId }) => {
    if (outcome === "failed") reports.report(error, { job_id: id, queue, request_id: requestId });
  });
  return reports;
}
