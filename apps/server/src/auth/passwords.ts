import { hash, verify } from "@node-rs/argon2";

/**
 * argon2id with the library's defaults (19 MiB, 2 passes: OWASP's recommended minimum). Hashing
 * runs on libuv's thread pool, so a login does not hold up other requests.
 */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of nothing anybody knows, verified when there is no account, so that timing tells nothing. */
let decoy: Promise<string> | null = null;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash(`no account ${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
