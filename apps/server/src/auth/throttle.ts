import { and, eq, sql } from "drizzle-orm";
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
    .values({
      key,
      windowStart: sql`now()`,
      hits: 1,
      expiresAt: sql`now() + ${interval}::interval`,
    })
    .onConflictDoUpdate({
      target: throttles.key,
      set: {
        hits: sql`case when ${throttles.windowStart} <= now() - ${interval}::interval then 1 else ${throttles.hits} + 1 end`,
        windowStart: sql`case when ${throttles.windowStart} <= now() - ${interval}::interval then now() else ${throttles.windowStart} end`,
        // The same window start as above (SET reads the row as it was) plus the window.
        expiresAt: sql`case when ${throttles.windowStart} <= now() - ${interval}::interval then now() else ${throttles.windowStart} end + ${interval}::interval`,
      },
    })
    .returning({
      hits: throttles.hits,
      // Clamped to the window: a parallel request whose transaction began a moment earlier
      // (its now() is earlier) may find a window opened just after that moment.
      retryAfter: sql<number>`least(${window.seconds}, greatest(1, ceil(extract(epoch from (${throttles.windowStart} + ${interval}::interval - now())))))::int`,
    });
  return {
    exceeded: (row?.hits ?? 0) > window.limit,
    retryAfter: row?.retryAfter ?? window.seconds,
  };
}

export type Limit = { key: string; window: Window };

/**
 * Counts one attempt against each limit in turn, before the attempt is made: each count is one
 * statement, so of parallel attempts no more than the limit get through (a check that only read
 * the count would let them all pass before any was counted). Stops at the first limit exceeded
 * and answers it with its wait in seconds, so a refused attempt does not count against the later
 * limits; null when the attempt may go ahead.
 */
export async function attempt(
  db: Db,
  limits: Limit[],
): Promise<{ limit: Limit; retryAfter: number } | null> {
  for (const limit of limits) {
    const counted = await hit(db, limit.key, limit.window);
    if (counted.exceeded) return { limit, retryAfter: counted.retryAfter };
  }
  return null;
}

/** Takes back one counted attempt that turned out not to be what the limit is about (a success). */
export async function release(db: Db, { key, window }: Limit): Promise<void> {
  const interval = `${window.seconds} seconds`;
  await db
    .update(throttles)
    .set({ hits: sql`greatest(${throttles.hits} - 1, 0)` })
    .where(
      and(eq(throttles.key, key), sql`${throttles.windowStart} > now() - ${interval}::interval`),
    );
}

export async function clear(db: Db, key: string): Promise<void> {
  await db.delete(throttles).where(eq(throttles.key, key));
}
