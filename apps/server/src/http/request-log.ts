import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { fastifyRequestContext, requestContext } from "@fastify/request-context";
import type { FastifyInstance } from "fastify";

declare module "@fastify/request-context" {
  interface RequestContextData {
    requestId: string;
  }
}

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
 * The id of the request whose handler (or what it calls) is running, or undefined outside a
 * request: what a request stores to be done later (a job) keeps it, so its failure can be told
 * with the request that asked for it. Carried by Node's AsyncLocalStorage
 * (`@fastify/request-context`), so services need not pass it along.
 */
export function currentRequestId(): string | undefined {
  return requestContext.get("requestId");
}

/**
 * Echoes the request id on every answer, errors and the app's page included, and writes one
 * `info` line per request when its answer is sent: method, route (the route's pattern, never the
 * address as sent, which may carry a token or an e-mail), status and duration. Fastify's own
 * pair of lines per request stays off (`disableRequestLogging`).
 */
export async function registerRequestLog(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRequestContext, {
    defaultStoreValues: (request) => ({ requestId: request.id }),
  });
  const started = new WeakMap<object, number>();
  // Hooks that do not wait take `done` (docs/decisions/063): an async one costs a request about a
  // microsecond more, its promises tracked by the request's context.
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
    done();
  });
}
