import { createHash, createHmac, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of the parts with the app key, hex. */
export function sign(key: string, ...parts: (string | number)[]): string {
  return createHmac("sha256", key).update(parts.join("\n")).digest("hex");
}

/** Compares a signature without telling, by timing, how much of it was right. */
export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, "hex");
  const b = Buffer.from(given, "hex");
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
