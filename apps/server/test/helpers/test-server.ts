import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RouteKey } from "@home-designer/core";
import type { FastifyInstance } from "fastify";
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
import {
  type ApiArguments,
  type ApiResult,
  apiTarget,
  type Caller,
  readApiAnswer,
} from "./api-client.ts";
import { databaseUrl, dropDatabase, onPostgresServer, testDatabaseName } from "./postgres-admin.ts";

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
   * after the answer; a call returns only once every mail job it queued has been tried
   * once, so a test reads `mails` right after the call. Retries are not waited for.
   */
  mails: MailMessage[];
  app: FastifyInstance;
  /**
   * A call of core's route map through real HTTP, typed by it:
   * `api("POST /packages/:packageId/rename", { params: { packageId }, body: { name }, token })`.
   * Its answer is checked before the test sees it: a success against the map's answer schema made
   * strict (an unknown key anywhere fails), an error against the error shape (api-client.ts).
   */
  api<K extends RouteKey>(key: K, ...options: ApiArguments<K>): Promise<ApiResult<K>>;
  /**
   * A call the route map does not type, for bad input on purpose (a body that is not JSON, a
   * field of the wrong type, a missing query) and for addresses outside the map (the site's
   * pages, `/s/{code}`, an unknown API path). A JSON answer's body is parsed, not checked.
   */
  raw(method: string, path: string, options?: RawOptions): Promise<RawResult>;
  /**
   * `api` and `raw` as one caller: its token, headers, site … on every call, read anew for each
   * when a function (a new address per call), under what the call itself names.
   */
  as(caller: Caller | (() => Caller)): Pick<TestServer, "api" | "raw">;
  close(): Promise<void>;
};

/** What a raw call sends: any body (a string is sent as it is), as any caller. */
export type RawOptions = Caller & { body?: unknown };

/** Alpha's site, where the fixtures' customers and designer work; it offers et and en. */
export const ALPHA_SITE = "https://alpha.test";
/** Alpha's German site, which offers de and en: where a call is answered in German. */
export const ALPHA_DE_SITE = "https://de.alpha.test";
export const BETA_SITE = "https://beta.test";
/** A raw call's answer: the body parsed when it is JSON, else its text. */
export type RawResult = { status: number; body: unknown; headers: Headers };

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
  const fresh =
    kind === "postgres" && !options.databaseUrl
      ? await freshPostgresDatabase({ migrated: true })
      : null;
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
  const personal = await createPersonalCache(database);
  const ctx: AppContext = {
    config,
    db: database.db,
    // An embedded database kept in a folder keeps its files beside it, as DATA_DIR does.
    storage: new LocalStorage(path.join(options.dataDir ?? dir, "files"), config.appKey),
    cache: await createReadCache(database, personal),
    personal,
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
    webhook: { retryDelay: 1, ...options.jobs?.webhook },
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
  /**
   * One call through real HTTP, as the site's caller: JSON unless the body is a form or text
   * already. It returns once every job the call queued has been tried (see `mails`).
   */
  const send = async (method: string, target: string, sent: unknown, caller: Caller) => {
    const site = caller.site === undefined ? defaultSite : caller.site;
    const headers: Record<string, string> = {
      accept: "application/json",
      ...(site ? { origin: site } : {}),
      ...(caller.locale ? { locale: caller.locale } : {}),
      ...caller.headers,
    };
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    let body: string | FormData | undefined;
    if (sent instanceof FormData) body = sent;
    else if (sent !== undefined) {
      headers["content-type"] ??= "application/json";
      body = typeof sent === "string" ? sent : JSON.stringify(sent);
    }
    // A redirect is an answer of its own: the tests see it, not where it leads.
    const response =
      caller.host || caller.from
        ? await throughNodeHttp(url + target, { method, headers, body }, caller)
        : await fetch(url + target, { method, headers, body, redirect: "manual" });
    const bytes = Buffer.from(await response.arrayBuffer());
    if (working) await settled(ctx);
    return { status: response.status, headers: response.headers, bytes };
  };
  /** See `TestServer.api`. */
  const api: TestServer["api"] = async (key, ...[options]) => {
    const { params, query, body, ...caller } = (options ?? {}) as Caller & {
      params?: Record<string, unknown>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    const [method, target] = apiTarget(key, params, query);
    const answer = await send(method, target, body, caller);
    return readApiAnswer(key, answer.status, answer.headers, answer.bytes);
  };
  /** See `TestServer.raw`. */
  const raw: TestServer["raw"] = async (method, target, { body, ...caller } = {}) => {
    const answer = await send(method, target, body, caller);
    const text = answer.bytes.toString("utf8");
    const isJson = answer.headers.get("content-type")?.includes("application/json");
    return {
      status: answer.status,
      body: isJson && text ? JSON.parse(text) : text,
      headers: answer.headers,
    };
  };

  return {
    url,
    ctx,
    databaseUrl: postgresUrl ?? null,
    database,
    logs,
    metricsUrl: metricsListener?.url ?? null,
    mails,
    app,
    api,
    raw,
    as(caller) {
      const merged = <O extends Caller>(options: O | undefined): O => {
        const base = typeof caller === "function" ? caller() : caller;
        return { ...base, ...options, headers: { ...base.headers, ...options?.headers } } as O;
      };
      return {
        api: (key, ...[options]) => api(key, ...([merged(options)] as ApiArguments<typeof key>)),
        raw: (method, target, options) => raw(method, target, merged(options)),
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
async function throughNodeHttp(
  target: string,
  init: { method: string; headers: Record<string, string>; body?: string | Buffer | FormData },
  { host, from }: Pick<Caller, "host" | "from">,
): Promise<Response> {
  // A form as fetch would send it: its bytes, and its type with the boundary.
  if (init.body instanceof FormData) {
    const encoded = new Response(init.body);
    const type = encoded.headers.get("content-type") ?? "";
    const body = Buffer.from(await encoded.arrayBuffer());
    const headers = { ...init.headers, "content-type": type };
    return throughNodeHttp(target, { ...init, headers, body }, { host, from });
  }
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
 * finds the mail missing) rather than hang. A test of work slower than that on a busy machine
 * (a confirmation's PDF of record, rendered by its jobs) waits for what it looks for itself.
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

/**
 * A new database on the TEST_DATABASE_URL server, dropped again by `drop`: empty, or with
 * `migrated` a copy of the run's migrated one (global-setup.ts), which PostgreSQL makes in a
 * tenth of the two seconds that running every migration on a new database takes.
 */
export async function freshPostgresDatabase(
  options: { migrated?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = testDatabaseName("hd_test");
  const template = options.migrated ? inject("migratedPostgresDatabase") : null;
  await onPostgresServer(
    serverUrl,
    template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => dropDatabase(serverUrl, name),
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
