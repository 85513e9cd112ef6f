import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isValidEmail } from "@home-designer/core";
import { z } from "zod";
import { serverRoot } from "./paths.ts";
import type { S3Settings } from "./storage/s3-storage.ts";

const booleanFlag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

/** Every setting comes from the environment; README.md lists them. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  /** Where the embedded database and the local file storage live. */
  DATA_DIR: z.string().default("./data"),
  /** A PostgreSQL server instead of the embedded database. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * Connections each process keeps to the PostgreSQL server of DATABASE_URL. Every process of a
   * deployment has its own pool: processes × this must stay below the server's max_connections.
   */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** The address buyers open, used in mails and links; defaults to http://localhost:PORT. */
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Fill the demo company on first start (on by default outside production). */
  SEED_DEMO: booleanFlag.optional(),
  /**
   * How many proxies (load balancers) stand in front of the server: the caller's address is the
   * one that many hops from the right of X-Forwarded-For, the one our nearest proxy added. `0`
   * (or `false`) means none; `true` means 1.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(\d{1,2}|true|false)$/, "must be a number of proxies (0, 1, 2, …), true or false")
    .transform((v) => (v === "true" ? 1 : v === "false" ? 0 : Number(v)))
    .default(0),
  /** Secret that signs verification links; required in production, made up and kept in DATA_DIR otherwise. */
  APP_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  /** An SMTP server for mail, e.g. smtps://user:pass@mail.example.com:465; without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: z.string().url().optional(),
  /** List DATA_DIR/outbox at /dev/outbox, for anyone who can reach the server: never in production. */
  MAIL_OUTBOX_PAGE: booleanFlag.default(false),
  /** Sender address of all mail; the company's name is shown as its name. */
  MAIL_FROM: z
    .string()
    .refine(isValidEmail, "must be one e-mail address")
    .default("no-reply@home-designer.example"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Google's OpenID Connect issuer; tests point it at a local provider. */
  GOOGLE_ISSUER: z.string().url().default("https://accounts.google.com"),
  FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTHORIZATION_URL: z
    .string()
    .url()
    .default("https://www.facebook.com/v21.0/dialog/oauth"),
  FACEBOOK_TOKEN_URL: z
    .string()
    .url()
    .default("https://graph.facebook.com/v21.0/oauth/access_token"),
  FACEBOOK_USERINFO_URL: z.string().url().default("https://graph.facebook.com/v21.0/me"),
  /** Where pictures and uploads are kept: `local` (DATA_DIR/files) or `s3` (object storage). */
  STORAGE: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The address browsers fetch objects from (the bucket's public address or a CDN). */
  S3_PUBLIC_URL: z.string().url().optional(),
  /** Seconds a shutdown (SIGTERM) may take before the connections still open are cut. */
  SHUTDOWN_TIMEOUT: z.coerce.number().min(0.1).max(600).default(15),
  /** Summary PDFs rendered at the same time, one worker thread each. */
  PDF_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Summary PDFs that may wait for a thread; more are answered 503 with Retry-After. */
  PDF_QUEUE: z.coerce.number().int().min(0).max(1000).default(8),
  /** Minutes between purges of expired logins, resets and throttle rows; 0 turns them off. */
  HOUSEKEEPING_INTERVAL: z.coerce.number().min(0).max(10_080).default(60),
  /** `0`: this process stores jobs (mail) but leaves doing them to the other processes. */
  JOB_WORKERS: z.enum(["0", "1"]).default("1"),
  /** Where the embedded database's server writes backups of itself while it runs; none unset. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Hours between those backups (the newest seven are kept). */
  BACKUP_INTERVAL: z.coerce.number().min(0.01).max(720).default(24),
  /** A port of its own for `GET /metrics` (Prometheus), apart from the public one; none unset. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The interface that port listens on: this machine only unless said. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** The bearer token `GET /metrics` asks for: on the public port (404 without it), and on METRICS_PORT when set. */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  /** Where errors are reported (Sentry's protocol); nothing is reported, nor loaded, unset. */
  SENTRY_DSN: z.string().url().optional(),
});

export type OidcProviderConfig = { clientId: string; clientSecret: string; issuer: string };
export type OAuthProviderConfig = {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
};

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  publicUrl: string;
  logLevel: string;
  seedDemo: boolean;
  /** Proxies in front of the server (TRUST_PROXY); 0 when callers connect directly. */
  proxyHops: number;
  webDist: string;
  appKey: string;
  smtpUrl: string | undefined;
  /** Whether `/dev/outbox` lists the mail written to DATA_DIR/outbox (development and tests only). */
  mailOutboxPage: boolean;
  mailFrom: string;
  /** Social login providers that are configured; the others are not offered. */
  google: OidcProviderConfig | null;
  facebook: OAuthProviderConfig | null;
  /** Object storage settings when STORAGE=s3; null for files on the local disk. */
  s3: S3Settings | null;
  /** How long a shutdown may take (SHUTDOWN_TIMEOUT), in milliseconds. */
  shutdownTimeoutMs: number;
  /** The PDF renderer's threads (PDF_CONCURRENCY) and waiting places (PDF_QUEUE). */
  pdf: { concurrency: number; maxQueue: number };
  /** Time between purges of expired rows (HOUSEKEEPING_INTERVAL), in milliseconds; 0 for none. */
  housekeepingIntervalMs: number;
  /** Whether this process runs the job queue's workers (JOB_WORKERS). */
  jobWorkers: boolean;
  /** The embedded database's backups while the server runs (BACKUP_DIR, BACKUP_INTERVAL). */
  backups: { dir: string; intervalMs: number } | null;
  /**
   * Prometheus metrics (docs/decisions/032-metrics-and-failed-jobs.md): served on a port of their
   * own (METRICS_PORT, METRICS_HOST) and/or on the public port to callers with the token
   * (METRICS_TOKEN); null when neither is set, and nothing is measured.
   */
  metrics: { port: number | null; host: string; token: string | null } | null;
  /** Sentry's (or a compatible service's) DSN for error reports (monitoring/error-reports.ts). */
  sentryDsn: string | null;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const e = parsed.data;
  // The page shows every mail, password reset links included, to whoever asks.
  if (e.MAIL_OUTBOX_PAGE && e.NODE_ENV === "production") {
    throw new Error(
      "Invalid configuration:\n  MAIL_OUTBOX_PAGE: must not be on in production (the page shows every mail, reset links included, to anyone)",
    );
  }
  if (e.BACKUP_DIR && e.DATABASE_URL) {
    throw new Error(
      "Invalid configuration:\n  BACKUP_DIR: backs up the embedded database; with DATABASE_URL, back up PostgreSQL with pg_dump (docs/deployment.md)",
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT !== 0 && e.METRICS_PORT === e.PORT) {
    throw new Error(
      "Invalid configuration:\n  METRICS_PORT: must differ from PORT (the metrics' port is apart from the public one)",
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== "production",
    proxyHops: e.TRUST_PROXY,
    webDist: path.join(serverRoot, "..", "web", "dist"),
    appKey: e.APP_KEY ?? localAppKey(e.NODE_ENV, dataDir),
    smtpUrl: e.SMTP_URL,
    mailOutboxPage: e.MAIL_OUTBOX_PAGE,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            issuer: e.GOOGLE_ISSUER,
          }
        : null,
    facebook:
      e.FACEBOOK_CLIENT_ID && e.FACEBOOK_CLIENT_SECRET
        ? {
            clientId: e.FACEBOOK_CLIENT_ID,
            clientSecret: e.FACEBOOK_CLIENT_SECRET,
            authorizationUrl: e.FACEBOOK_AUTHORIZATION_URL,
            tokenUrl: e.FACEBOOK_TOKEN_URL,
            userinfoUrl: e.FACEBOOK_USERINFO_URL,
          }
        : null,
    s3: e.STORAGE === "s3" ? s3Settings(e) : null,
    shutdownTimeoutMs: Math.round(e.SHUTDOWN_TIMEOUT * 1000),
    housekeepingIntervalMs: Math.round(e.HOUSEKEEPING_INTERVAL * 60_000),
    jobWorkers: e.JOB_WORKERS === "1",
    backups: e.BACKUP_DIR
      ? { dir: path.resolve(e.BACKUP_DIR), intervalMs: Math.round(e.BACKUP_INTERVAL * 3_600_000) }
      : null,
    pdf: { concurrency: e.PDF_CONCURRENCY, maxQueue: e.PDF_QUEUE },
    metrics:
      e.METRICS_PORT !== undefined || e.METRICS_TOKEN
        ? { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST, token: e.METRICS_TOKEN ?? null }
        : null,
    sentryDsn: e.SENTRY_DSN ?? null,
  };
}

function s3Settings(e: z.infer<typeof envSchema>): S3Settings {
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_PUBLIC_URL } = e;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY || !S3_PUBLIC_URL) {
    throw new Error(
      "Invalid configuration:\n  STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_PUBLIC_URL",
    );
  }
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: e.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    publicUrl: S3_PUBLIC_URL,
  };
}

/** The DATA_DIR of these settings, without reading the rest (nor making an app key in it). */
export function dataDirOf(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(envSchema.shape.DATA_DIR.parse(env.DATA_DIR));
}

/**
 * Outside production a key is made up once and kept beside the data, so verification links stay
 * valid across restarts. Production must set APP_KEY: several server processes must share it.
 */
function localAppKey(env: string, dataDir: string): string {
  if (env === "production")
    throw new Error("Invalid configuration:\n  APP_KEY: is required in production");
  const file = path.join(dataDir, "app-key");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const key = randomBytes(32).toString("hex");
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, key, { mode: 0o600 });
    return key;
  }
}
