import { buildApp } from "./app.ts";
import { appKeyFile, loadConfig } from "./config.ts";
import { createContext } from "./context-factory.ts";
import { embeddedDatabaseDir } from "./db/client.ts";
import { makeBackupsPrivate, startBackups } from "./db/embedded-backup.ts";
import { DEMO_LOGINS } from "./demo/demo.ts";
import { startHousekeeping } from "./housekeeping.ts";
import { shutDown } from "./http/shutdown.ts";
import { startJobs } from "./jobs/workers.ts";
import { keepNewFilesPrivate, makePrivate } from "./lib/private-files.ts";
import { outboxDir } from "./mail/mailer.ts";
import { startErrorReports } from "./monitoring/error-reports.ts";
import { createMetrics } from "./monitoring/metrics.ts";
import { type MetricsListener, startMetricsListener } from "./monitoring/metrics-http.ts";
import { type OperatorSocket, operatorDir, startOperatorSocket } from "./operator/socket.ts";
import { prepareDatabase } from "./startup.ts";
import { companySites, mailDestination, proxyWarning, whereToOpen } from "./startup-message.ts";
import { storedFilesDir } from "./storage/local-storage.ts";

keepNewFilesPrivate();
const config = loadConfig();
// What this server keeps, older versions' too (written 0644), is its user's alone from now on.
// DATA_DIR and BACKUP_DIR themselves keep the modes they have: they may be mount points.
for (const kept of [
  embeddedDatabaseDir(config.dataDir),
  storedFilesDir(config.dataDir),
  outboxDir(config),
  operatorDir(config.dataDir),
  appKeyFile(config.dataDir),
]) {
  await makePrivate(kept);
}
if (config.backups) await makeBackupsPrivate(config.backups.dir);
const { ctx, database } = await createContext(config);
// First, so that what fails from here on is reported.
if (config.sentryDsn) ctx.errors = await startErrorReports(config.sentryDsn, config.env, ctx.jobs);
const { seeded } = await prepareDatabase(ctx, database);
if (config.metrics) {
  ctx.metrics = createMetrics(ctx, database, (error, what) => app.log.warn({ err: error }, what));
}
const app = await buildApp(ctx);
// Reminders of selection deadlines are looked for by the processes that do jobs, as often as
// the housekeeping runs.
const reminders = await startJobs(ctx, database, app.log, {
  work: config.jobWorkers,
  remindersEveryMs: config.housekeepingIntervalMs,
});

const housekeeping =
  config.housekeepingIntervalMs > 0
    ? startHousekeeping(ctx.db, config.dataDir, config.housekeepingIntervalMs, app.log)
    : null;

// Checked by loadConfig: backups are configured only for the embedded database.
const backups =
  config.backups && database.driver === "pglite"
    ? startBackups(database, config.dataDir, config.backups.dir, config.backups.intervalMs, app.log)
    : null;

// Set once the server listens: the command line's commands on the embedded database it holds.
let operator: OperatorSocket | null = null;
// Set once the server listens, with METRICS_PORT: the metrics' own port.
let metricsListener: MetricsListener | null = null;

const shutdown = {
  app,
  after: [
    () => operator?.close(),
    () => metricsListener?.close(),
    () => housekeeping?.stop(),
    () => reminders.stop(),
    () => backups?.stop(),
    // Mail being sent is finished within half the deadline; a job cut short is retried later.
    () => ctx.jobs.stop(config.shutdownTimeoutMs / 2),
    () => ctx.pdf.close(),
    () => database.close(),
    // What is still being reported, the shutdown's own errors included.
    () => ctx.errors?.flush(2_000),
  ],
  drainMs: config.shutdownDrainMs,
  deadlineMs: config.shutdownTimeoutMs,
  exit: (code: number) => process.exit(code),
};
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => void shutDown(shutdown, signal));
}

const trustWarning = proxyWarning(config.trustProxy);
if (trustWarning) app.log.warn(trustWarning);
// PORT=0 lets the operating system choose; the address said below is the one it chose.
const listening = await app.listen({ port: config.port, host: config.host });
if (database.driver === "pglite")
  operator = await startOperatorSocket({ ctx, database }, config.dataDir, app.log);
if (ctx.metrics && config.metrics?.port != null) {
  const settings = { ...config.metrics, port: config.metrics.port };
  metricsListener = await startMetricsListener(ctx.metrics, settings, app.log);
}

const where =
  database.driver === "pglite" ? `embedded PostgreSQL in ${config.dataDir}` : "PostgreSQL";
const lines = [
  "",
  `Home Designer is running on ${where}.${seeded ? " The demo company was created." : ""}`,
  `Listening on ${listening}.`,
  // With PORT=0 the default address (http://localhost:0) names the port the system chose.
  ...whereToOpen(
    config.port === 0
      ? config.publicUrl.replace(/:0$/, `:${new URL(listening).port}`)
      : config.publicUrl,
    await companySites(ctx),
  ),
  mailDestination(config),
  ...(trustWarning ? [trustWarning] : []),
  ...metricsPlace(),
];
if (config.seedDemo) {
  lines.push(
    "",
    "Demo logins:",
    ...DEMO_LOGINS.map((l) => `  ${l.role.padEnd(9)} ${l.email}  /  ${l.password}`),
  );
}
console.log(`${lines.join("\n")}\n`);

/** Where Prometheus finds the metrics, when they are served. */
function metricsPlace(): string[] {
  const places = [
    ...(metricsListener ? [`${metricsListener.url}/metrics`] : []),
    ...(config.metrics?.token ? [`${config.publicUrl}/metrics (with METRICS_TOKEN)`] : []),
  ];
  return places.length > 0 ? [`Metrics for Prometheus: ${places.join(" and ")}.`] : [];
}
