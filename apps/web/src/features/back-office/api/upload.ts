import type { RouteAnswer } from "@home-designer/core";
import { i18n } from "../../../i18n/index.ts";
import { ApiRequestError, apiHeaders, callTarget } from "../../../lib/api.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { toast } from "../../../lib/toast.ts";

/** The calls that take the company folder as a .zip. */
export type CompanyUpload = "POST /admin/company/check" | "POST /admin/company/import";

/** The calls that take a file for the company's draft. */
export type DraftUpload = "POST /admin/draft/files" | "POST /admin/draft/favicons";

type UploadOptions = { onProgress: (sent: number) => void; signal?: AbortSignal };

/** Sends the company folder's .zip (form field `company`); see `uploadForm`. */
export function uploadCompany<K extends CompanyUpload>(
  key: K,
  file: File,
  options: UploadOptions & { dryRun?: boolean },
): Promise<RouteAnswer<K>> {
  const query: Record<string, number> =
    key === "POST /admin/company/import" ? { dry_run: options.dryRun ? 1 : 0 } : {};
  return uploadForm(key, "company", file, query, options);
}

/** Sends a file for the draft (form field `file`): a picture, a plan, the company's icon. */
export function uploadDraftFile<K extends DraftUpload>(
  key: K,
  file: File,
  options: UploadOptions,
): Promise<RouteAnswer<K>> {
  return uploadForm(key, "file", file, {}, options);
}

/**
 * Sends a file to a call of the route map as `call` would, but through XMLHttpRequest, whose
 * upload reports its progress (fetch does not): `onProgress` gets the part sent, 0 to 1.
 * Refusals are the API's errors with their places; a 401 ends the session as everywhere.
 */
function uploadForm<K extends CompanyUpload | DraftUpload>(
  key: K,
  field: string,
  file: File,
  query: Record<string, number>,
  options: UploadOptions,
): Promise<RouteAnswer<K>> {
  const [method, url] = callTarget(key, {}, query);
  const headers = apiHeaders(usePrimaryStore.getState().token, i18n.language || "et");
  // The browser writes the multipart type with its boundary.
  delete headers["Content-Type"];
  const form = new FormData();
  form.append(field, file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new ApiRequestError(0, i18n.t("common:errors.network"), {}, false));
    request.onabort = () => reject(new DOMException("The upload was stopped.", "AbortError"));
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        resolve(body as RouteAnswer<K>);
        return;
      }
      const error =
        typeof body?.message === "string"
          ? new ApiRequestError(request.status, body.message, errorsOf(body.errors))
          : new ApiRequestError(
              request.status,
              request.statusText || `HTTP ${request.status}`,
              {},
              false,
            );
      if (error.status === 401) {
        toast.error(error.message);
        error.reported = true;
        usePrimaryStore.getState().logout();
      }
      reject(error);
    };
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}

function parse(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    // A proxy's HTML page or nothing: the status text has to do.
    return null;
  }
}

function errorsOf(value: unknown): Record<string, string[]> {
  return typeof value === "object" && value !== null ? (value as Record<string, string[]>) : {};
}
