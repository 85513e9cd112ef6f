/**
 * Where pictures and uploads live. Keys are relative paths such as `demo/rooms/kitchen.svg`;
 * the browser fetches a file from `publicUrl(key)`.
 */
export interface Storage {
  put(key: string, body: Buffer | string, contentType: string): Promise<void>;
  read(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9._/-]*$/i;

/** Keys are made by the product, never taken from users as they are; this guards the disk anyway. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes("..") || key.includes("//")) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
}
