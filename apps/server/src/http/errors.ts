import type { ApiError } from "@home-designer/core";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/** An answer other than success that a service decides on: 4xx with a message for people. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Headers the answer carries, e.g. Retry-After of a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = "Content not found.") => new HttpError(404, message);
export const forbidden = (message = "You are not allowed to do this.") =>
  new HttpError(403, message);
export const unauthenticated = (message = "Please log in.") => new HttpError(401, message);
export const unprocessable = (message: string, errors?: Record<string, string[]>) =>
  new HttpError(422, message, errors);
export const conflict = (message: string) => new HttpError(409, message);
/** A service we depend on (a social-login provider) failed: not the caller's fault, nor ours. */
export const providerUnavailable = (message: string) => new HttpError(502, message);
/** Throttled: every 429 says in Retry-After how many seconds to wait (its message says it too). */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { "retry-after": String(retryAfterSeconds) });

/**
 * One shape for every failure: `{ message, errors? }`. Bad input is 422 with the field named;
 * anything unexpected is logged and answered with a plain 500 that reveals nothing inside.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body";
      const list = errors[field] ?? [];
      list.push(issue.message ?? "is invalid");
      errors[field] = list;
    }
    const message = Object.entries(errors)
      .map(([field, messages]) => `${field} ${messages.join(", ")}`)
      .join("; ");
    return reply.status(422).send({
      message: `Invalid ${error.validationContext ?? "input"}: ${message}.`,
      errors,
    } satisfies ApiError);
  }
  if (error instanceof HttpError) {
    if (error.headers) reply.headers(error.headers);
    return reply.status(error.statusCode).send({
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    } satisfies ApiError);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // Fastify's own refusals: malformed JSON, unsupported media type, body too large, …
    return reply.status(status).send({ message: error.message } satisfies ApiError);
  }
  request.log.error({ err: error }, "request failed");
  return reply
    .status(500)
    .send({ message: "Something went wrong on our side. Please try again." } satisfies ApiError);
}
