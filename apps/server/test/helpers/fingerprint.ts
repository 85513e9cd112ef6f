import { type SQL, sql } from "drizzle-orm";
import { type Db, rowsOf } from "../../src/db/client.ts";

/**
 * Every row of these tables in one short text (a hash per table), to compare before and after a
 * call that must change nothing. One statement for all the tables: the authorisation matrix takes
 * two fingerprints per caller and call, thousands in a run.
 */
export async function fingerprint(db: Db, tables: readonly string[]): Promise<string> {
  const hashes: SQL[] = tables.map(
    (table) =>
      sql`${`${table}:`} || (select md5(coalesce(string_agg(t::text, ',' order by t::text), '')) from ${sql.identifier(table)} t)`,
  );
  const result = await db.execute(sql`select ${sql.join(hashes, sql` || ' ' || `)} as f`);
  return rowsOf<{ f: string }>(result)[0]?.f ?? "";
}
