import type { FileRouteKey, RouteInput } from "@home-designer/core";
import { i18n } from "../i18n/index.ts";
import { ApiRequestError, apiHeaders, callTarget } from "./api.ts";
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

/** A refusal for load (503) that says in Retry-After when to ask again. */
export class BusyError extends ApiRequestError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message);
  }
}

/** How often a download refused as busy is asked for again by itself, and the longest wait. */
const BUSY_RETRIES = 2;
const BUSY_WAIT_LIMIT_S = 30;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a call that answers a file sends: its JSON body (core's route map). */
type FileBody<K extends FileRouteKey> = RouteInput<K, never>["body"];
/** Its query, such as a filter of what the file holds. */
type FileQuery<K extends FileRouteKey> = RouteInput<K, never>["query"];

/**
 * Calls an API call that answers a file, and saves the file under the name the server gives.
 * Refusals come back as the API's JSON errors; a 401 ends the session as on every other call. A
 * server busy making other files (503 with Retry-After) is asked again after the time it names,
 * twice at most; the caller's busy state stays on meanwhile.
 */
export async function downloadFromApi<K extends FileRouteKey>(
  key: K,
  body: FileBody<K>,
  options: {
    accept: string;
    fallbackName: string;
    query?: FileQuery<K>;
    /** The path's parts, such as a project's code. */
    params?: Record<string, string>;
    wait?: (ms: number) => Promise<void>;
  },
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await downloadOnce(key, body, options);
    } catch (error) {
      const busy = error instanceof BusyError && error.retryAfterSeconds <= BUSY_WAIT_LIMIT_S;
      if (!busy || attempt >= BUSY_RETRIES) throw error;
      await (options.wait ?? pause)(error.retryAfterSeconds * 1000);
    }
  }
}

async function downloadOnce(
  key: FileRouteKey,
  body: unknown,
  options: {
    accept: string;
    fallbackName: string;
    query?: Record<string, unknown>;
    params?: Record<string, string>;
  },
): Promise<string> {
  const { token } = usePrimaryStore.getState();
  const headers = { ...apiHeaders(token, i18n.language || "et"), Accept: options.accept };
  const [method, url] = callTarget(
    key,
    options.params ?? {},
    options.query as Record<string, string | number | null | undefined>,
  );
  let response: Response;
  try {
    response = await fetch(url, {
      method,
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
    const retryAfter = Number(response.headers.get("retry-after"));
    if (response.status === 503 && Number.isInteger(retryAfter) && retryAfter >= 0) {
      throw new BusyError(message, retryAfter);
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
