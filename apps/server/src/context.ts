import type { PersonalCache } from "./auth/personal-cache.ts";
import type { ReadCache } from "./cache/read-cache.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import type { JobQueue } from "./jobs/queue.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { ErrorReports } from "./monitoring/error-reports.ts";
import type { Metrics } from "./monitoring/metrics.ts";
import type { PdfRenderer } from "./pdf/render.ts";
import type { Storage } from "./storage/storage.ts";

/** What every module needs, built once at start-up and handed to the app. */
export type AppContext = {
  config: Config;
  db: Db;
  storage: Storage;
  cache: ReadCache;
  /** Logged-in people's reads (auth/personal-cache.ts). */
  personal: PersonalCache;
  mailer: Mailer;
  /** Renders summary PDFs in worker threads; closed after the last request on shutdown. */
  pdf: PdfRenderer;
  /** The durable job queue in the database (mail); started by the server, stopped on shutdown. */
  jobs: JobQueue;
  /**
   * The process's Prometheus metrics, made by a server whose configuration asks for them
   * (METRICS_PORT, METRICS_TOKEN; monitoring/metrics.ts); null otherwise, and in the command line.
   */
  metrics: Metrics | null;
  /** Error reports (SENTRY_DSN), started by the server; null otherwise, and in the command line. */
  errors: ErrorReports | null;
};

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
