import { sql } from "drizzle-orm";
import type { Db } from "../../src/db/client.ts";

/**
 * Every row of these tables in one short text (a hash per table), to compare before and after a
 * call that must change nothing.
 */
export async function fingerprint(db: Db, tables: readonly string[]): Promise<string> {
  const parts: string[] = [];
  for (const table of tables) {
    const [row] = await db
      .select({ h: sql<string>`md5(coalesce(string_agg(t::text, ',' order by t::text), ''))` })
      .from(sql`${sql.identifier(table)} t`);
    parts.push(`${table}:${row?.h}`);
  }
  return parts.join(" ");
}
