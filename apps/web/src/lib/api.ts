import {
  type ApiError,
  type HttpMethod,
  type JsonRouteKey,
  PREVIEW_HEADER,
  type RouteAnswer,
  type RouteInput,
} from "@home-designer/core";
import { i18n } from "../i18n/index.ts";
import { inPreview } from "./preview.ts";
import { usePrimaryStore } from "./store.ts";
import { toast } from "./toast.ts";

type QueryValue = string | number | boolean | null | undefined;

/**
 * What a call sends, typed by core's route map: its path parameters, query and body (JSON, or a
 * multipart form for file uploads, which the browser sends with its own boundary).
 */
export type CallOptions<K extends JsonRouteKey> = RouteInput<K, FormData> & {
  signal?: AbortSignal;
  /**
   * A token for this call instead of the stored one: an account that is not kept logged in yet
   * (checked right after login, or waiting for its e-mail to be confirmed), or a session being
   * ended. A 401 then concerns that token only, so it is left to the caller.
   */
  token?: string;
};

/** A call's body as the web app sends it. */
export type CallBody<K extends JsonRouteKey> = CallOptions<K>["body"];

/** The options may be left out of a call that needs none of them. */
type CallArguments<K extends JsonRouteKey> =
  Record<string, never> extends CallOptions<K>
    ? [options?: CallOptions<K>]
    : [options: CallOptions<K>];

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
    /**
     * The rest of the answer, where the call's error answer in core's route map has more (the
     * edits a draft's 409 names): read through that answer's type, as answers are.
     */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * A call of core's route map (`"POST /packages/:packageId/rename"`) as its method and address:
 * `/api` + its path with the `:name` parameters filled in + its query, leaving out empty query
 * values so optional filters stay optional.
 */
export function callTarget(
  key: string,
  params: Record<string, string | number> = {},
  query: Record<string, QueryValue> = {},
): [HttpMethod, string] {
  const [method, path = ""] = key.split(" ");
  const filled = path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ""),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    search.set(name, String(value));
  }
  const qs = search.toString();
  return [method as HttpMethod, `/api${filled}${qs ? `?${qs}` : ""}`];
}

/** The headers every call carries: JSON, the interface locale and the bearer token if any. */
export function apiHeaders(token: string | null, locale: string): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Content-Type": "application/json",
    Locale: locale,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (inPreview()) headers[PREVIEW_HEADER] = "draft";
  return headers;
}

async function readError(response: Response): Promise<ApiRequestError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // A proxy or a crash may answer HTML or nothing; the status text has to do then.
  }
  const error = body as (Partial<ApiError> & Record<string, unknown>) | null;
  if (typeof error?.message === "string") {
    const { message, errors, ...details } = error;
    return new ApiRequestError(response.status, message, errors ?? {}, true, details);
  }
  return new ApiRequestError(
    response.status,
    response.statusText || `HTTP ${response.status}`,
    {},
    false,
  );
}

/**
 * One call of the API by its entry in core's route map, with what it sends checked against the
 * map and its answer typed by it: `call("POST /packages/:packageId/rename", { params: { packageId
 * }, body: { name } })`. Answers are not re-checked here: the server's tests check every answer
 * against the map's schemas, and leaving zod out keeps the configurator's JavaScript small (only
 * the map's types reach the web app). A 401 from any call means the session is gone: the server's
 * message is shown as an error toast and the user is logged out, wherever the call was made.
 */
export async function call<K extends JsonRouteKey>(
  key: K,
  ...[options]: CallArguments<K>
): Promise<RouteAnswer<K>> {
  // The map's types checked the call's parts at compile time; here they are plain values.
  const { params, query, body, signal, token } = (options ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
    token?: string;
  };
  const [method, url] = callTarget(key, params, query);
  const explicit = token !== undefined;
  const headers = apiHeaders(token ?? usePrimaryStore.getState().token, i18n.language || "et");
  // A JSON content type announces a body: without one (logout, deletions) the server would
  // refuse the call as an empty JSON body. A form sets its own multipart type and boundary.
  const form = body instanceof FormData ? body : null;
  const sent = form ?? (body === undefined ? undefined : JSON.stringify(body));
  if (sent === undefined || form) delete headers["Content-Type"];
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: sent,
      signal,
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
  return (await response.json()) as RouteAnswer<K>;
}
