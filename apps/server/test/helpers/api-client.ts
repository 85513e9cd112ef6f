import {
  type ApiError,
  type ApiRoutes,
  apiErrorSchema,
  type FileAnswer,
  type RouteInput,
  type RouteKey,
  type RouteSpec,
  routes,
} from "@home-designer/core";
import { z } from "zod";
import { strictSchema } from "./strict-schema.ts";

/** How a test call reaches the server, besides what the route map types. */
export type Caller = {
  token?: string;
  headers?: Record<string, string>;
  /** The `Locale` header: the language the call asks for (its site must offer it). */
  locale?: string;
  /**
   * The company site the call comes from (its Origin), which decides the company of the call:
   * the server's default site (ALPHA_SITE) unless a test says otherwise; `null` sends no Origin.
   */
  site?: string | null;
  /**
   * The Host header to send instead of the server's address (`wohnen.example.test:3211`), as a
   * call to a company's host from an API client or behind a proxy arrives. Fetch does not let a
   * caller set it, so such a call goes through node:http.
   */
  host?: string;
  /**
   * The local address the call connects from (`127.0.0.2`), to play another machine: a proxy, or
   * a caller who is none. Also through node:http.
   */
  from?: string;
};

/** A call of the route map: its params, query and body as the map types them, and the caller. */
export type ApiOptions<K extends RouteKey> = RouteInput<K, FormData> & Caller;

/** A call's query, for helpers that build part of it. */
export type ApiQuery<K extends RouteKey> = NonNullable<ApiOptions<K>["query"]>;

/** The options may be left out of a call that needs none of them. */
export type ApiArguments<K extends RouteKey> =
  Record<string, never> extends RouteInput<K, FormData>
    ? [options?: ApiOptions<K>]
    : [options: ApiOptions<K>];

type Spec<K extends RouteKey> = ApiRoutes[K];

/** A successful answer: the map's JSON, a file's bytes, or where a redirect leads. */
export type ApiSuccess<K extends RouteKey> = Spec<K>["answer"] extends z.ZodType
  ? z.output<Spec<K>["answer"]>
  : Spec<K>["answer"] extends FileAnswer
    ? Buffer
    : string;

/** An error answer: the API's `{ message, errors? }`, or the call's own error answer. */
export type ApiFailure<K extends RouteKey> =
  Spec<K> extends {
    errorAnswer: infer S extends z.ZodType;
  }
    ? z.output<S>
    : ApiError;

/**
 * An answer of the API, already checked: a success against the map's answer made strict
 * (`strictSchema`), an error against the error shape. `answer` and `error` are typed; reading the
 * one the call did not get fails the test with the status and what came.
 */
export type ApiResult<K extends RouteKey> = {
  status: number;
  headers: Headers;
  readonly answer: ApiSuccess<K>;
  readonly error: ApiFailure<K>;
};

/** The method and address of a call: `/api`, the path with its params, the query. */
export function apiTarget(
  key: RouteKey,
  params: Record<string, unknown> = {},
  query: Record<string, unknown> = {},
): [method: string, target: string] {
  const space = key.indexOf(" ");
  const path = key
    .slice(space + 1)
    .replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? "")));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    // An optional value left out, as the web app leaves it out.
    if (value !== undefined && value !== null) search.set(name, String(value));
  }
  const qs = search.toString();
  return [key.slice(0, space), `/api${path}${qs ? `?${qs}` : ""}`];
}

/**
 * Reads an answer of `key` and checks it: a success status's answer against the map (JSON
 * strictly, a file by its content type), any other against the error shape. A check that fails
 * throws, failing the test at the call that got the wrong answer.
 */
export function readApiAnswer<K extends RouteKey>(
  key: K,
  status: number,
  headers: Headers,
  bytes: Buffer,
): ApiResult<K> {
  const spec: RouteSpec = routes[key];
  const seen = () => `${key} answered ${status}: ${bytes.toString("utf8").slice(0, 500)}`;
  const json = (): unknown => {
    if (!headers.get("content-type")?.includes("application/json")) {
      throw new Error(`${seen()} — not JSON`);
    }
    return JSON.parse(bytes.toString("utf8"));
  };
  const checked = (schema: z.ZodType, what: string): unknown => {
    const parsed = strictSchema(schema).safeParse(json());
    if (!parsed.success) {
      throw new Error(
        `${seen()} — not the ${what} the route map says:\n${z.prettifyError(parsed.error)}`,
      );
    }
    return parsed.data;
  };
  const { answer: shape } = spec;
  let success: { answer: unknown } | null = null;
  let failure: { error: unknown } | null = null;
  if (shape instanceof z.ZodType) {
    if (status === 200) success = { answer: checked(shape, "answer") };
  } else if ("contentType" in shape) {
    if (status === 200) {
      if (headers.get("content-type")?.split(";")[0] !== shape.contentType) {
        throw new Error(`${seen()} — not ${shape.contentType}`);
      }
      success = { answer: bytes };
    }
  } else if (status in shape.redirects) {
    success = { answer: headers.get("location") ?? "" };
  }
  if (!success) failure = { error: checked(spec.errorAnswer ?? apiErrorSchema, "error") };
  return {
    status,
    headers,
    get answer() {
      if (!success) throw new Error(`${seen()} — an error, not the answer`);
      return success.answer as ApiSuccess<K>;
    },
    get error() {
      if (!failure) throw new Error(`${key} answered ${status}: the answer, not an error`);
      return failure.error as ApiFailure<K>;
    },
  };
}
