import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** The header a request's id comes in and goes back out with. */
export const REQUEST_ID_HEADER = "x-request-id";

/**
 * What a caller's (or proxy's) id may look like: short and printable, so it cannot forge extra
 * log lines or fields. Anything else is replaced by an id of our own.
 */
const ACCEPTED_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The id of a request: the caller's `X-Request-Id` when it has one of a sane shape (a load
 * balancer's, so one id follows the request through every hop), otherwise a new UUID. Fastify
 * puts it on every log line of the request (`request_id`).
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && ACCEPTED_ID.test(given) ? given : randomUUID();
}

/**
 * The id of the write being answered, for the jobs it stores. Node 20's AsyncLocalStorage, once
 * entered, follows every promise the process makes until it is turned off, whichever request
 * makes it: entered for every request, it cost a guest's read a quarter of its throughput
 * (docs/decisions/064). So only writes enter it (every call that stores a job is one), and it is
 * turned off whenever no write is being answered.
 */
const writeOrigin = new AsyncLocalStorage<string>();
/** The writes that entered `writeOrigin` and have not ended. */
const writing = new Set<FastifyRequest>();

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The id of the write whose handler (or what it calls) is running, or undefined outside one: a
 * job it stores keeps it, so its failure can be told with the request that asked for it
 * (decision 032). Reads store no jobs and carry none.
 */
export function currentRequestId(): string | undefined {
  return writeOrigin.getStore();
}

/**
 * Echoes the request id on every answer, errors and the app's page included, and writes one
 * `info` line per request when its answer is sent: method, route (the route's pattern, never the
 * address as sent, which may carry a token or an e-mail), status and duration. Fastify's own
 * pair of lines per request stays off (`disableRequestLogging`).
 */
export async function registerRequestLog(app: FastifyInstance): Promise<void> {
  // Entered after the body is read (its stream's events run outside the request's promises), so
  // the handler and every route's own hooks run in it.
  app.addHook("preHandler", (request, _reply, done) => {
    if (!WRITES.has(request.method)) return done();
    writing.add(request);
    writeOrigin.run(request.id, done);
  });
  const ended = (request: FastifyRequest) => {
    if (writing.delete(request) && writing.size === 0) writeOrigin.disable();
  };
  const started = new WeakMap<object, number>();
  // Hooks that do not wait take `done` (docs/decisions/063): an async one costs a request about a
  // microsecond more.
  app.addHook("onRequest", (request, reply, done) => {
    started.set(request, performance.now());
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        duration_ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      "request",
    );
    ended(request);
    done();
  });
  // A caller that hangs up before the answer gets no onResponse; its request is logged all the same.
  app.addHook("onRequestAbort", (request, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? null,
        status: null,
        duration_ms: Math.round((performance.now() - (started.get(request) ?? 0)) * 10) / 10,
        aborted: true,
      },
      "request",
    );
    ended(request);
    done();
  });
}
