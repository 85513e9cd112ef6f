import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { DEFAULT_LOCALE } from "@home-designer/core";
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from "fastify";
import type { TrustProxy } from "./config.ts";
import type { AppContext } from "./context.ts";
import { type PagePart, sendAppPage } from "./http/app-page.ts";
import { catalogueAlias } from "./http/catalogue-address.ts";
import { registerCompression } from "./http/compression.ts";
import { errorHandler } from "./http/errors.ts";
import { serveLocalFiles } from "./http/local-files.ts";
import { registerOpenApi } from "./http/openapi.ts";
import { registerRequestContext, settleLocale } from "./http/request-context.ts";
import { registerRequestLog, requestId } from "./http/request-log.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerDrain } from "./http/shutdown.ts";
import { validatorCompiler } from "./http/validation.ts";
import { message } from "./i18n/messages.ts";
import { siteRoutes } from "./modules/company/site-routes.ts";
import { outboxRoutes } from "./modules/dev/outbox-routes.ts";
import { firstViewPart } from "./modules/first-view/first-view-part.ts";
import { healthRoutes, PROBE_PATHS } from "./modules/health/health-routes.ts";
import { pageHead } from "./modules/share/page-head.ts";
import { shortLinkRedirects } from "./modules/share/share-routes.ts";
import { METRICS_PATH, registerMetrics } from "./monitoring/metrics-http.ts";
import { apiRoutes } from "./routes.ts";
import { LocalStorage } from "./storage/local-storage.ts";

/**
 * JSON of answers, remembered per answer object: answers held by the read cache are the same
 * object for every request until the cache lets them go, so they are serialised once. Answers are
 * never changed after a service returns them, which is what makes this safe.
 */
const serialized = new WeakMap<object, string>();
function serializeJson(data: unknown): string {
  if (typeof data !== "object" || data === null) return JSON.stringify(data);
  let json = serialized.get(data);
  if (json === undefined) {
    json = JSON.stringify(data);
    serialized.set(data, json);
  }
  return json;
}

/**
 * Fastify's `trustProxy` for TRUST_PROXY (decision 029). With the proxies' addresses, the
 * forwarding headers are believed only from a connection of one of them (Fastify checks the peer
 * for X-Forwarded-Proto and -Host), and X-Forwarded-For is read from the right up to the first
 * address that is not a proxy's: that is the caller. With a number of proxies, X-Forwarded-For is
 * read that many entries from the right, whoever connects; entries further left came from the
 * caller and could be anything, so trusting them all (`trustProxy: true`) would let anyone slip
 * past the per-address throttles. Fastify's numeric trustProxy trusts no hop at all, hence the
 * function; hop 0 is the connection itself.
 */
function trustProxyOption(trust: TrustProxy): FastifyServerOptions["trustProxy"] {
  if ("proxies" in trust) return trust.proxies;
  const { hops } = trust;
  return hops > 0 ? (_address: string, hop: number) => hop < hops : false;
}

/** What the app's page carries for each request besides the built file (http/app-page.ts). */
const appPageParts: readonly PagePart[] = [pageHead, firstViewPart];

export type AppOptions = {
  /** Serve the built web app (off in API tests that do not need it). */
  serveWeb?: boolean;
  /** Where log lines go instead of standard output (tests read them). */
  logStream?: { write(line: string): void };
};

/**
 * The HTTP application: the API under `/api`, stored files under `/files`, and the web app for
 * every other path. Services answer plain data; responses are documented by zod schemas but not
 * re-validated at run time (the tests check them against the same schemas).
 */
export async function buildApp(
  ctx: AppContext,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      ctx.config.logLevel === "silent"
        ? false
        : {
            level: ctx.config.logLevel,
            redact: ["req.headers.authorization"],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    // One line per request, written by registerRequestLog instead of Fastify's two.
    logController: new LogController({
      disableRequestLogging: true,
      requestIdLogLabel: "request_id",
    }),
    genReqId: requestId,
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
  });

  app.decorate("ctx", ctx);
  // First: every later hook, handler and error answer has the request's locale.
  registerRequestContext(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => serializeJson);
  app.setErrorHandler(errorHandler);
  await registerRequestLog(app);
  registerMetrics(app);
  registerDrain(app);
  registerCompression(app);
  // Answers from the read cache are as fresh as the database when the request arrived: the API's,
  // and the site's own addresses that read it too (`/favicon.ico`, short links). Only the built
  // web app's files read no data.
  // Health probes and metrics read nothing of it either, and must answer while the database is
  // away. Every other request's language depends on its site's languages, read once the cache is
  // fresh.
  app.addHook("onRequest", async (request) => {
    const pathname = request.url.split("?")[0] ?? "";
    if (pathname.startsWith("/assets/") || PROBE_PATHS.includes(pathname)) return;
    if (pathname === METRICS_PATH) return;
    await ctx.cache.sync(performance.now());
    await settleLocale(request);
  });
  // Browsers and HTTP libraries often send `Content-Type: application/json` on a POST or DELETE
  // without a body; that is no body, not malformed JSON (which stays a 400).
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (text === "") done(null, undefined);
    else parseJson(request, text, done);
  });

  await registerSecurityHeaders(app);

  await registerOpenApi(app);

  await app.register(healthRoutes, { prefix: "/api" });
  await app.register(apiRoutes, { prefix: "/api" });
  await app.register(shortLinkRedirects);
  await app.register(siteRoutes);
  if (ctx.config.mail.to === "outbox" && ctx.config.mail.listed) await app.register(outboxRoutes);

  if (ctx.storage instanceof LocalStorage) await serveLocalFiles(app, ctx, ctx.storage);

  const webIndex = path.join(ctx.config.webDist, "index.html");
  const serveWeb = (options.serveWeb ?? true) && existsSync(webIndex);
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: ctx.config.webDist,
      prefix: "/",
      // Every page, `/` included, comes from the not-found handler below: the app's page is
      // made for each request (http/app-page.ts), never sent as the bare built file.
      index: false,
      // Files are looked up on each request, so a rebuilt web app is served without a restart.
      wildcard: true,
      // The build wrote .br and .gz copies (apps/web/vite.config.ts).
      preCompressed: true,
      // A folder is never a file to send: without an accepted compression the plugin would
      // answer `/` itself with a 403 (a folder without an index) instead of the app's page.
      allowedPath: (pathName) => !pathName.endsWith("/"),
      setHeaders(reply, filePath) {
        // Vite puts a content hash in every asset's name, so they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header("Cache-Control", "public, max-age=31536000, immutable");
        }
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "";
    // A missing script or picture is a 404, not the app's page, so the browser says what is wrong.
    const isFile = pathname.startsWith("/assets/") || /\.[a-z0-9]+$/i.test(pathname);
    if (
      !serveWeb ||
      request.method !== "GET" ||
      isFile ||
      pathname.startsWith("/api/") ||
      pathname.startsWith("/files/")
    ) {
      return reply.status(404).send({ message: message(request.locale, "contentNotFound") });
    }
    // An address that means the catalogue but is not its route (`/en/catalogue`, `/katalog`) is
    // sent there with its query, in its own language or else the site's, before the app starts.
    const site = await request.site().catch(() => null);
    const catalogue = catalogueAlias(pathname, site?.company.default_locale ?? DEFAULT_LOCALE);
    if (catalogue) return reply.redirect(`${catalogue}${request.url.slice(pathname.length)}`, 301);
    // Every other page is a route of the single-page app.
    return sendAppPage(request, reply, ctx.config.webDist, appPageParts);
  });

  return app;
}
