import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../../src/app.ts";
import { createPersonalCache } from "../../src/auth/personal-cache.ts";
import { createReadCache } from "../../src/cache/cache-version.ts";
import { loadConfig } from "../../src/config.ts";
import type { AppContext } from "../../src/context.ts";
import { type Database, openDatabase } from "../../src/db/client.ts";
import { currentRequestId } from "../../src/http/request-log.ts";
import { createJobQueue } from "../../src/jobs/queue.ts";
import { type JobOptions, startJobs } from "../../src/jobs/workers.ts";
import { createMailer, type Mailer, type MailMessage } from "../../src/mail/mailer.ts";
import { startErrorReports } from "../../src/monitoring/error-reports.ts";
import { createMetrics } from "../../src/monitoring/metrics.ts";
import { type MetricsListener, startMetricsListener } from "../../src/monitoring/metrics-http.ts";
import { sharedPdfRenderer } from "../../src/pdf/render.ts";
import { LocalStorage } from "../../src/storage/local-storage.ts";

export type DatabaseKind = "pglite" | "postgres";

/**
 * The databases every API suite runs on: always the embedded one, and PostgreSQL as well when
 * TEST_DATABASE_URL names a server (CI always sets it).
 */
export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
}

export type TestServer = {
  url: string;
  ctx: AppContext;
  /** The PostgreSQL database of a `postgres` server, for tests that need a connection of their own. */
  databaseUrl: string | null;
  /** The database underneath, for tests that take it away. */
  database: Database;
  /** Log lines the server wrote, parsed, when started with `captureLogs`. */
  logs: Record<string, unknown>[];
  /** The metrics' own port (`http://127.0.0.1:…`), when started with METRICS_PORT. */
  metricsUrl: string | null;
  /**
   * Mail the server sent, when it has no SMTP server. Mail is sent by the job queue's worker
   * after the answer; `call` returns only once every mail job the call queued has been tried
   * once, so a test reads `mails` right after the call. Retries are not waited for.
   */
  mails: MailMessage[];
  app: FastifyInstance;
  /** A call through real HTTP; the body is parsed JSON when the answer is JSON. */
  call(method: string, path: string, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
};

export type CallOptions = {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * The company site the call comes from (its Origin), which decides the company of the call:
   * the server's default site (ALPHA_SITE) unless a test says otherwise; `null` sends no Origin.
   */
  site?: string | null;
  /**
   * The Host header to send instead of the server's address (`wohnen.example.test:3211`), as a
   * call to a company's host from an API client or behind a proxy arrives. Fetch does not let a
   * caller set it, so such a call goes through node:http.
   */
  host?: string;
  /**
   * The local address the call connects from (`127.0.0.2`), to play another machine: a proxy, or
   * a caller who is none. Also through node:http.
   */
  from?: string;
};

/** Alpha's site, where the fixtures' customers and designer work; it offers et and en. */
export const ALPHA_SITE = "https://alpha.test";
/** Alpha's German site, which offers de and en: where a call is answered in German. */
export const ALPHA_DE_SITE = "https://de.alpha.test";
export const BETA_SITE = "https://beta.test";
/** Tests read `body` through the API's zod schemas, which checks the answer's shape as well. */
export type CallResult = { status: number; body: unknown; headers: Headers };

/** A server on a fresh, migrated database of the given kind, listening on a free loopback port. */
export async function startTestServer(
  kind: DatabaseKind,
  prepare?: (ctx: AppContext) => Promise<void>,
  options: {
    onQuery?: (query: string) => void;
    /** More settings, as environment variables (SMTP_URL, GOOGLE_ISSUER, …). */
    env?: Record<string, string>;
    /** A port chosen beforehand, when others must know the server's address first. */
    port?: number;
    /** The site calls come from unless a call names another (ALPHA_SITE when not given). */
    site?: string;
    /** Serve the app's page (a stand-in for the built web app) at every app address. */
    web?: boolean;
    /** Keep the server's log lines (at `info` and above) in `logs`. */
    captureLogs?: boolean;
    /** A `postgres` server on this existing database (a restored backup) rather than a new one. */
    databaseUrl?: string;
    /** A `pglite` server on an embedded database kept in this folder rather than in memory. */
    dataDir?: string;
    /** The job queue's settings (mail retries after 1 s here unless a test says otherwise). */
    jobs?: JobOptions;
  } = {},
): Promise<TestServer> {
  const dir = await mkdtemp(path.join(tmpdir(), "hd-test-"));
  const loaded = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dir,
    LOG_LEVEL: options.captureLogs ? "info" : "silent",
    PORT: "0",
    ...options.env,
  });
  const webDist = path.join(dir, "web");
  if (options.web) {
    await mkdir(webDist, { recursive: true });
    await writeFile(
      path.join(webDist, "index.html"),
      // As `vite build` writes it: the entry's script and the preloads of what it imports.
      '<!doctype html><html lang="et"><head><meta charset="UTF-8" /><title>Home Designer</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-1.js"></head><body><div id="root"></div></body></html>',
    );
  }
  const config = options.web ? { ...loaded, webDist } : loaded;
  // Mail is kept in memory for the test to read, unless the test brings an SMTP server.
  const mails: MailMessage[] = [];
  const mailer: Mailer =
    config.mail.to === "smtp"
      ? createMailer(config)
      : {
          async send(message) {
            mails.push(message);
          },
        };
  const fresh = kind === "postgres" && !options.databaseUrl ? await freshPostgresDatabase() : null;
  const postgresUrl = options.databaseUrl ?? fresh?.url;
  const database: Database = await openDatabase(
    postgresUrl
      ? { url: postgresUrl, onQuery: options.onQuery }
      : options.dataDir
        ? { dataDir: options.dataDir, onQuery: options.onQuery }
        : { loadDataDir: await migratedPglite(), onQuery: options.onQuery },
  );
  await database.migrate();
  const jobs = createJobQueue(database, { trackSent: true, requestId: currentRequestId });
  const ctx: AppContext = {
    config,
    db: database.db,
    // An embedded database kept in a folder keeps its files beside it, as DATA_DIR does.
    storage: new LocalStorage(path.join(options.dataDir ?? dir, "files"), config.appKey),
    cache: await createReadCache(database),
    personal: await createPersonalCache(database),
    mailer,
    // One pool of PDF threads for the whole test file, kept warm between its servers; a test
    // that needs a renderer of its own puts it in `prepare`.
    pdf: sharedPdfRenderer(),
    jobs,
    metrics: null,
    errors: config.sentryDsn ? await startErrorReports(config.sentryDsn, config.env, jobs) : null,
  };
  await prepare?.(ctx);
  const logs: Record<string, unknown>[] = [];
  const logStream = { write: (line: string) => void logs.push(JSON.parse(line)) };
  // As main.ts does, with the renderer the test chose.
  if (config.metrics) {
    ctx.metrics = createMetrics(ctx, database, (error, what) => app.log.warn({ err: error }, what));
  }
  const app = await buildApp(ctx, { serveWeb: options.web ?? false, logStream });
  const jobOptions: JobOptions = {
    ...options.jobs,
    mail: { retryDelay: 1, ...options.jobs?.mail },
  };
  await startJobs(ctx, database, app.log, jobOptions);
  const working = jobOptions.work !== false;
  await app.listen({ port: options.port ?? 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("Server has no TCP address");
  const url = `http://127.0.0.1:${address.port}`;
  let metricsListener: MetricsListener | null = null;
  if (ctx.metrics && config.metrics?.port != null) {
    const settings = { ...config.metrics, port: config.metrics.port };
    metricsListener = await startMetricsListener(ctx.metrics, settings, app.log);
  }
  const defaultSite = options.site ?? ALPHA_SITE;

  return {
    url,
    ctx,
    databaseUrl: postgresUrl ?? null,
    database,
    logs,
    metricsUrl: metricsListener?.url ?? null,
    mails,
    app,
    async call(method, target, callOptions = {}) {
      const site = callOptions.site === undefined ? defaultSite : callOptions.site;
      const headers: Record<string, string> = {
        accept: "application/json",
        ...(site ? { origin: site } : {}),
        ...callOptions.headers,
      };
      if (callOptions.token) headers.authorization = `Bearer ${callOptions.token}`;
      let body: string | undefined;
      if (callOptions.body !== undefined) {
        headers["content-type"] = "application/json";
        body =
          typeof callOptions.body === "string"
            ? callOptions.body
            : JSON.stringify(callOptions.body);
      }
      // A redirect is an answer of its own: the tests see it, not where it leads.
      const response =
        callOptions.host || callOptions.from
          ? await throughNodeHttp(url + target, { method, headers, body }, callOptions)
          : await fetch(url + target, { method, headers, body, redirect: "manual" });
      const text = await response.text();
      if (working) await settled(ctx);
      const isJson = response.headers.get("content-type")?.includes("application/json");
      return {
        status: response.status,
        body: isJson && text ? JSON.parse(text) : text,
        headers: response.headers,
      };
    },
    async close() {
      await app.close();
      await metricsListener?.close();
      ctx.metrics?.close();
      await ctx.jobs.stop(5_000).catch(() => {});
      if (ctx.pdf !== sharedPdfRenderer()) await ctx.pdf.close();
      // A test may have closed it already (taking the database away).
      await database.close().catch(() => {});
      await fresh?.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A call sent with its own Host header or from another local address, answered as fetch answers
 * (redirects not followed).
 */
function throughNodeHttp(
  target: string,
  init: { method: string; headers: Record<string, string>; body: string | undefined },
  { host, from }: Pick<CallOptions, "host" | "from">,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      target,
      {
        method: init.method,
        headers: host ? { ...init.headers, host } : init.headers,
        localAddress: from,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            for (const one of [value ?? []].flat()) headers.append(name, one);
          }
          const status = res.statusCode ?? 0;
          // Fetch's Response takes no body with these.
          const body = [204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

/**
 * Waits until every job this server queued has been tried once; after 10 s the test goes on (and
 * finds the mail missing) rather than hang.
 */
async function settled(ctx: AppContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    ctx.jobs.idle(),
    new Promise((resolve) => {
      timer = setTimeout(resolve, 10_000);
    }),
  ]);
  clearTimeout(timer);
}

/** The run's migrated embedded database (global-setup.ts), read once per test file. */
let migrated: Promise<Blob> | undefined;
function migratedPglite(): Promise<Blob> {
  migrated ??= readFile(inject("migratedPgliteDump")).then((bytes) => new Blob([bytes]));
  return migrated;
}

/** A new, empty database on the TEST_DATABASE_URL server, dropped again by `drop`. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `hd_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A TCP port free at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}
