/**
 * The process's Prometheus metrics (prom-client): what it answers, its job queue, its PDF
 * renderer, its database connections, and Node's own (memory, CPU, event-loop lag, garbage
 * collection). Made only by a server whose configuration asks for them (METRICS_PORT or
 * METRICS_TOKEN): the command line never loads this module. Each process measures itself; the
 * job queue's depth is the database's, so every process reports the same one.
 * Why and how they are served: docs/decisions/032-metrics-and-failed-jobs.md.
 */
import { and, inArray, sql } from "drizzle-orm";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { AppContext } from "../context.ts";
import type { Database } from "../db/client.ts";
import { pgbossJob } from "../jobs/job-table.ts";
import type { JobQueue } from "../jobs/queue.ts";
import { JOB_QUEUES } from "../jobs/queues.ts";
import type { PdfRenderer } from "../pdf/render.ts";

export type Metrics = {
  registry: Registry;
  /** One answered request: its route's pattern (never the address as sent), status and time. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** Stops listening to the queue and the renderer (a server that closes). */
  close(): void;
};

/** The job states a queue's depth is told by: waiting, waiting to retry, running, failed for good. */
const JOB_STATES = ["created", "retry", "active", "failed"] as const;

/** A route no handler matched (the app's pages, unknown addresses): one value, not one per address. */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * Creates the metrics of this process and starts measuring: the renderer's and the queue's events
 * are counted from now on; what is read when scraped (the depth of the queues, the renderer's and
 * the pool's load) is read then.
 */
export function createMetrics(
  ctx: {
    db: AppContext["db"];
    pdf: Pick<PdfRenderer, "load" | "limits" | "watch">;
    jobs: Pick<JobQueue, "watch">;
  },
  database: Pick<Database, "load">,
  onError: (error: unknown, what: string) => void,
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: "http_request_duration_seconds",
    help: "Requests answered, by method, route pattern and status, and how long each took (its _count is the number of requests)",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const pdfRenders = new Counter({
    name: "home_designer_pdf_renders_total",
    help: "Summary PDFs asked of this process's renderer, by outcome: done, failed, or refused because every thread and waiting place was taken (answered 503)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const pdfSeconds = new Histogram({
    name: "home_designer_pdf_render_duration_seconds",
    help: "Time of a summary PDF rendered, from being accepted (its wait for a thread included) to its bytes",
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  for (const outcome of ["done", "failed", "refused"]) pdfRenders.inc({ outcome }, 0);
  new Gauge({
    name: "home_designer_pdf_renders",
    help: "Summary PDFs now rendering (busy threads) and waiting for a thread",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const { running, queued } = ctx.pdf.load();
      this.set({ state: "busy" }, running);
      this.set({ state: "waiting" }, queued);
    },
  });
  const pdfLimit = new Gauge({
    name: "home_designer_pdf_limit",
    help: "The renderer's limits: threads (PDF_CONCURRENCY) and waiting places (PDF_QUEUE); one more render is refused",
    labelNames: ["limit"] as const,
    registers: [registry],
  });
  pdfLimit.set({ limit: "threads" }, ctx.pdf.limits.concurrency);
  pdfLimit.set({ limit: "waiting" }, ctx.pdf.limits.maxQueue);
  const stopWatchingPdf = ctx.pdf.watch(({ outcome, seconds }) => {
    pdfRenders.inc({ outcome });
    if (outcome === "done") pdfSeconds.observe(seconds);
  });

  const jobAttempts = new Counter({
    name: "home_designer_job_attempts_total",
    help: "Jobs this process's workers tried, by queue and outcome: done, retry (failed, to be tried again) or failed (for good)",
    labelNames: ["queue", "outcome"] as const,
    registers: [registry],
  });
  const jobSeconds = new Histogram({
    name: "home_designer_job_duration_seconds",
    help: "Time of one attempt at a job, by queue",
    labelNames: ["queue"] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
    registers: [registry],
  });
  for (const queue of JOB_QUEUES) {
    for (const outcome of ["done", "retry", "failed"]) jobAttempts.inc({ queue, outcome }, 0);
  }
  const stopWatchingJobs = ctx.jobs.watch(({ queue, outcome, seconds }) => {
    jobAttempts.inc({ queue, outcome });
    jobSeconds.observe({ queue }, seconds);
  });
  new Gauge({
    name: "home_designer_jobs",
    help: "Jobs stored in the database's queue, by queue and state: created (waiting), retry (waiting to be tried again), active (running) and failed (for good, kept a week); the same on every process",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      this.reset();
      let counts: Map<string, number>;
      try {
        counts = await jobCounts(ctx.db);
      } catch (error) {
        // Without the database the depth is unknown: the series are left out, not zeroed.
        onError(error, "the job queue's depth could not be read");
        return;
      }
      for (const queue of JOB_QUEUES) {
        for (const state of JOB_STATES)
          this.set({ queue, state }, counts.get(`${queue}/${state}`) ?? 0);
      }
    },
  });

  const load = database.load();
  if (load.driver === "postgres") {
    new Gauge({
      name: "home_designer_db_pool_connections",
      help: "This process's connections to PostgreSQL: busy (running a query or transaction) and idle",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const now = database.load();
        if (now.driver !== "postgres") return;
        this.set({ state: "busy" }, now.busy);
        this.set({ state: "idle" }, now.idle);
      },
    });
    new Gauge({
      name: "home_designer_db_pool_waiting",
      help: "Queries of this process waiting for a free connection to PostgreSQL",
      registers: [registry],
      collect() {
        const now = database.load();
        if (now.driver === "postgres") this.set(now.waiting);
      },
    });
    new Gauge({
      name: "home_designer_db_pool_max",
      help: "The connections this process may open to PostgreSQL (DATABASE_POOL_SIZE)",
      registers: [registry],
    }).set(load.max);
  } else {
    new Gauge({
      name: "home_designer_db_embedded_pending",
      help: "Statements sent to the embedded database and not yet answered: the one running and those waiting for it (it runs one at a time)",
      registers: [registry],
      collect() {
        const now = database.load();
        if (now.driver === "pglite") this.set(now.pending);
      },
    });
  }

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    close() {
      stopWatchingPdf();
      stopWatchingJobs();
    },
  };
}

/** The number of jobs of our queues in each state, by `queue/state`. */
async function jobCounts(db: AppContext["db"]): Promise<Map<string, number>> {
  const rows = await db
    .select({ name: pgbossJob.name, state: pgbossJob.state, count: sql<number>`count(*)::int` })
    .from(pgbossJob)
    .where(and(inArray(pgbossJob.name, [...JOB_QUEUES]), inArray(pgbossJob.state, [...JOB_STATES])))
    .groupBy(pgbossJob.name, pgbossJob.state);
  return new Map(rows.map((row) => [`${row.name}/${row.state}`, row.count]));
}
