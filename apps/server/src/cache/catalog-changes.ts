import { sql } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import type { Database, Db } from "../db/client.ts";

/**
 * Changes to what read calls cache (rooms, groups, options, materials, company packages,
 * confirmations…) are announced on this PostgreSQL channel, so that every server process drops
 * its cache. The announcement is made inside the writing transaction, so it is sent exactly when
 * the change commits.
 */
export const CATALOG_CHANNEL = "hd_catalog_changed";

/** Call inside the transaction that changes cached data. */
export async function announceCatalogChange(tx: Pick<Db, "execute">): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, '')`);
}

/** After the transaction commits: this process forgets at once, others when the notice arrives. */
export function catalogChanged(ctx: AppContext): void {
  ctx.cache.clear();
}

export function watchCatalogChanges(database: Database, ctx: AppContext): Promise<void> {
  return database.listen(CATALOG_CHANNEL, () => ctx.cache.clear());
}
