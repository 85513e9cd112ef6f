import type { Database } from "../db/client.ts";
import { PromiseLru } from "../lib/promise-lru.ts";

/** The channel the triggers of migration 0007 NOTIFY on. */
const PERSONAL_CHANNEL = "hd_personal_changed";

/** What logged-in people's calls read beyond the read cache, by key. */
export type PersonalCache = PromiseLru<unknown>;

/**
 * With the embedded database, what logged-in people's calls read beyond the read cache (a bearer
 * token's login, the account, their own packages, a layout's confirmation, whether they are an
 * apartment's buyer) is kept in memory: the embedded database runs every query on the server's
 * own thread, and those queries were most of a logged-in read's cost (docs/benchmarks.md).
 *
 * The database announces every change to the tables behind them (migration 0007) when its
 * transaction commits, before the writing call's answer leaves, and the cache forgets everything
 * then: a logout, a revoked or purged token, a changed role, a saved package or a confirmation
 * counts from the next request on, as without the cache. Expiries are checked on every use.
 *
 * PostgreSQL has other processes writing, whose changes this process would learn of only by
 * asking: there these reads go to the database every time (null).
 */
export async function createPersonalCache(database: Database): Promise<PersonalCache | null> {
  if (database.driver !== "pglite") return null;
  const cache: PersonalCache = new PromiseLru(10_000);
  await database.listen(PERSONAL_CHANNEL, () => cache.clear());
  return cache;
}

/** `load`'s answer, kept under `key` while nothing behind it changes (with the embedded database). */
export function personal<T>(
  cache: PersonalCache | null,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  return cache ? (cache.get(key, load) as Promise<T>) : load();
}
