import { randomBytes } from "node:crypto";
import { normalizeEmail } from "@home-designer/core";
import { sign, signatureMatches } from "./signing.ts";

/**
 * A browser that has logged in to an account: OWASP's "device cookie", kept by the web app in
 * localStorage rather than a cookie (logins are bearer tokens, decision 013) and sent with the
 * next login to that account. `{nonce}.{signature}`: 16 random bytes naming the browser, signed
 * with APP_KEY over the company, the account's e-mail (the login name) and the nonce, so that it
 * cannot be made up, nor used for another account. Only a login that knew the password (or a
 * reset through the account's mailbox) is given one (docs/decisions/001-login-throttling.md).
 */
const PURPOSE = "known-device";
const SHAPE = /^([A-Za-z0-9_-]{22})\.([0-9a-f]{64})$/;

function signature(appKey: string, companyId: number, email: string, nonce: string): string {
  return sign(appKey, PURPOSE, companyId, normalizeEmail(email), nonce);
}

/** A new known-device value for a browser that has just proved it may log in to the account. */
export function newKnownDevice(appKey: string, companyId: number, email: string): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${signature(appKey, companyId, email, nonce)}`;
}

/**
 * The browser a known-device value names, when it is one this server gave for this account;
 * null for none, a damaged or made-up one, or one of another account (the login is then counted
 * as from an unknown browser).
 */
export function knownDevice(
  appKey: string,
  companyId: number,
  email: string,
  value: string | undefined,
): string | null {
  const [, nonce, given] = SHAPE.exec(value ?? "") ?? [];
  if (!nonce || !given) return null;
  return signatureMatches(signature(appKey, companyId, email, nonce), given) ? nonce : null;
}
