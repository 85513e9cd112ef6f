import { createHash, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import { HttpError, notFound } from "../http/errors.ts";
import { localized } from "../i18n/messages.ts";
import { type Metrics, UNMATCHED_ROUTE } from "./metrics.ts";

/** Where Prometheus scrapes, on the public port and on METRICS_PORT alike. */
export const METRICS_PATH = "/metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the headers carry `Authorization: Bearer <token>`, compared in constant time. */
function bearerMatches(headers: IncomingHttpHeaders, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(headers.authorization ?? "")?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Measures every request the public app answers (by its route's pattern, so the series stay few
 * whatever addresses are asked for), and serves `GET /metrics` there to callers with
 * METRICS_TOKEN only: without a token configured the public port has no metrics (404), whoever
 * asks; with one, a caller without it gets 401. Not in the API's documentation: it is the
 * operator's, not a call of the API.
 */
export function registerMetrics(app: FastifyInstance): void {
  const { metrics } = app.ctx;
  const token = app.ctx.config.metrics?.token ?? null;
  if (metrics) {
    app.addHook("onResponse", (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }
  app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
    if (!metrics || !token) throw notFound();
    if (!bearerMatches(request.headers, token)) {
      throw new HttpError(401, localized("loginNeeded"), undefined, {
        "www-authenticate": 'Bearer realm="metrics"',
      });
    }
    return reply
      .type(metrics.registry.contentType)
      .header("cache-control", "no-store")
      .send(await metrics.registry.metrics());
  });
}

export type MetricsListener = { url: string; close(): Promise<void> };

/**
 * The metrics' own port (METRICS_PORT on METRICS_HOST, this machine unless said): `GET /metrics`
 * and nothing else, asking for METRICS_TOKEN too when one is set. Its requests are not counted
 * among the app's.
 */
export async function startMetricsListener(
  metrics: Metrics,
  settings: NonNullable<Config["metrics"]> & { port: number },
  log: FastifyBaseLogger,
): Promise<MetricsListener> {
  const server = createServer((request, response) => {
    const path = (request.url ?? "").split("?")[0];
    if (request.method !== "GET" || path !== METRICS_PATH) {
      response.writeHead(404).end();
    } else if (settings.token && !bearerMatches(request.headers, settings.token)) {
      response.writeHead(401, { "www-authenticate": 'Bearer realm="metrics"' }).end();
    } else {
      metrics.registry.metrics().then(
        (text) => {
          response
            .writeHead(200, {
              "content-type": metrics.registry.contentType,
              "cache-control": "no-store",
            })
            .end(text);
        },
        (error: unknown) => {
          log.error({ err: error }, "metrics could not be collected");
          response.writeHead(500).end();
        },
      );
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(settings.port, settings.host, () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("the metrics port has no address");
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A scraper's keep-alive connection would hold the close until it times out.
        server.closeAllConnections();
      }),
  };
}
