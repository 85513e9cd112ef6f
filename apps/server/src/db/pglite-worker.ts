/**
 * The embedded database's thread: it owns the PGlite instance and runs every statement, so the
 * WebAssembly PostgreSQL never holds up the server's requests (docs/decisions/012). The server
 * talks to it through pglite-thread.ts, one message per call; see there for the protocol.
 */
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, type QueryOptions, type Transaction } from "@electric-sql/pglite";
import type { PgliteReply, PgliteRequest, PgliteThreadData } from "./pglite-thread.ts";

const port = parentPort;
if (!port) throw new Error("pglite-worker.ts runs as a worker thread");
const { dataDir, loadDataDir } = (workerData as { pglite: PgliteThreadData }).pglite;

/** Open transactions by id, each with how to end it. */
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();

const reply = (message: PgliteReply) => port.postMessage(message);

/** What an error of PGlite says, as plain data (a thread passes an Error's message, not its fields). */
function described(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number") fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

/** The query options asked for: a row mode, and types to leave as PostgreSQL's text. */
function queryOptions(request: { rowMode?: "array" | "object"; rawTypes?: number[] }) {
  const options: QueryOptions = {};
  if (request.rowMode) options.rowMode = request.rowMode;
  if (request.rawTypes) {
    options.parsers = Object.fromEntries(
      request.rawTypes.map((oid) => [oid, (text: string) => text]),
    );
  }
  return options;
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return db;
  const entry = open.get(tx);
  if (!entry) throw new Error(`no open transaction ${tx}`);
  return entry.tx;
}

async function handle(request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case "query": {
      const { rows, fields, affectedRows } = await target(request.tx).query(
        request.text,
        request.params,
        queryOptions(request),
      );
      return { rows, fields, affectedRows };
    }
    case "exec": {
      const results = await target(request.tx).exec(request.text);
      return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
    }
    case "begin": {
      // PGlite's transaction holds every other statement back until it ends; it ends when the
      // server says commit or rollback.
      const { id } = request;
      let started: () => void = () => {};
      const ready = new Promise<void>((resolve) => {
        started = resolve;
      });
      const done = db.transaction(
        (tx) =>
          new Promise<void>((resolve, reject) => {
            open.set(id, {
              tx,
              end: (commit) => (commit ? resolve() : reject(new RolledBack())),
            });
            started();
          }),
      );
      ended.set(
        id,
        done.finally(() => open.delete(id)),
      );
      // A transaction that cannot start (a closed database) answers with its error.
      await Promise.race([ready, done]);
      return id;
    }
    case "commit":
    case "rollback": {
      target(request.tx);
      open.get(request.tx)?.end(request.op === "commit");
      const done = ended.get(request.tx);
      ended.delete(request.tx);
      try {
        await done;
      } catch (error) {
        if (!(error instanceof RolledBack)) throw error;
      }
      return null;
    }
    case "listen":
      await db.listen(request.channel, () => reply({ notice: request.channel }));
      return null;
    case "dump":
      return await db.dumpDataDir("none");
    case "close":
      await db.close();
      return null;
  }
}

class RolledBack extends Error {}
const ended = new Map<number, Promise<void>>();

/**
 * PostgreSQL's page buffers. PGlite's 128 MB default kept some 140 MB more of the server's memory
 * for pages its database files already give through the operating system's file cache (PGlite
 * reads them as plain files), at no measurable gain for reads or saves (docs/decisions/034).
 */
const SHARED_BUFFERS = "32MB";

const db = await PGlite.create(dataDir, {
  ...(loadDataDir ? { loadDataDir } : {}),
  postgresqlconf: [`shared_buffers = ${SHARED_BUFFERS}`],
});

port.on("message", (request: PgliteRequest) => {
  handle(request).then(
    (result) => reply({ id: request.id, result }),
    (error: unknown) => reply({ id: request.id, error: described(error) }),
  );
});
reply({ ready: true });
