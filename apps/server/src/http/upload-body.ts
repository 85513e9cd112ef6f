/**
 * What every upload route does with the request's body around reading it: refuse one that says it
 * is too large before reading any of it, and drop the rest after refusing part-way through.
 */
import type { FastifyRequest } from "fastify";
import { message } from "../i18n/messages.ts";
import { HttpError } from "./errors.ts";

const MB = 1024 * 1024;

/** 413 when the body's declared length is over `bytes`: nobody waits for a body to be refused. */
export function refuseLongerThan(request: FastifyRequest, bytes: number): void {
  if (Number(request.headers["content-length"]) > bytes) {
    throw new HttpError(413, message(request.locale, "uploadTooLarge", { megabytes: bytes / MB }));
  }
}

/**
 * After a refusal part-way through an upload, the rest of the body is read and dropped, so the
 * answer reaches the client and the connection stays usable; nothing of it is kept.
 */
export function discardRest(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}
