import type { ApiError } from "@home-designer/core";
import { i18n } from "../i18n/index.ts";
import { usePrimaryStore } from "./store.ts";
import { toast } from "./toast.ts";

export type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  method?: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  query?: Record<string, QueryValue>;
  /** JSON, or a multipart form (file uploads), which the browser sends with its own boundary. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * A token for this call instead of the stored one: an account that is not kept logged in yet
   * (checked right after login, or waiting for its e-mail to be confirmed), or a session being
   * ended. A 401 then concerns that token only, so it is left to the caller.
   */
  token?: string;
};

/** A failed call, carrying the server's `{ message, errors? }`; status 0 means no answer came. */
export class ApiRequestError extends Error {
  /** The person has been told already (a 401 ends the session with the server's message). */
  reported = false;

  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string[]> = {},
    /** The message is the server's own, rather than a status text or a network failure's. */
    readonly fromServer = true,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/** `/api` + path + query, leaving out empty query values so optional filters stay optional. */
export function buildApiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return `/api${path.startsWith("/") ? path : `/${path}`}${qs ? `?${qs}` : ""}`;
}

/** The headers every call carries: JSON, the interface locale and the bearer token if any. */
export function apiHeaders(token: string | null, locale: string): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Content-Type": "application/json",
    Locale: locale,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

async function readError(response: Response): Promise<ApiRequestError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy or a crash may answer HTML or nothing; the status text has to do then.
  }
  if (isApiError(body))
    return new ApiRequestError(response.status, body.message, body.errors ?? {});
  return new ApiRequestError(
    response.status,
    response.statusText || `HTTP ${response.status}`,
    {},
    false,
  );
}

function isApiError(body: unknown): body is ApiError {
  return (
    typeof body === "object" && body !== null && typeof (body as ApiError).message === "string"
  );
}

/**
 * One API call, answering the type the core schemas give the call. Answers are not re-checked
 * here: the server's tests check every answer against those schemas, and leaving zod out keeps
 * the configurator's JavaScript small. A 401 from any call means the session is gone: the server's message is shown as
 * an error toast and the user is logged out, wherever the call was made.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const explicit = options.token !== undefined;
  const token = options.token ?? usePrimaryStore.getState().token;
  const headers = apiHeaders(token, i18n.language || "et");
  // A JSON content type announces a body: without one (logout, deletions) the server would
  // refuse the call as an empty JSON body. A form sets its own multipart type and boundary.
  const form = options.body instanceof FormData ? options.body : null;
  const body = form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body === undefined || form) delete headers["Content-Type"];
  let response: Response;
  try {
    response = await fetch(buildApiUrl(path, options.query), {
      method: options.method ?? "GET",
      headers,
      body,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiRequestError(0, i18n.t("common:errors.network"), {}, false);
  }
  if (!response.ok) {
    const error = await readError(response);
    if (error.status === 401 && !explicit) {
      toast.error(error.message);
      error.reported = true;
      usePrimaryStore.getState().logout();
    }
    throw error;
  }
  return (response.status === 204 ? null : await response.json()) as T;
}
