import type { Server } from "node:http";
import { Server as NetServer, type Socket } from "node:net";
import { setTimeout as delay } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { carriesRequest, countRequestsInFlight } from "./requests-in-flight.ts";

/**
 * How long, once the server has stopped listening, a keep-alive connection it still has may bring
 * one more request (answered, and the connection closed with it) before it is ended unused.
 */
const IDLE_GRACE_MS = 1_000;

/** Whether the server is shutting down. */
export type Drain = { draining: boolean };

declare module "fastify" {
  interface FastifyInstance {
    /** Set from the moment the server starts shutting down: `/api/ready` then answers 503. */
    drain: Drain;
  }
}

/**
 * Keep-alive connections end with the answer they are carrying once the server is shutting
 * down: every answer from then on says `Connection: close`, so a client learns from the answer
 * itself not to send another request on that connection, and no connection holds the process
 * for its keep-alive timeout. `app.close()` alone (tests) drains the same way.
 */
export function registerDrain(app: FastifyInstance): void {
  const drain: Drain = { draining: false };
  app.decorate("drain", drain);
  trackConnections(app.server);
  countRequestsInFlight(app.server);
  app.addHook("preClose", async () => {
    drain.draining = true;
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (drain.draining) reply.header("connection", "close");
    done(null, payload);
  });
}

export type ShutdownParts = {
  app: FastifyInstance;
  /** What else must end cleanly, in order, after the last request: timers, then the database. */
  after: (() => Promise<void> | void)[];
  /** How long the server keeps listening after the signal (SHUTDOWN_DRAIN). */
  drainMs: number;
  deadlineMs: number;
  exit: (code: number) => void;
};

/**
 * Shuts the server down on a signal. From the signal on, `/api/ready` answers 503 and every
 * answer closes its connection; for `drainMs` the server goes on listening, so that a load
 * balancer that still sends (until its next readiness probe) is answered. Then it stops
 * accepting connections, lets each connection it has bring one more request within a short
 * grace (answered with `Connection: close`: a client that was sending on an idle keep-alive
 * connection at that moment gets its answer, not a reset), ends the connections that stay idle,
 * lets requests in flight finish (PDF renders included, each within its own render timeout),
 * closes the database and exits 0. Should anything still run when `deadlineMs` has passed since
 * the signal (a caller sending a body very slowly), the remaining connections are cut and the
 * process exits 1, so an orchestrator's kill never has to.
 */
export async function shutDown(parts: ShutdownParts, signal: string): Promise<void> {
  const { app, after, drainMs, deadlineMs, exit } = parts;
  app.drain.draining = true;
  app.log.info({ signal, drain_ms: drainMs, deadline_ms: deadlineMs }, "shutting down");
  const deadline = setTimeout(() => {
    app.log.error({ deadline_ms: deadlineMs }, "shutdown deadline passed: open connections cut");
    app.server.closeAllConnections();
    exit(1);
  }, deadlineMs);
  try {
    if (drainMs > 0) await delay(drainMs);
    await stopAccepting(app.server, IDLE_GRACE_MS);
    endUnused(app.server);
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

/**
 * Stops listening and waits, at most `graceMs`, for the connections the server has to end. The
 * HTTP server's own `close()` ends every idle keep-alive connection at once, and a client that
 * was sending a request on one at that moment gets a reset for a request the server never read;
 * closing only the listening socket (net.Server's `close()`) leaves them open, so such a request
 * is read and answered, and its answer closes the connection. Those still idle after the grace are
 * ended by `app.close()`.
 */
async function stopAccepting(server: Server, graceMs: number): Promise<void> {
  const ended = new Promise<void>((resolve) => server.once("close", () => resolve()));
  NetServer.prototype.close.call(server);
  const grace = new AbortController();
  await Promise.race([ended, delay(graceMs, undefined, { signal: grace.signal }).catch(() => {})]);
  grace.abort();
}

/** Each server's open connections. */
const connections = new WeakMap<Server, Set<Socket>>();

/** Keeps `connections` of a server. */
function trackConnections(server: Server): void {
  const open = new Set<Socket>();
  connections.set(server, open);
  server.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
}

/**
 * Ends every connection that carries no request: idle keep-alive ones, and ones that never sent
 * a request at all (a load balancer's TCP check, a port probe), which the HTTP server's own
 * `closeIdleConnections()` leaves open until its headers timeout, holding the shutdown until its
 * deadline. A connection whose request is being read or answered is left to finish.
 */
function endUnused(server: Server): void {
  for (const socket of connections.get(server) ?? []) {
    if (!carriesRequest(socket)) socket.destroy();
  }
}
