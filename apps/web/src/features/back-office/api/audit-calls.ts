import { call } from "../../../lib/api.ts";
import { downloadFromApi } from "../../../lib/download.ts";

/** The calls of a project's audit trail (core's route map, `… /admin/projects/:project/audit…`). */

/** What the trail's screen shows: a project's events, of one layout if chosen, a page of them. */
export type AuditQuery = { project: string; layout: number | null; page: number };

/** The trail as a file: the same events as the screen, every page of them. */
export type AuditFile = "csv" | "xlsx";

const ACCEPT: Record<AuditFile, string> = {
  csv: "text/csv",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export function fetchAudit(query: AuditQuery, signal?: AbortSignal) {
  return call("GET /admin/projects/:project/audit", {
    params: { project: query.project },
    query: { layout: query.layout === null ? undefined : String(query.layout), page: query.page },
    signal,
  });
}

export function downloadAudit(query: Pick<AuditQuery, "project" | "layout">, file: AuditFile) {
  const layout = query.layout === null ? "" : `-${query.layout}`;
  return downloadFromApi(`GET /admin/projects/:project/audit.${file}`, undefined, {
    accept: ACCEPT[file],
    fallbackName: `${query.project}${layout}-audit.${file}`,
    params: { project: query.project },
    query: { layout: query.layout === null ? undefined : String(query.layout) },
  });
}
