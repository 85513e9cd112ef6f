/**
 * Where pictures and uploads live. Keys are relative paths such as `demo/rooms/kitchen.svg`.
 * Catalogue and plan pictures are public: the browser fetches them from `publicUrl(key)`, long
 * cached. Uploads (keys under `PRIVATE_PREFIX`) are not: only a `signedUrl` opens them, for a while.
 */
export interface Storage {
  put(key: string, body: Buffer | string, contentType: string): Promise<void>;
  /** Stores a file of the local disk, streamed, so a large upload is never whole in memory. */
  putFile(key: string, filePath: string, contentType: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
  /** A link that opens the file for `seconds`, and to nobody after that. */
  signedUrl(key: string, seconds: number): Promise<string>;
  /** Resolves when the storage can be reached and written to; rejects saying why not (readiness). */
  check(): Promise<void>;
}

/** Uploads of special solutions: a customer's drawings, seen only by them and the company's staff. */
export const PRIVATE_PREFIX = "uploads/";

export function isPrivateKey(key: string): boolean {
  // Case folded, so that a case-insensitive disk cannot serve `Uploads/…` as a public file.
  return key.toLowerCase().startsWith(PRIVATE_PREFIX);
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/i;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..") && !key.includes("//");
}

/** Keys are made by the product, never taken from users as they are; this guards the disk anyway. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}
