import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { isValidEmail } from "@home-designer/core";
import { z } from "zod";
import { PRIVATE_DIR, PRIVATE_FILE } from "./lib/private-files.ts";
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
   * Who may say, in X-Forwarded-For and X-Forwarded-Proto, whom a request came from and how: the
   * proxies' addresses (`10.0.0.0/8,127.0.0.1`), believed only from connections of those
   * addresses; or a number of proxies (`1`, `true`), believed from whoever connects; `0` or
   * `false` for none (decision 029).
   */
  TRUST_PROXY: z
    .string()
    .transform((value, check): TrustProxy => {
      if (/^(\d{1,2}|true|false)$/.test(value))
        return { hops: value === "true" ? 1 : value === "false" ? 0 : Number(value) };
      const proxies = value.split(",").map((entry) => entry.trim());
      const bad = proxies.filter((entry) => !isAddressOrRange(entry));
      if (bad.length === 0) return { proxies };
      check.addIssue({
        code: "custom",
        message: `must be the proxies' addresses or ranges (10.0.0.0/8,127.0.0.1), a number of proxies (0, 1, 2, …), true or false; not ${bad.map((entry) => JSON.stringify(entry)).join(", ")}`,
      });
      return z.NEVER;
    })
    .default({ hops: 0 }),
  /** Secret that signs verification links; required in production, made up and kept in DATA_DIR otherwise. */
  APP_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  /** An SMTP server for mail, e.g. smtps://user:pass@mail.example.com:465; without it mail goes to DATA_DIR/outbox. */
  SMTP_URL: z.string().url().optional(),
  /** `off`: no mail is sent or kept anywhere (a production server without a mail server). */
  MAIL: z.enum(["on", "off"]).default("on"),
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
  /**
   * Seconds the server keeps listening after SIGTERM, answering /api/ready with 503, so that a
   * load balancer stops sending before it stops accepting; part of SHUTDOWN_TIMEOUT.
   */
  SHUTDOWN_DRAIN: z.coerce.number().min(0).max(600).default(0),
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
  BACKUP_INTERVAL: z.coerce.number().min(0.001).max(720).default(24),
  /** A port of its own for `GET /metrics` (Prometheus), apart from the public one; none unset. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** The interface that port listens on: this machine only unless said. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** The bearer token `GET /metrics` asks for: on the public port (404 without it), and on METRICS_PORT when set. */
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
  /** Where errors are reported (Sentry's protocol); nothing is reported, nor loaded, unset. */
  SENTRY_DSN: z.string().url().optional(),
});

/**
 * Whom the server believes about a request's caller and scheme: the proxies at these addresses or
 * ranges, or `hops` proxies whoever connects (0: nobody).
 */
export type TrustProxy = { proxies: string[] } | { hops: number };

/** Where mail goes: an SMTP server, DATA_DIR/outbox (listed at /dev/outbox or not), or nowhere. */
export type MailSettings =
  | { to: "smtp"; url: string }
  | { to: "outbox"; listed: boolean }
  | { to: "off" };

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
  /** Proxies in front of the server (TRUST_PROXY). */
  trustProxy: TrustProxy;
  webDist: string;
  appKey: string;
  /** SMTP_URL, MAIL and MAIL_OUTBOX_PAGE (the outbox page: development and tests only). */
  mail: MailSettings;
  mailFrom: string;
  /** Social login providers that are configured; the others are not offered. */
  google: OidcProviderConfig | null;
  facebook: OAuthProviderConfig | null;
  /** Object storage settings when STORAGE=s3; null for files on the local disk. */
  s3: S3Settings | null;
  /** How long a shutdown may take (SHUTDOWN_TIMEOUT), in milliseconds. */
  shutdownTimeoutMs: number;
  /** How long the server keeps listening after SIGTERM (SHUTDOWN_DRAIN), in milliseconds. */
  shutdownDrainMs: number;
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
  if (e.MAIL === "off" && (e.SMTP_URL || e.MAIL_OUTBOX_PAGE)) {
    throw new Error(
      "Invalid configuration:\n  MAIL=off: no mail is sent or kept, so SMTP_URL and MAIL_OUTBOX_PAGE must not be set",
    );
  }
  // Buyers' mail (verification and reset links, confirmations) would only be written to disk.
  if (e.NODE_ENV === "production" && !e.SMTP_URL && e.MAIL !== "off") {
    throw new Error(
      "Invalid configuration:\n  SMTP_URL: is required in production (a mail server, smtps://user:password@mail.example.com:465), or MAIL=off to send no mail at all",
    );
  }
  if (e.SHUTDOWN_DRAIN >= e.SHUTDOWN_TIMEOUT) {
    throw new Error(
      `Invalid configuration:\n  SHUTDOWN_DRAIN: must be shorter than SHUTDOWN_TIMEOUT (${e.SHUTDOWN_TIMEOUT} s), which it is part of`,
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
    trustProxy: e.TRUST_PROXY,
    webDist: path.join(serverRoot, "..", "web", "dist"),
    appKey: e.APP_KEY ?? localAppKey(e.NODE_ENV, dataDir),
    mail: e.SMTP_URL
      ? { to: "smtp", url: e.SMTP_URL }
      : e.MAIL === "off"
        ? { to: "off" }
        : { to: "outbox", listed: e.MAIL_OUTBOX_PAGE },
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
    shutdownDrainMs: Math.round(e.SHUTDOWN_DRAIN * 1000),
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

/** An IPv4 or IPv6 address, alone or with a prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits >= 1 && bits <= (version === 4 ? 32 : 128);
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

/** Where outside production the app key made up on the first start is kept. */
export const appKeyFile = (dataDir: string) => path.join(dataDir, "app-key");

/**
 * Outside production a key is made up once and kept beside the data, so verification links stay
 * valid across restarts. Production must set APP_KEY: several server processes must share it.
 */
function localAppKey(env: string, dataDir: string): string {
  if (env === "production")
    throw new Error("Invalid configuration:\n  APP_KEY: is required in production");
  const file = appKeyFile(dataDir);
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const key = randomBytes(32).toString("hex");
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
    writeFileSync(file, key, { mode: PRIVATE_FILE });
    return key;
  }
}
