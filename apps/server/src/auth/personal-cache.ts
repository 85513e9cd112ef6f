import type { Database } from "../db/client.ts";
import { PromiseLru } from "../lib/promise-lru.ts";

/** The channel the triggers of migration 0007 NOTIFY on. */
const PERSONAL_CHANNEL = "hd_personal_changed";

/**
 * What logged-in people's read calls read beyond the read cache, by key, in two stores cleared
 * together: the small facts (logins, accounts, standings, confirmation ids), of which many fit,
 * and whole answers (a packages list, a room's groups), each tens of KB with the JSON and
 * compressed bytes made from it, of which only so many are kept that they stay near 100 MB.
 */
export class PersonalCache {
  readonly facts = new PromiseLru<unknown>(10_000);
  readonly answers = new PromiseLru<unknown>(1_000);

  clear(): void {
    this.facts.clear();
    this.answers.clear();
  }
}

/**
 * What logged-in people's read calls read beyond the read cache (a bearer token's login, the
 * account, their own packages, a layout's confirmation, whether they are an apartment's buyer, a
 * room's groups for their own package), kept in memory: those queries were most of a logged-in
 * read's cost (docs/benchmarks.md).
 *
 * The database counts every change to the tables behind them in the writing transaction
 * (`cache_version.personal`, migration 0024) and announces it (the `hd_personal_changed` trigger
 * of migrations 0007, 0017 and 0025), and the cache forgets everything once it learns of one: a
 * logout, a revoked or purged token, a changed role or password, a saved package, a special
 * solution or its file, or a confirmation counts from the next request on, as without the cache
 * (decision 053). How it learns depends on who else can write, as for the read cache:
 *
 * - the embedded database belongs to this process, and delivers the notice as the writing
 *   transaction commits, before the writing call's answer leaves;
 * - with PostgreSQL other processes write too: the read cache's comparison before each request
 *   (cache/read-cache.ts `sync`) reads this count beside its own and clears this cache when it
 *   moved, so a write acknowledged before a request was sent is seen by every process.
 *
 * Expiries are checked on every use. Writes read the database, not the cache.
 */
export async function createPersonalCache(database: Database): Promise<PersonalCache> {
  const cache = new PersonalCache();
  if (database.driver === "pglite") await database.listen(PERSONAL_CHANNEL, () => cache.clear());
  return cache;
}

/**
 * `load`'s answer, kept under `key` while nothing behind it changes: among the small facts, or
 * with `"answer"` among the whole answers, which are fewer.
 */
export function personal<T>(
  cache: PersonalCache | null,
  key: string,
  load: () => Promise<T>,
  kind: "fact" | "answer" = "fact",
): Promise<T> {
  if (!cache) return load();
  return (kind === "answer" ? cache.answers : cache.facts).get(key, load) as Promise<T>;
}
