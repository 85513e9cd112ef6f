import type { ApiError, IssueFacts } from "@home-designer/core";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { type Localized, localized, message, type ServerLocale, say } from "../i18n/messages.ts";
import { validationAnswer, validationIssues } from "./validation.ts";

/**
 * Each field's or place's messages. Where the places themselves are words (a workbook's sheet,
 * row and column), a function of the reader's language gives them.
 */
export type FieldErrors =
  | Record<string, Localized[]>
  | ((locale: ServerLocale) => Record<string, Localized[]>);

/**
 * An answer other than success that a service decides on: 4xx with a message for people, by its
 * key. The error handler writes it in the request's language, so no service needs to know it.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: Localized,
    readonly errors?: FieldErrors,
    /** Headers the answer carries, e.g. Retry-After of a 429. */
    readonly headers?: Record<string, string>,
    /**
     * What the answer says besides `message` and `errors`, as the call's `errorAnswer` in core's
     * route map has it: in no language (codes, addresses, moments), or of the reader's language
     * (the names in a place of company.json in words).
     */
    readonly details?:
      | Record<string, unknown>
      | ((locale: ServerLocale) => Record<string, unknown>),
  ) {
    super(say("en", text));
  }
}

/**
 * Input a service refuses as the route's schema would have, had it known (a field that only some
 * calls need): answered as the schema's refusals are, 422 with each field's sentence.
 */
export class InputRefusedError extends Error {
  constructor(readonly issues: IssueFacts[]) {
    super(`Input refused at ${issues.map((issue) => issue.path.join(".")).join(", ")}`);
  }
}

export const notFound = (text = localized("contentNotFound")) => new HttpError(404, text);
export const forbidden = (text = localized("notAllowed")) => new HttpError(403, text);
export const unauthenticated = (text = localized("loginNeeded")) => new HttpError(401, text);
/** Bad input: the message, and each field's own (often the same message, said at the field). */
export const unprocessable = (text: Localized, errors?: FieldErrors) =>
  new HttpError(422, text, errors);
/** In conflict with the data as it is now; `details` say how, where the call's answer has them. */
export const conflict = (text: Localized, details?: Record<string, unknown>) =>
  new HttpError(409, text, undefined, undefined, details);
/** A service we depend on (a social-login provider) failed: not the caller's fault, nor ours. */
export const providerUnavailable = (text: Localized) => new HttpError(502, text);
/** Throttled: every 429 says in Retry-After how many seconds to wait (its message says it too). */
export const tooManyRequests = (text: Localized, retryAfterSeconds: number) =>
  new HttpError(429, text, undefined, { "retry-after": String(retryAfterSeconds) });

/** Busy for now (every PDF render slot and queue place taken): Retry-After says when to come back. */
export const serviceBusy = (text: Localized, retryAfterSeconds: number) =>
  new HttpError(503, text, undefined, { "retry-after": String(retryAfterSeconds) });

/**
 * One shape for every failure: `{ message, errors? }`, in the request's locale, with a call's own
 * `details` (the edits a draft's 409 names). Bad input is 422 with each field named in words;
 * anything unexpected is logged and answered with a plain 500 that reveals nothing inside.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale;
  const issues = error instanceof InputRefusedError ? error.issues : validationIssues(error);
  if (issues) {
    return reply.status(422).send(validationAnswer(issues, locale) satisfies ApiError);
  }
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    const byField = typeof error.errors === "function" ? error.errors(locale) : error.errors;
    const errors = byField
      ? Object.fromEntries(
          Object.entries(byField).map(([f, list]) => [f, list.map((t) => say(locale, t))]),
        )
      : undefined;
    const details = typeof error.details === "function" ? error.details(locale) : error.details;
    return reply.status(error.statusCode).send({
      ...details,
      message: say(locale, error.text),
      ...(errors ? { errors } : {}),
    } satisfies ApiError);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own refusals (malformed JSON, an unsupported media type, a body too large):
    // their English texts are for developers, so people get ours.
    const key = status === 413 ? "bodyTooLarge" : status === 404 ? "contentNotFound" : "badRequest";
    return reply.status(status).send({ message: message(locale, key) } satisfies ApiError);
  }
  request.log.error({ err: error }, "request failed");
  request.server.ctx.errors?.report(error, {
    request_id: request.id,
    route: request.routeOptions.url,
  });
  return reply.status(500).send({ message: message(locale, "serverError") } satisfies ApiError);
}
