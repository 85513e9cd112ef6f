import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
type Encoding = "br" | "gzip";

/** Below this size compressing costs more than it saves. */
const MIN_BYTES = 1024;

/**
 * Below this size an answer is compressed on the request's own thread: it takes under 0.15 ms
 * there, while handing it to libuv's thread pool costs about 0.15 ms of this thread's time by
 * itself (a stream, its handle and its buffers per answer). Logged-in answers are made per request
 * and are mostly this small; larger ones (a catalogue) go to the pool, and are cached anyway.
 */
const IN_PLACE_BYTES = 16 * 1024;

const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

/** `text` compressed with `encoding`, in place when it is small (see IN_PLACE_BYTES). */
function compress(text: string, encoding: Encoding): Promise<Buffer> {
  const inPlace = text.length < IN_PLACE_BYTES;
  if (encoding === "gzip") {
    return inPlace
      ? Promise.resolve(gzipSync(text, { level: GZIP_LEVEL }))
      : gz(text, { level: GZIP_LEVEL });
  }
  const options = {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      // The encoder sizes its buffers to the text, not to its 4 MB default window.
      [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  };
  return inPlace ? Promise.resolve(brotliCompressSync(text, options)) : brotli(text, options);
}

/**
 * Compresses JSON answers for browsers that accept it (phones download a catalogue of 130 KB as
 * about 15 KB). The compressed bytes are remembered per answer object, like its JSON: answers held
 * by the read cache are compressed once, not on every request. Large answers are compressed on
 * libuv's thread pool, so they do not hold up other requests.
 */
export function registerCompression(app: FastifyInstance): void {
  const answerOf = new WeakMap<FastifyRequest, object>();
  const compressed = new WeakMap<object, Map<Encoding, Promise<Buffer>>>();

  app.addHook("preSerialization", (request, _reply, payload, done) => {
    if (typeof payload === "object" && payload !== null) answerOf.set(request, payload);
    done(null, payload);
  });

  // Answers left as they are (small, or not JSON: a cached read's bytes, a page, a file) go on at
  // once, without a promise (docs/decisions/063).
  app.addHook("onSend", (request, reply, payload, done) => {
    const answer = answerOf.get(request);
    if (!answer || typeof payload !== "string" || payload.length < MIN_BYTES) {
      done(null, payload);
      return;
    }
    reply.header("vary", "accept-encoding");
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (!encoding) {
      done(null, payload);
      return;
    }
    let variants = compressed.get(answer);
    if (!variants) {
      variants = new Map();
      compressed.set(answer, variants);
    }
    let bytes = variants.get(encoding);
    if (!bytes) {
      bytes = compress(payload, encoding);
      variants.set(encoding, bytes);
    }
    reply.header("content-encoding", encoding);
    bytes.then((body) => done(null, body), done);
  });
}

function preferredEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = (Array.isArray(header) ? header.join(",") : (header ?? ""))
    .split(",")
    .map((part) => {
      const [name = "", ...params] = part.trim().toLowerCase().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      return { name, q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((e) => e.q > 0);
  const has = (name: string) => accepted.some((e) => e.name === name || e.name === "*");
  if (has("br")) return "br";
  if (has("gzip")) return "gzip";
  return null;
}

/**
 * A page's text, compressed for a browser that accepts it (the app's page is made per request,
 * so it is compressed per request).
 */
export async function compressText(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
): Promise<string | Buffer> {
  if (text.length < MIN_BYTES) return text;
  reply.header("vary", "accept-encoding");
  const encoding = preferredEncoding(request.headers["accept-encoding"]);
  if (!encoding) return text;
  reply.header("content-encoding", encoding);
  return compress(text, encoding);
}
