import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
type Encoding = "br" | "gzip";

/** Below this size compressing costs more than it saves. */
const MIN_BYTES = 1024;

/**
 * Compresses JSON answers for browsers that accept it (phones download a catalogue of 130 KB as
 * about 15 KB). The compressed bytes are remembered per answer object, like its JSON: answers held
 * by the read cache are compressed once, not on every request. Compression runs on libuv's thread
 * pool, so it does not hold up other requests.
 */
export function registerCompression(app: FastifyInstance): void {
  const answerOf = new WeakMap<FastifyRequest, object>();
  const compressed = new WeakMap<object, Map<Encoding, Promise<Buffer>>>();

  app.addHook("preSerialization", async (request, _reply, payload) => {
    if (typeof payload === "object" && payload !== null) answerOf.set(request, payload);
    return payload;
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const answer = answerOf.get(request);
    if (!answer || typeof payload !== "string" || payload.length < MIN_BYTES) return payload;
    reply.header("vary", "accept-encoding");
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (!encoding) return payload;
    let variants = compressed.get(answer);
    if (!variants) {
      variants = new Map();
      compressed.set(answer, variants);
    }
    let bytes = variants.get(encoding);
    if (!bytes) {
      bytes =
        encoding === "br"
          ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
          : gz(payload, { level: 6 });
      variants.set(encoding, bytes);
    }
    reply.header("content-encoding", encoding);
    return bytes;
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
 * so it is compressed per request, at a quality that costs about a millisecond).
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
  return encoding === "br"
    ? brotli(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gz(text, { level: 6 });
}
