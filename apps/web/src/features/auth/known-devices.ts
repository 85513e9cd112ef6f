import { normalizeEmail } from "@home-designer/core";

/**
 * The known-device values the server gave this browser, one per account it logged in to (by
 * e-mail): sent with the next login to that account, so that others' guesses at its password do
 * not lock the owner out of their own browser (docs/decisions/001-login-throttling.md). Kept in
 * localStorage beside the login, and kept after logging out: the browser stays one the account
 * has used.
 */
const STORAGE_KEY = "knownDevices";
/** A shared computer's few accounts, the newest kept. */
const MAX_ACCOUNTS = 10;

function read(storage: Storage): Record<string, string> {
  try {
    const kept: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? "{}");
    if (typeof kept !== "object" || kept === null || Array.isArray(kept)) return {};
    return Object.fromEntries(
      Object.entries(kept).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch {
    return {};
  }
}

/** The value this browser was given for the account of `email`, if any. */
export function knownDevice(email: string, storage: Storage = localStorage): string | undefined {
  return read(storage)[normalizeEmail(email)];
}

/** Keeps the value a login, sign-up or new password gave this browser for the account. */
export function rememberDevice(email: string, value: string, storage: Storage = localStorage) {
  const key = normalizeEmail(email);
  const { [key]: _, ...others } = read(storage);
  const newest = Object.entries({ ...others, [key]: value }).slice(-MAX_ACCOUNTS);
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(newest)));
  } catch {
    // Private modes may refuse storage: the browser is then an unknown one at the next login.
  }
}
