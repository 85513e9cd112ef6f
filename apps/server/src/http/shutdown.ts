import type { FastifyInstance } from "fastify";

/**
 * Keep-alive connections end with the answer they are carrying once the server is closing:
 * closing stops new connections and ends the idle ones at that moment, but a connection that
 * becomes idle later (its request was in flight) would otherwise be kept open until its
 * keep-alive timeout, and hold the process that long.
 */
export function registerDrain(app: FastifyInstance): void {
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (closing) reply.header("connection", "close");
  });
}

export type ShutdownParts = {
  app: FastifyInstance;
  /** What else must end cleanly, in order, after the last request: timers, then the database. */
  after: (() => Promise<void> | void)[];
  deadlineMs: number;
  exit: (code: number) => void;
};

/**
 * Shuts the server down on a signal: stops accepting connections, ends idle keep-alive
 * connections, lets requests in flight finish (PDF renders included, each within its own render
 * timeout), then closes the database and exits 0. Should anything still run when `deadlineMs`
 * has passed (a caller sending a body very slowly), the remaining connections are cut and the
 * process exits 1, so an orchestrator's kill never has to.
 */
export async function shutDown(parts: ShutdownParts, signal: string): Promise<void> {
  const { app, after, deadlineMs, exit } = parts;
  app.log.info({ signal, deadline_ms: deadlineMs }, "shutting down");
  const deadline = setTimeout(() => {
    app.log.error({ deadline_ms: deadlineMs }, "shutdown deadline passed: open connections cut");
    app.server.closeAllConnections();
    exit(1);
  }, deadlineMs);
  try {
    await app.close();
    for (const step of after) await step();
    clearTimeout(deadline);
    app.log.info("shut down");
    exit(0);
  } catch (error) {
    clearTimeout(deadline);
    app.log.error({ err: error }, "shutdown failed");
    exit(1);
  }
}
