import { mkdirSync } from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { makePrivate, PRIVATE_DIR } from "../lib/private-files.ts";
import { migrationsFolder } from "../paths.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { type PgliteThread, startPgliteThread } from "./pglite-thread.ts";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** The database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  /** Applies the migrations (of `folder`: a test may name an older set). */
  migrate(folder?: string): Promise<void>;
  /**
   * Runs start-up work (migrations, first seed) while holding a database-wide lock, so several
   * server processes starting at once on one PostgreSQL server do it one after another.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs one SQL text outside the query builder (the job queue's statements): with values, one
   * statement; without, possibly several, and the last one's rows are returned.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** How busy the database's connections are now, for metrics. */
  load(): DatabaseLoad;
  close(): Promise<void>;
} & (
  | { driver: "postgres" }
  | {
      driver: "pglite";
      /**
       * Calls `onNotice` for every NOTIFY on `channel`. The embedded database delivers a notice
       * when its transaction commits, before the writing call's promise resolves.
       */
      listen(channel: string, onNotice: () => void): Promise<void>;
      /** A copy of the database's files, for `loadDataDir`. */
      dump(): Promise<Blob>;
    }
);

export type DatabaseLoad =
  /** The pool's connections (`busy` running a query or transaction) and the callers waiting for one. */
  | { driver: "postgres"; max: number; busy: number; idle: number; waiting: number }
  /** Statements sent to the embedded database's thread and not yet answered (one runs at a time). */
  | { driver: "pglite"; pending: number };

/** The rows of a raw statement's answer (`db.execute`), whichever driver answered. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows?: T[] }).rows ?? [];
}

/** Where under DATA_DIR the embedded database keeps its files (and its lock, data-dir-lock.ts). */
export const embeddedDatabaseDir = (dataDir: string) => path.join(dataDir, "pglite");

/** Arbitrary constant naming the start-up advisory lock. */
const STARTUP_LOCK = 7_311_001;

export type DatabaseOptions =
  /** A PostgreSQL server, with at most `poolSize` connections (10 unless said). */
  (
    | { url: string; poolSize?: number }
    /**
     * Embedded PostgreSQL with its files under `dataDir`, or in memory without one; in memory, it
     * may start from a copy of another embedded database's files (`PGlite.dumpDataDir`), which
     * skips creating the database cluster (tests start each server from one migrated copy).
     */
    | { dataDir?: string; loadDataDir?: Blob }
  ) & {
    /** Sees every SQL statement; tests use it to count queries. */
    onQuery?: (query: string) => void;
  };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { onQuery } = options;
  const logger = onQuery ? { logQuery: (query: string) => onQuery(query) } : undefined;
  if ("url" in options) {
    const max = options.poolSize ?? 10;
    const pool = new pg.Pool({ connectionString: options.url, max });
    let closing = false;
    // An idle connection that breaks (a server restart, a terminated backend) is dropped by the
    // pool and replaced when next needed; without a listener the error would end the process.
    pool.on("error", (error) => {
      if (!closing) console.warn(`PostgreSQL connection lost: ${error.message}`);
    });
    const db = drizzlePg({ client: pool, schema, casing: "snake_case", logger });
    return {
      db,
      driver: "postgres",
      migrate: (folder = migrationsFolder) => migratePg(db, { migrationsFolder: folder }),
      async executeSql(text, values) {
        // Without values pg sends the simple protocol, which takes several statements and
        // answers with one result each.
        const result: pg.QueryResult | pg.QueryResult[] = await pool.query(text, values);
        return { rows: (Array.isArray(result) ? result.at(-1) : result)?.rows ?? [] };
      },
      load: () => ({
        driver: "postgres",
        max,
        busy: pool.totalCount - pool.idleCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
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
      async close() {
        closing = true;
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  let unlock = () => {};
  if (options.dataDir) {
    dataDir = embeddedDatabaseDir(options.dataDir);
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR });
    unlock = lockDataDir(dataDir);
  }
  const loadDataDir = "loadDataDir" in options ? options.loadDataDir : undefined;
  const client = await startPgliteThread({ dataDir, loadDataDir }).catch((error: unknown) => {
    unlock();
    throw error;
  });
  // PGlite writes a new database's files (and a loaded copy's) with its archive's modes, 0666,
  // through chmod, which the umask does not temper; PostgreSQL's own later files are 0600.
  if (dataDir) {
    await makePrivate(dataDir).catch(async (error: unknown) => {
      await client.close();
      unlock();
      throw error;
    });
  }
  // The driver is typed for a PGlite instance, and calls only its `query` (checked here) and
  // `transaction`, whose `tx` it uses for `query` alone; the thread offers both (pglite-thread.ts).
  const driverClient: Pick<PGlite, "query"> & Pick<PgliteThread, "transaction"> = client;
  const db = drizzlePglite({
    client: driverClient as PGlite,
    schema,
    casing: "snake_case",
    logger,
  });
  return {
    db,
    driver: "pglite",
    migrate: (folder = migrationsFolder) => migratePglite(db, { migrationsFolder: folder }),
    // The embedded database runs one statement at a time (queries wait for each other and for
    // transactions), so the queue's statements need no ordering of their own.
    async executeSql(text, values) {
      if (values && values.length > 0) return { rows: (await client.query(text, values)).rows };
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    load: () => ({ driver: "pglite", pending: client.pending() }),
    // One process owns an embedded database's files; there is nobody to wait for.
    exclusively: (work) => work(),
    async listen(channel, onNotice) {
      await client.listen(channel, onNotice);
    },
    dump: () => client.dumpDataDir("none"),
    async close() {
      await client.close();
      unlock();
    },
  };
}
