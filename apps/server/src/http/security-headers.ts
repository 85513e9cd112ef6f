import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet from "helmet";

/** Where the help videos are embedded from. */
const VIDEO_ORIGINS = [
  "https://www.youtube-nocookie.com",
  "https://www.youtube.com",
  "https://player.vimeo.com",
];

/**
 * Powerful browser features the app never uses, off for the page and anything embedded in it.
 * Those the help videos ask for (fullscreen, picture-in-picture, encrypted media) are left out:
 * their default is the page itself, which the video frames' `allow` attribute passes on.
 */
const PERMISSIONS_POLICY = [
  "camera",
  "microphone",
  "geolocation",
  "payment",
  "usb",
  "serial",
  "hid",
  "midi",
  "display-capture",
  "magnetometer",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** Browsers keep to HTTPS for the host for a year once told over HTTPS (helmet's default). */
const HSTS = "max-age=31536000; includeSubDomains";

/**
 * A JSON answer's own policy: it is data, never a document, so it may load nothing and be framed
 * by nobody, and no browser may read it as anything but JSON. The page's dozen headers (its
 * script, style and frame sources, powerful features, opener and referrer policies) say nothing
 * to a `fetch` and cost every API answer 0.8 KB and a quarter of a bare route's CPU
 * (docs/benchmarks.md, "Where a read's server time goes").
 */
const JSON_HEADERS = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  // As on the page: pictures and plans are fetched by the PDF renderer and share sheets of other origins.
  "cross-origin-resource-policy": "cross-origin",
};

/** The page's headers, as helmet makes them (they never change between requests). */
function pageHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "blob:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // No inline script: the first view's data is JSON, which a policy does not run.
        scriptSrc: ["'self'"],
        frameSrc: VIDEO_ORIGINS,
        connectSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: false,
    // Pictures and plans are fetched by the PDF renderer and share sheets of other origins.
    crossOriginResourcePolicy: { policy: "cross-origin" },
  })({} as IncomingMessage, collect as unknown as ServerResponse, () => {});
  return { ...headers, "permissions-policy": PERMISSIONS_POLICY };
}

/**
 * Security headers of every answer, set as it leaves: a JSON answer gets its own short policy
 * (JSON_HEADERS), everything else (the app's pages, files, PDFs, the API's documentation) the
 * page's. HSTS and `upgrade-insecure-requests` are sent only when the request came over HTTPS
 * (`request.protocol`: behind TRUST_PROXY, the proxy's X-Forwarded-Proto): sent over plain HTTP
 * they make a host without a certificate (staging, a company before its certificate) a blank
 * page, as the browser refuses every script over http.
 *
 * Answers about a person are never kept by a browser or a shared cache: every API answer to a
 * call with an Authorization header, and every API answer to a write (logins and hand-overs
 * answer tokens). Public reads of guests keep their caching.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const page = pageHeaders();
  const securePage = {
    ...page,
    "strict-transport-security": HSTS,
    "content-security-policy": `${page["content-security-policy"]};upgrade-insecure-requests`,
  };
  const secureJson = { ...JSON_HEADERS, "strict-transport-security": HSTS };

  app.addHook("onSend", function securityHeaders(request, reply, payload, done) {
    const https = request.protocol === "https";
    const type = reply.getHeader("content-type");
    const json = typeof type === "string" && type.startsWith("application/json");
    const headers = json ? (https ? secureJson : JSON_HEADERS) : https ? securePage : page;
    // A route's own header wins (one that sets a stricter policy for what it serves).
    for (const name in headers) {
      if (!reply.hasHeader(name)) reply.header(name, headers[name as keyof typeof headers]);
    }
    const write = request.method !== "GET" && request.method !== "HEAD";
    if (request.url.startsWith("/api/") && (write || request.headers.authorization)) {
      reply.header("cache-control", "no-store");
    }
    done(null, payload);
  });
}
