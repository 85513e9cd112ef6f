/**
 * Standard Webhooks' signature (https://www.standardwebhooks.com, decision 043): HMAC-SHA256 over
 * `{id}.{timestamp}.{body}` with the secret's bytes, sent as `webhook-signature: v1,{base64}`
 * beside `webhook-id` and `webhook-timestamp`, so a receiver verifies it with the scheme's
 * libraries in any language (the tests verify with its TypeScript one).
 */
import { createHmac, randomBytes } from "node:crypto";

const PREFIX = "whsec_";

/** A new signing secret: 32 random bytes, as Standard Webhooks writes them. */
export function newWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString("base64");
}

/** The headers that sign `body` for the event `id` sent at `at`. */
export function signatureHeaders(
  secret: string,
  id: string,
  at: Date,
  body: string,
): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000));
  const key = Buffer.from(secret.slice(PREFIX.length), "base64");
  const signature = createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64");
  return {
    "webhook-id": id,
    "webhook-timestamp": timestamp,
    "webhook-signature": `v1,${signature}`,
  };
}
