import type { ApiError } from "@home-designer/core";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { type Localized, localized, message } from "../i18n/messages.ts";
import { validationAnswer, validationIssues } from "./validation.ts";

/**
 * A message for people: written already in the request's locale, or written when the answer goes
 * out, for code that does not know the request (a service finding no row).
 */
export type Text = string | Localized;

/** An answer other than success that a service decides on: 4xx with a message for people. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly text: Text,
    readonly errors?: Record<string, Text[]>,
    /** Headers the answer carries, e.g. Retry-After of a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(typeof text === "string" ? text : text("en"));
  }
}

export const notFound = (text: Text = localized("contentNotFound")) => new HttpError(404, text);
export const forbidden = (text: Text = localized("notAllowed")) => new HttpError(403, text);
export const unauthenticated = (text: Text = localized("loginNeeded")) => new HttpError(401, text);
export const unprocessable = (text: Text, errors?: Record<string, Text[]>) =>
  new HttpError(422, text, errors);
export const conflict = (text: Text) => new HttpError(409, text);
/** A service we depend on (a social-login provider) failed: not the caller's fault, nor ours. */
export const providerUnavailable = (text: Text) => new HttpError(502, text);
/** Throttled: every 429 says in Retry-After how many seconds to wait (its message says it too). */
export const tooManyRequests = (text: Text, retryAfterSeconds: number) =>
  new HttpError(429, text, undefined, { "retry-after": String(retryAfterSeconds) });

/** Busy for now (every PDF render slot and queue place taken): Retry-After says when to come back. */
export const serviceBusy = (text: Text, retryAfterSeconds: number) =>
  new HttpError(503, text, undefined, { "retry-after": String(retryAfterSeconds) });

/**
 * One shape for every failure: `{ message, errors? }`, in the request's locale. Bad input is 422
 * with each field named in words; anything unexpected is logged and answered with a plain 500
 * that reveals nothing inside.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const locale = request.locale;
  const say = (text: Text) => (typeof text === "string" ? text : text(locale));
  const issues = validationIssues(error);
  if (issues) {
    return reply.status(422).send(validationAnswer(issues, locale) satisfies ApiError);
  }
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    const errors = error.errors
      ? Object.fromEntries(Object.entries(error.errors).map(([f, list]) => [f, list.map(say)]))
      : undefined;
    return reply.status(error.statusCode).send({
      message: say(error.text),
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
