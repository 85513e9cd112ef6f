import { sql } from "drizzle-orm";
import { type Db, rowsOf } from "./db/client.ts";
import { removeStaleUploads } from "./http/upload-body.ts";
import { type Repeating, repeatEvery } from "./lib/repeat.ts";

/**
 * Rows that are dead once their time has passed: logins, password resets, throttle windows, social
 * logins in flight, one-time hand-over codes and pending provider connections. Nothing reads an
 * expired row (every lookup checks the expiry), so deleting them changes no answer; it only keeps
 * the tables from growing forever.
 */
const EXPIRING_TABLES = [
  "auth_tokens",
  "password_resets",
  "throttles",
  "oauth_states",
  "handover_codes",
  "pending_attachments",
  "signing_requests",
] as const;

/** Rows deleted per statement, so a large backlog never holds locks for long. */
const BATCH = 5_000;

export type Purged = Record<(typeof EXPIRING_TABLES)[number], number>;

/** Deletes every expired row of the expiring tables; answers how many went from each. */
export async function purgeExpired(db: Db): Promise<Purged> {
  const purged = {} as Purged;
  for (const table of EXPIRING_TABLES) {
    purged[table] = 0;
    for (;;) {
      const deleted = await db.execute(sql`
        with gone as (
          delete from ${sql.identifier(table)} where ctid in (
            select ctid from ${sql.identifier(table)} where expires_at < now() limit ${BATCH}
          ) returning 1
        )
        select count(*)::int as n from gone`);
      const n = Number(rowsOf<{ n: number }>(deleted)[0]?.n ?? 0);
      purged[table] += n;
      if (n < BATCH) break;
    }
  }
  return purged;
}

/**
 * Purges expired rows, and upload folders a killed server left in `DATA_DIR/tmp`, soon after
 * start-up and then every `intervalMs`, off the request path. Every
 * server process does it: the deletes are idempotent, so processes doing it at once only repeat a
 * cheap, indexed query. A failure is logged and tried again at the next turn. `stop` waits for a
 * purge in progress, so the database can close after it.
 */
export function startHousekeeping(
  db: Db,
  dataDir: string,
  intervalMs: number,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
): Repeating {
  // One turn at a time: the next is timed from the end of the last, so two never overlap (on a
  // pool of connections they would split one purge's rows between them). A little after start-up,
  // so it does not compete with the first requests.
  return repeatEvery(intervalMs, Math.min(intervalMs, 30_000), async () => {
    await purgeExpired(db).then(
      (purged) => {
        const total = Object.values(purged).reduce((a, b) => a + b, 0);
        if (total > 0) log.info({ purged }, "expired rows purged");
      },
      (error: unknown) => log.error({ err: error }, "purging expired rows failed"),
    );
    await removeStaleUploads(dataDir, STALE_UPLOAD_MS).then(
      (removed) => {
        if (removed > 0) log.info({ removed }, "stale upload folders removed");
      },
      (error: unknown) => log.error({ err: error }, "removing stale upload folders failed"),
    );
  });
}

/** A day: no upload's request lasts that long (100 MB at 50 kB/s takes about half an hour). */
const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;
