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
 * Security headers of every answer. HSTS and `upgrade-insecure-requests` are sent only when the
 * request came over HTTPS (`request.protocol`: behind TRUST_PROXY, the proxy's
 * X-Forwarded-Proto): sent over plain HTTP they make a host without a certificate (staging, a
 * company before its certificate) a blank page, as the browser refuses every script over http.
 *
 * Answers about a person are never kept by a browser or a shared cache: every API answer to a
 * call with an Authorization header, and every API answer to a write (logins and hand-overs
 * answer tokens). Public reads of guests keep their caching.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  // Made once: @fastify/helmet made helmet's middleware again on every request (a twentieth of
  // a logged-in read's CPU); the headers never change between requests.
  const helmetHeaders = helmet({
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
  });

  app.addHook("onRequest", async (request, reply) => {
    helmetHeaders(request.raw, reply.raw, () => {});
    reply.header("permissions-policy", PERMISSIONS_POLICY);
    if (request.protocol !== "https") return;
    reply.header("strict-transport-security", HSTS);
    const csp = reply.getHeader("content-security-policy");
    if (typeof csp === "string") {
      reply.header("content-security-policy", `${csp};upgrade-insecure-requests`);
    }
  });

  app.addHook("onSend", async (request, reply) => {
    const write = request.method !== "GET" && request.method !== "HEAD";
    if (request.url.startsWith("/api/") && (write || request.headers.authorization)) {
      reply.header("cache-control", "no-store");
    }
  });
}
