import type { DraftOperation, RouteBody, StaffMember } from "@home-designer/core";
import { ApiRequestError, call } from "../../../lib/api.ts";
import { downloadFromApi } from "../../../lib/download.ts";

/** The back office's calls (core's route map, `… /admin/…`). */

/** Materials a page of the catalogue shows. */
export const MATERIALS_PER_PAGE = 50;
/** Apartments a page of the buyers' list shows. */
export const APARTMENTS_PER_PAGE = 50;

export function fetchOverview(signal?: AbortSignal) {
  return call("GET /admin/overview", { signal });
}

export function fetchDraft(signal?: AbortSignal) {
  return call("GET /admin/draft", { signal });
}

export function fetchMaterials(
  query: { q: string; category: string; page: number },
  signal?: AbortSignal,
) {
  return call("GET /admin/draft/materials", {
    query: {
      q: query.q || undefined,
      category: query.category || undefined,
      page: query.page,
      per_page: MATERIALS_PER_PAGE,
    },
    signal,
  });
}

/** The value at a JSON pointer of the draft's company.json, with the draft's version. */
export function fetchPart(path: string, signal?: AbortSignal) {
  return call("GET /admin/draft/part", { query: { path }, signal });
}

/**
 * The draft's staff with the draft's version; `staff` is null when company.json has no `staff`
 * (the part is not found), so that the first person is added with the list itself.
 */
export async function fetchStaff(signal?: AbortSignal) {
  try {
    const part = await fetchPart("/staff", signal);
    return { version: part.version, staff: part.value as StaffMember[] | null };
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 404)) throw error;
    const draft = await fetchDraft(signal);
    return { version: draft.version, staff: null };
  }
}

export function fetchApartments(
  query: { project: string; q: string; page: number },
  signal?: AbortSignal,
) {
  return call("GET /admin/draft/apartments", {
    query: {
      project: query.project || undefined,
      q: query.q || undefined,
      page: query.page,
      per_page: APARTMENTS_PER_PAGE,
    },
    signal,
  });
}

/** What each package of a project of the draft costs per layout, as the configurator adds it up. */
export function fetchPackagePrices(project: string, signal?: AbortSignal) {
  return call("GET /admin/draft/package-prices", { query: { project }, signal });
}

/** Mails each address its invitation: staff and buyers of the published company only. */
/** A published apartment's buyers, bound at once (docs/decisions/050). */
export function bindBuyers(apartmentId: number, emails: string[]) {
  return call("PUT /apartments/:apartmentId/buyers", {
    params: { apartmentId },
    body: { emails },
  });
}

export function invite(emails: string[]) {
  return call("POST /admin/invitations", { body: { emails } });
}

/** An edit of the draft made on `version`: a 409 when the draft has moved on since. */
export function editDraft(version: number, operations: DraftOperation[]) {
  return call("PATCH /admin/draft", { body: { version, operations } });
}

export function publishDraft(version: number) {
  return call("POST /admin/draft/publish", { body: { version } });
}

/** Makes the preview of the draft (of a project's first layout, else the company's): where to open it. */
export function previewDraft(project?: string) {
  return call("POST /admin/draft/preview", { body: { project } });
}

export function discardDraft() {
  return call("DELETE /admin/draft");
}

export function fetchHistory(query: { project: string; page: number }, signal?: AbortSignal) {
  return call("GET /admin/history", {
    query: { project: query.project || undefined, page: query.page },
    signal,
  });
}

export function downloadHistory(project: string) {
  return downloadFromApi("GET /admin/history/export", undefined, {
    accept: "text/csv",
    fallbackName: "history.csv",
    query: { project: project || undefined },
  });
}

/** The company folder as a .zip; with the workbook, its catalogue and packages in company.xlsx. */
export function downloadCompany(workbook: boolean) {
  return downloadFromApi("GET /admin/company/export", undefined, {
    accept: "application/zip",
    fallbackName: "company.zip",
    query: { workbook: workbook ? "1" : "0" },
  });
}

/** A project's export of its confirmed choices or of what to order (docs/api.md, "Exports"). */
export type ExportFile = "choices.csv" | "choices.xlsx" | "orders.csv" | "orders.xlsx";
export type ExportFilters = { building: string; from: string; to: string };

export function downloadExport(project: string, file: ExportFile, filters: ExportFilters) {
  return downloadFromApi(`GET /admin/projects/:project/exports/${file}`, undefined, {
    accept: file.endsWith(".csv")
      ? "text/csv"
      : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    fallbackName: `${project}-${file}`,
    params: { project },
    query: {
      building: filters.building || undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
    },
  });
}

export function fetchPopularChoices(project: string, signal?: AbortSignal) {
  return call("GET /admin/popular-choices", { query: { project }, signal });
}

export function fetchWebhook(signal?: AbortSignal) {
  return call("GET /admin/webhook", { signal });
}

export function saveWebhook(url: string) {
  return call("PUT /admin/webhook", { body: { url } });
}

export function removeWebhook() {
  return call("DELETE /admin/webhook");
}

export function rotateWebhookSecret() {
  return call("POST /admin/webhook/secret");
}

export function fetchWebhookDeliveries(page: number, signal?: AbortSignal) {
  return call("GET /admin/webhook/deliveries", { query: { page }, signal });
}

export function fetchSigning(signal?: AbortSignal) {
  return call("GET /admin/signing", { signal });
}

export function saveSigning(body: RouteBody<"PUT /admin/signing">) {
  return call("PUT /admin/signing", { body });
}

export function removeSigning() {
  return call("DELETE /admin/signing");
}
