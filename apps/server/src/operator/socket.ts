/**
 * The running server's door for the command line. The embedded database is one process's at a
 * time, so while a server holds it, the command line's `company import`, `buyers`, `set-role` and
 * `backup` cannot open it themselves: they send their command over a Unix socket in
 * DATA_DIR instead, and the server runs it (operator/commands.ts) with its own context, so its
 * caches see the change at once. Only the server's own user can reach the socket: it lives in a
 * folder only that user may enter, the same user who can read the database's files anyway
 * (docs/decisions/024-commands-while-the-server-runs.md).
 */
import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import Fastify, { type FastifyBaseLogger, LogController } from "fastify";
import { PRIVATE_DIR, PRIVATE_FILE } from "../lib/private-files.ts";
import {
  type Opened,
  type OperatorRequest,
  operatorRequestSchema,
  runOperatorCommand,
} from "./commands.ts";

/** A line the command wrote, and to which stream. */
export type OutputLine = { stream: "out" | "err"; text: string };
export type OperatorAnswer = { code: number; lines: OutputLine[] };

/** Longest Unix socket path Linux takes (sun_path is 108 bytes with its terminating zero). */
const MAX_SOCKET_PATH = 107;

/** The folder of the operator socket, which only the server's user may enter. */
export const operatorDir = (dataDir: string) => path.join(dataDir, "operator");

export function operatorSocketPath(dataDir: string): string {
  return path.join(operatorDir(dataDir), "cli.sock");
}

export type OperatorSocket = { close(): Promise<void> };

/**
 * Listens on the operator socket of `dataDir` until closed. A path too long for a socket is
 * logged and skipped: the command line then says that the server holds the database.
 */
export async function startOperatorSocket(
  opened: Opened,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<OperatorSocket> {
  const socket = operatorSocketPath(dataDir);
  if (Buffer.byteLength(socket) > MAX_SOCKET_PATH) {
    log.warn(
      { socket },
      "DATA_DIR is too long a path for the command line's socket: npm run company, buyers and set-role need the server stopped",
    );
    return { close: async () => {} };
  }
  const folder = path.dirname(socket);
  mkdirSync(folder, { recursive: true, mode: PRIVATE_DIR });
  chmodSync(folder, PRIVATE_DIR);
  // Left by a server that did not shut down; this process holds the database's lock now.
  rmSync(socket, { force: true });

  // One line per command (below), as the API logs one per request.
  const server = Fastify({
    loggerInstance: log.child({ operator: true }),
    logController: new LogController({ disableRequestLogging: true }),
  });
  server.post("/commands", async (req, reply) => {
    const parsed = operatorRequestSchema.safeParse(req.body);
    if (!parsed.success) {
      return reply.code(400).send({ message: `Not a command: ${parsed.error.message}` });
    }
    const lines: OutputLine[] = [];
    const started = performance.now();
    const code = await runOperatorCommand(opened, parsed.data, {
      out: (text) => lines.push({ stream: "out", text }),
      err: (text) => lines.push({ stream: "err", text }),
    });
    const duration_ms = Math.round(performance.now() - started);
    req.log.info({ command: parsed.data.command, code, duration_ms }, "command line's command");
    return { code, lines } satisfies OperatorAnswer;
  });
  await server.listen({ path: socket });
  chmodSync(socket, PRIVATE_FILE);
  return {
    async close() {
      await server.close();
      rmSync(socket, { force: true });
    },
  };
}

/**
 * Has the server holding `dataDir`'s embedded database run a command. Rejects when nothing
 * answers on the socket (no server, or one that cannot take commands).
 */
export function sendToServer(dataDir: string, command: OperatorRequest): Promise<OperatorAnswer> {
  const body = JSON.stringify(command);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath: operatorSocketPath(dataDir),
        path: "/commands",
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          if (res.statusCode !== 200) {
            reject(new Error(`The server refused the command (${res.statusCode}): ${text}`));
            return;
          }
          resolve(JSON.parse(text) as OperatorAnswer);
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
