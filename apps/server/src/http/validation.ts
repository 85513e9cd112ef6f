import { type IssueFacts, issueMessage } from "@home-designer/core";
import type { FastifySchemaCompiler } from "fastify";
import type { z } from "zod";
import type { ServerLocale } from "../i18n/messages.ts";

const ISSUE = Symbol("zod issue");

/** One refused value as Fastify carries it to the error handler, with zod's issue kept whole. */
type ValidationEntry = { instancePath: string; message: string; [ISSUE]: IssueFacts };

/**
 * Parses a route's body, query or path with its core schema. Issues keep the value they refused
 * (`reportInput`): "missing" and "wrong" are different sentences, and only the value tells them
 * apart. The value goes no further than the error handler's choice of sentence.
 *
 * Input that passes is parsed once, without `reportInput`: with it, zod 4's parse of a path's id
 * took 2.2 µs instead of 0.2 (every read has two or three such parses, docs/benchmarks.md "Where
 * a read's server time goes"). Refused input is parsed again for its issues with their values.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const { error } = schema.safeParse(data, { reportInput: true });
    const entries: ValidationEntry[] = (error ?? result.error).issues.map((issue) => ({
      instancePath: `/${issue.path.join("/")}`,
      message: issue.message,
      [ISSUE]: issue as IssueFacts,
    }));
    return { error: entries as never };
  };

function isEntry(value: unknown): value is ValidationEntry {
  return typeof value === "object" && value !== null && ISSUE in value;
}

/** The refusals of a request that failed validation; null for any other error. */
export function validationIssues(error: { validation?: unknown }): IssueFacts[] | null {
  const list = error.validation;
  if (!Array.isArray(list) || list.length === 0 || !list.every(isEntry)) return null;
  return list.map((entry) => entry[ISSUE]);
}

/**
 * The 422 answer: each field by its path with sentences in the locale naming it in words, and
 * all of them together as the message.
 */
export function validationAnswer(issues: IssueFacts[], locale: ServerLocale) {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    // A value that is not an object at all has no field: the body, query or path is the field.
    const field = issue.path.map(String).join(".") || "body";
    const text = issueMessage(issue, locale);
    const list = errors[field] ?? [];
    if (!list.includes(text)) list.push(text);
    errors[field] = list;
  }
  return { message: [...new Set(Object.values(errors).flat())].join(" "), errors };
}
