/**
 * What each import changed in the company (a published draft, an uploaded folder, a command), by
 * whom and when: written by the import in its own transaction (company-format/import-service.ts),
 * read here, never changed.
 */
import {
  HISTORY_ENTRIES_SHOWN,
  type HistoryAnswer,
  type HistorySource,
  type ImportEntry,
} from "@home-designer/core";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { companyHistory } from "../../db/schema.ts";
import { ofProject } from "../company-format/import-service.ts";

export const HISTORY_PER_PAGE = 50;

/** An entry of the history as the database holds it in an event's `entries`. */
type Entry = { kind: string; code: string; action: string; fields: string[] };

/** The same, of a jsonb entry `entry` in SQL. */
const entryOfProject = (project: string) =>
  sql`(entry->>'code' = ${project} or starts_with(entry->>'code', ${`${project}/`}))`;

/**
 * An event's entries as a page shows them: how many, and the first HISTORY_ENTRIES_SHOWN, cut in
 * the database, since a company's first import lists every thing it has.
 */
function shownEntries(project: string | undefined) {
  if (project === undefined)
    return {
      count: sql<number>`jsonb_array_length(${companyHistory.entries})`,
      shown: sql<
        Entry[]
      >`jsonb_path_query_array(${companyHistory.entries}, ${`$[0 to ${HISTORY_ENTRIES_SHOWN - 1}]`}::jsonpath)`,
    };
  const of = entryOfProject(project);
  return {
    count: sql<number>`(select count(*)::int from jsonb_array_elements(${companyHistory.entries}) as entry where ${of})`,
    shown: sql<
      Entry[]
    >`(select coalesce(jsonb_agg(entry), '[]'::jsonb) from (select entry from jsonb_array_elements(${companyHistory.entries}) as entry where ${of} limit ${HISTORY_ENTRIES_SHOWN}) as first)`,
  };
}

/** Only the events that touched a project, when one is named. */
const touching = (project: string | undefined): SQL | undefined =>
  project === undefined
    ? undefined
    : sql`exists (select 1 from jsonb_array_elements(${companyHistory.entries}) as entry where ${entryOfProject(project)})`;

export async function companyHistoryPage(
  ctx: AppContext,
  companyId: number,
  query: { project?: string; page: number },
): Promise<HistoryAnswer> {
  const where = and(eq(companyHistory.companyId, companyId), touching(query.project));
  const [total] = await ctx.db.select({ n: count() }).from(companyHistory).where(where);
  const { count: entryCount, shown } = shownEntries(query.project);
  const rows = await ctx.db
    .select({
      at: companyHistory.at,
      by: companyHistory.byEmail,
      source: companyHistory.source,
      entryCount,
      shown,
    })
    .from(companyHistory)
    .where(where)
    .orderBy(desc(companyHistory.at), desc(companyHistory.id))
    .limit(HISTORY_PER_PAGE)
    .offset((query.page - 1) * HISTORY_PER_PAGE);
  return {
    total: total?.n ?? 0,
    page: query.page,
    per_page: HISTORY_PER_PAGE,
    events: rows.map((row) => ({
      at: row.at.toISOString(),
      by: row.by,
      source: row.source as HistorySource,
      entry_count: Number(row.entryCount),
      entries: row.shown as ImportEntry[],
    })),
  };
}

/**
 * A cell of CSV: quoted, and a text a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a
 * tab or a return first) starts with an apostrophe, so that a code or an address never runs.
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** The whole history (or a project's) as CSV, one line per thing changed, newest first. */
export async function companyHistoryCsv(
  ctx: AppContext,
  companyId: number,
  project: string | undefined,
): Promise<string> {
  const rows = await ctx.db
    .select()
    .from(companyHistory)
    .where(and(eq(companyHistory.companyId, companyId), touching(project)))
    .orderBy(desc(companyHistory.at), desc(companyHistory.id));
  const lines = [["at", "by", "source", "kind", "code", "action", "fields"].map(csvCell).join(",")];
  for (const row of rows) {
    const entries = project === undefined ? row.entries : row.entries.filter(ofProject(project));
    for (const entry of entries)
      lines.push(
        [
          row.at.toISOString(),
          row.byEmail ?? "",
          row.source,
          entry.kind,
          entry.code,
          entry.action,
          entry.fields.join(" "),
        ]
          .map(csvCell)
          .join(","),
      );
  }
  return `${lines.join("\r\n")}\r\n`;
}
