import type { Database } from "../db/client.ts";
import { PromiseLru } from "../lib/promise-lru.ts";

/** The channel the login triggers NOTIFY on (migration 0007). */
const LOGINS_CHANNEL = "hd_logins_changed";

/** Bearer tokens' logins, looked up once (current-user.ts). */
export type LoginCache = PromiseLru<unknown>;

/**
 * The logins the embedded database's server has looked up (a bearer token's account), kept in
 * memory: the embedded database runs every query on the server's own thread, and looking the
 * token up was most of a logged-in read's cost (docs/benchmarks.md). The database announces every
 * change to tokens and accounts (migration 0007) when its transaction commits, before the
 * writing call's answer leaves, and the cache forgets everything then: a logout, a revoked or
 * purged token, a changed role or a deleted account counts from the next request on, as without
 * the cache. A cached login's expiry is checked on every use.
 *
 * PostgreSQL has other processes writing, whose changes this process would learn of only by
 * asking: there, logins are looked up on every request (null).
 */
export async function createLoginCache(database: Database): Promise<LoginCache | null> {
  if (database.driver !== "pglite") return null;
  const cache: LoginCache = new PromiseLru(10_000);
  await database.listen(LOGINS_CHANNEL, () => cache.clear());
  return cache;
}
