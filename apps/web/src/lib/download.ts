import { i18n } from "../i18n/index.ts";
import { ApiRequestError, apiHeaders, buildApiUrl } from "./api.ts";
import { usePrimaryStore } from "./store.ts";
import { toast } from "./toast.ts";

/**
 * The file name a Content-Disposition header gives: the UTF-8 `filename*` form first (names hold
 * õ, ä, ö, ü), then the plain `filename`, else the fallback. Folder parts are never kept.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  let name: string | null = null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      name = decodeURIComponent(extended[1].trim());
    } catch {
      name = null;
    }
  }
  if (!name) {
    const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
    name = (plain?.[2] ?? plain?.[1] ?? "").trim() || null;
  }
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base || fallback;
}

/**
 * Posts to an API call that answers a file, and saves the file under the name the server gives.
 * Refusals come back as the API's JSON errors; a 401 ends the session as on every other call.
 */
export async function downloadFromApi(
  path: string,
  body: unknown,
  options: { accept: string; fallbackName: string },
): Promise<string> {
  const { token } = usePrimaryStore.getState();
  const headers = { ...apiHeaders(token, i18n.language || "et"), Accept: options.accept };
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path), {
      method: "POST",
      headers,
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, i18n.t("common:errors.network"));
  }
  if (!response.ok) {
    let message = response.statusText || `HTTP ${response.status}`;
    try {
      const answer: unknown = await response.json();
      if (typeof answer === "object" && answer !== null && "message" in answer) {
        message = String(answer.message);
      }
    } catch {
      // Not JSON: the status text has to do.
    }
    const error = new ApiRequestError(response.status, message);
    if (response.status === 401) {
      toast.error(message);
      error.reported = true;
      usePrimaryStore.getState().logout();
    }
    throw error;
  }
  const fileName = fileNameFromDisposition(
    response.headers.get("content-disposition"),
    options.fallbackName,
  );
  saveFile(await response.blob(), fileName);
  return fileName;
}

/** Hands a file to the browser's downloads. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL by now; freeing it later keeps slow browsers safe.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
