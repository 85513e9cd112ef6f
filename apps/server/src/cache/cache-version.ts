import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { cacheVersion } from "../db/schema.ts";

/** The database's count of changes to what the read cache keeps (see read-cache.ts). */
export async function readCacheVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: cacheVersion.value })
    .from(cacheVersion)
    .where(eq(cacheVersion.id, 1));
  if (!row) throw new Error("cache_version has no row: are the migrations applied?");
  return row.value;
}
