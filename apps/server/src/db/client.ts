import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { migrationsFolder } from "../paths.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  driver: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, first seed) while holding a database-wide lock, so several
   * server processes starting at once on one PostgreSQL server do it one after another.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` for every NOTIFY on `channel`, and also whenever notices may have been
   * missed (the listening connection was lost and is back), so listeners can start afresh.
   */
  listen(channel: string, onNotice: () => void): Promise<void>;
  close(): Promise<void>;
};

/** Arbitrary constant naming the start-up advisory lock. */
const STARTUP_LOCK = 7_311_001;

export type DatabaseOptions =
  /** A PostgreSQL server. */
  (
    | { url: string }
    /** Embedded PostgreSQL with its files under `dataDir`, or in memory without one. */
    | { dataDir?: string }
  ) & {
    /** Sees every SQL statement; tests use it to count queries. */
    onQuery?: (query: string) => void;
  };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { onQuery } = options;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if ("url" in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    let closing = false;
    // An idle connection that breaks (a server restart, a terminated backend) is dropped by the
    // pool and replaced when next needed; without a listener the error would end the process.
    pool.on("error", (error) => {
      if (!closing) console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema, casing: "snake_case", logger });
    const listeners = new PostgresListeners(options.url);
    return {
      db,
      driver: "postgres",
      migrate: () => migratePg(db, { migrationsFolder }),
      async exclusively(work) {
        const lock = await pool.connect();
        try {
          await lock.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
          return await work();
        } finally {
          await lock.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]).catch(() => {});
          lock.release();
        }
      },
      listen: (channel, onNotice) => listeners.add(channel, onNotice),
      async close() {
        closing = true;
        await listeners.close();
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  let unlock = () => {};
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, "pglite");
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  const client = await PGlite.create(dataDir).catch((error: unknown) => {
    unlock();
    throw error;
  });
  const db = drizzlePglite({ client, schema, casing: "snake_case", logger });
  return {
    db,
    driver: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns an embedded database's files; there is nobody to wait for.
    exclusively: (work) => work(),
    async listen(channel, onNotice) {
      await client.listen(channel, onNotice);
    },
    async close() {
      await client.close();
      unlock();
    },
  };
}

/**
 * One connection of its own that LISTENs, reconnecting after a loss (with a growing pause) and
 * telling every listener then, since notices sent meanwhile are gone.
 */
class PostgresListeners {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, (() => void)[]>();
  private closed = false;
  private retryMs = 500;

  constructor(private readonly url: string) {}

  async add(channel: string, onNotice: () => void): Promise<void> {
    const list = this.handlers.get(channel) ?? [];
    list.push(onNotice);
    this.handlers.set(channel, list);
    const client = await this.connection();
    if (list.length === 1) await client.query(`listen "${channel.replaceAll('"', '""')}"`);
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on("notification", (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler();
    });
    client.on("error", () => this.lost(client));
    client.on("end", () => this.lost(client));
    await client.connect();
    for (const channel of this.handlers.keys()) {
      await client.query(`listen "${channel.replaceAll('"', '""')}"`);
    }
    this.client = client;
    this.retryMs = 500;
    return client;
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    if (this.closed) return;
    const retry = () => {
      if (this.closed) return;
      this.connection().then(
        () => {
          for (const handlers of this.handlers.values()) for (const handler of handlers) handler();
        },
        () => {
          this.retryMs = Math.min(this.retryMs * 2, 30_000);
          setTimeout(retry, this.retryMs).unref();
        },
      );
    };
    setTimeout(retry, this.retryMs).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
