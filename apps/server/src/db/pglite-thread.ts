/**
 * The embedded database in a thread of its own (pglite-worker.ts), reached as if it were here.
 *
 * PGlite is PostgreSQL compiled to WebAssembly: a statement runs on the thread that calls it, for
 * as long as it takes. On the server's own thread every save held up every request, cached or
 * not (issue 11's measure: reads kept 4 % of their throughput while ten buyers saved). Here the
 * server's thread only sends each statement and takes its answer.
 *
 * `PgliteThread` offers what the query builder's PGlite driver and db/client.ts use of a PGlite
 * instance (query, exec, transaction, listen, dumpDataDir, close). One message per call, answered
 * by id. A transaction is opened by `begin` and ended by `commit` or `rollback`; in between its
 * statements name it, and the thread holds every other statement back, as PGlite does. A NOTIFY
 * on a channel listened to comes as a message too, and since the messages of one thread arrive
 * in the order they were sent, it arrives before the answer of the statement whose commit sent it
 * (the personal cache relies on that, decision 016).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";
import { workerEntry } from "../lib/worker-entry.ts";
import { emptyDatabaseCopy } from "./empty-database.ts";

export type PgliteThreadData = { dataDir?: string; loadDataDir?: Blob };

type Call =
  | {
      op: "query";
      text: string;
      params?: unknown[];
      rowMode?: "array" | "object";
      rawTypes?: number[];
      tx?: number;
    }
  | { op: "exec"; text: string; tx?: number }
  | { op: "begin" }
  | { op: "commit" | "rollback"; tx: number }
  | { op: "listen"; channel: string }
  | { op: "dump" }
  | { op: "close" };

export type PgliteRequest = Call & { id: number };

export type PgliteReply =
  | { ready: true }
  | { notice: string }
  | { id: number; result: unknown }
  | { id: number; error: { message: string; name?: string } & Record<string, unknown> };

/** What runs statements: the database, or one of its transactions. */
type Statements = {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
};

export type PgliteThread = Statements & {
  transaction<T>(work: (tx: Statements & { rollback(): Promise<void> }) => Promise<T>): Promise<T>;
  listen(channel: string, onNotice: () => void): Promise<void>;
  dumpDataDir(compression: "none"): Promise<Blob>;
  /** Calls sent to the thread and not yet answered: the one running and those waiting. */
  pending(): number;
  close(): Promise<void>;
};

/** An error the database answered, with its fields (`code`, `detail`, …) as PGlite gives them. */
class PgliteThreadError extends Error {
  constructor(fields: { message: string; name?: string } & Record<string, unknown>) {
    super(fields.message);
    Object.assign(this, fields);
    this.name = fields.name ?? "DatabaseError";
  }
}

/**
 * The query builder asks for some types as text by giving them a parser that returns its input;
 * only such parsers can be honoured across the thread, as the type ids they name.
 */
function rawTypes(options: QueryOptions | undefined): number[] | undefined {
  if (!options?.parsers) return undefined;
  return Object.entries(options.parsers).map(([oid, parser]) => {
    if (parser("x", Number(oid)) !== "x") throw new Error(`parser of type ${oid} is not supported`);
    return Number(oid);
  });
}

/**
 * Starts the embedded database's thread. A new database in a data folder starts as the build's
 * empty migrated copy when there is one (empty-database.ts): loading a copy runs no initdb, so
 * the thread that loads it serves (it keeps the copy's 5 MB). Without a copy, or for a restore's
 * copy (as large as the company), the database is first made by a thread that then ends: PGlite
 * makes one with a second WebAssembly PostgreSQL (initdb), whose memory, some 500 MB, would
 * otherwise stay with the thread for the life of the server (docs/decisions/034).
 */
export async function startPgliteThread(data: PgliteThreadData): Promise<PgliteThread> {
  const { dataDir } = data;
  if (dataDir && !existsSync(path.join(dataDir, "PG_VERSION"))) {
    const emptyCopy = data.loadDataDir ? undefined : await emptyDatabaseCopy();
    if (emptyCopy) return openPgliteThread({ dataDir, loadDataDir: emptyCopy });
    await (await openPgliteThread(data)).close();
    // The files a restore loads (`loadDataDir`) are in the folder now: opened as they are.
    return openPgliteThread({ dataDir });
  }
  return openPgliteThread(data);
}

async function openPgliteThread(data: PgliteThreadData): Promise<PgliteThread> {
  const entry = workerEntry(new URL("./pglite-worker.ts", import.meta.url), "pglite-worker.js");
  const worker = new Worker(entry.filename, { workerData: { ...entry.workerData, pglite: data } });
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, () => void>();
  let next = 1;
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on("message", (message: PgliteReply) => {
      if ("ready" in message) return resolve();
      if ("notice" in message) return listeners.get(message.notice)?.();
      const call = waiting.get(message.id);
      waiting.delete(message.id);
      if ("error" in message) call?.reject(new PgliteThreadError(message.error));
      else call?.resolve(message.result);
    });
    // The thread ended (its database failed to open, or it died): every call waiting fails,
    // and every later one.
    const ended = (error: Error) => {
      failure = error;
      reject(error);
      for (const call of waiting.values()) call.reject(error);
      waiting.clear();
    };
    worker.on("error", ended);
    worker.on("exit", (code) => ended(new Error(`the embedded database's thread ended (${code})`)));
  });
  await ready;

  const call = <T>(request: Call): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = next++;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };

  const statements = (tx?: number): Statements => ({
    query: (text, params, options) =>
      call({
        op: "query",
        text,
        params,
        tx,
        rowMode: options?.rowMode,
        rawTypes: rawTypes(options),
      }),
    exec: (text) => call({ op: "exec", text, tx }),
  });

  return {
    ...statements(),
    async transaction(work) {
      const tx = await call<number>({ op: "begin" });
      let rolledBack = false;
      const rollback = async () => {
        rolledBack = true;
        await call({ op: "rollback", tx });
      };
      let result: Awaited<ReturnType<typeof work>>;
      try {
        result = await work({ ...statements(tx), rollback });
      } catch (error) {
        // The work's error says more than a failed rollback would (the thread gone, say).
        if (!rolledBack) await call({ op: "rollback", tx }).catch(() => {});
        throw error;
      }
      if (!rolledBack) await call({ op: "commit", tx });
      return result;
    },
    async listen(channel, onNotice) {
      listeners.set(channel, onNotice);
      await call({ op: "listen", channel });
    },
    dumpDataDir: () => call({ op: "dump" }),
    pending: () => waiting.size,
    async close() {
      if (failure) return;
      await call({ op: "close" });
      await worker.terminate();
    },
  };
}
