import { eq } from "drizzle-orm";
import type { PersonalCache } from "../auth/personal-cache.ts";
import type { Database } from "../db/client.ts";
import { cacheVersion } from "../db/schema.ts";
import { ReadCache } from "./read-cache.ts";

/** The channel the cache triggers NOTIFY on (migration 0002). */
const CACHE_CHANNEL = "hd_cache_changed";

/**
 * The read cache for a database. The embedded database belongs to this process alone, so every
 * change comes from here and its notice arrives before the write's answer: the cache forgets on
 * each notice and needs no query. PostgreSQL has other processes writing, so every request first
 * compares the change counts (read-cache.ts `sync`), its own and that of what logged-in people's
 * reads keep in `personal`, in one query.
 */
export async function createReadCache(
  database: Database,
  personal: PersonalCache,
): Promise<ReadCache> {
  if (database.driver === "pglite") {
    const cache = new ReadCache(null);
    await database.listen(CACHE_CHANNEL, () => cache.forget());
    return cache;
  }
  const currentVersion = database.db
    .select({ value: cacheVersion.value, personal: cacheVersion.personal })
    .from(cacheVersion)
    .where(eq(cacheVersion.id, 1))
    .prepare("cache_version");
  return new ReadCache(
    async () => {
      const [row] = await currentVersion.execute();
      if (!row) throw new Error("cache_version has no row: are the migrations applied?");
      return row;
    },
    undefined,
    personal,
  );
}
