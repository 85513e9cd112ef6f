/**
 * What each import changed in the company (a published draft, an uploaded folder, a command), by
 * whom and when: written by the import in its own transaction (company-format/import-service.ts),
 * read here, never changed.
 */
import type { HistoryAnswer, HistoryEvent, HistorySource } from "@home-designer/core";
import { and, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { companyHistory } from "../../db/schema.ts";

export const HISTORY_PER_PAGE = 50;

/**
 * Only the events that touched a project: an entry's code is its path of codes, which begins
 * with the project's code (`hafen/floor/oak`), or is the project's code itself.
 */
function touching(project: string | undefined): SQL | undefined {
  if (project === undefined) return undefined;
  return sql`exists (select 1 from jsonb_array_elements(${companyHistory.entries}) as entry
    where entry->>'code' = ${project} or starts_with(entry->>'code', ${`${project}/`}))`;
}

type EventRow = typeof companyHistory.$inferSelect;

function present(row: EventRow, project: string | undefined): HistoryEvent {
  return {
    at: row.at.toISOString(),
    by: row.byEmail,
    source: row.source as HistorySource,
    entries:
      project === undefined
        ? row.entries
        : row.entries.filter((e) => e.code === project || e.code.startsWith(`${project}/`)),
  } as HistoryEvent;
}

export async function companyHistoryPage(
  ctx: AppContext,
  companyId: number,
  query: { project?: string; page: number },
): Promise<HistoryAnswer> {
  const where = and(eq(companyHistory.companyId, companyId), touching(query.project));
  const [total] = await ctx.db.select({ n: count() }).from(companyHistory).where(where);
  const rows = await ctx.db
    .select()
    .from(companyHistory)
    .where(where)
    .orderBy(desc(companyHistory.at), desc(companyHistory.id))
    .limit(HISTORY_PER_PAGE)
    .offset((query.page - 1) * HISTORY_PER_PAGE);
  return {
    total: total?.n ?? 0,
    page: query.page,
    per_page: HISTORY_PER_PAGE,
    events: rows.map((row) => present(row, query.project)),
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
    const event = present(row, project);
    for (const entry of event.entries)
      lines.push(
        [
          event.at,
          event.by ?? "",
          event.source,
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
