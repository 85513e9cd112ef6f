import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { throttles } from "../db/schema.ts";

/**
 * Fixed-window counters kept in the database, so every server process counts together. A key
 * names what is counted, e.g. `login:ip:203.0.113.5:mari@kodu.ee`.
 */
export type Window = { limit: number; seconds: number };

/** Counts one more event; tells whether the limit is now exceeded and when the window ends. */
export async function hit(
  db: Db,
  key: string,
  window: Window,
): Promise<{ exceeded: boolean; retryAfter: number }> {
  const interval = `${window.seconds} seconds`;
  const [row] = await db
    .insert(throttles)
    .values({ key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${throttles.windowStart} <= now() - ${interval}::interval then 1 else ${throttles.hits} + 1 end`,
        windowStart: sql`case when ${throttles.windowStart} <= now() - ${interval}::interval then now() else ${throttles.windowStart} end`,
      },
    })
    .returning({
      hits: throttles.hits,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${throttles.windowStart} + ${interval}::interval - now()))))::int`,
    });
  return {
    exceeded: (row?.hits ?? 0) > window.limit,
    retryAfter: row?.retryAfter ?? window.seconds,
  };
}

/** How many events the current window holds (0 when it has ended), and when it ends. */
export async function count(
  db: Db,
  key: string,
  window: Window,
): Promise<{ hits: number; retryAfter: number }> {
  const interval = `${window.seconds} seconds`;
  const [row] = await db
    .select({
      hits: sql<number>`case when ${throttles.windowStart} <= now() - ${interval}::interval then 0 else ${throttles.hits} end`,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from (${throttles.windowStart} + ${interval}::interval - now()))))::int`,
    })
    .from(throttles)
    .where(eq(throttles.key, key));
  return { hits: row?.hits ?? 0, retryAfter: row?.retryAfter ?? 0 };
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}
