/**
 * The API's OpenAPI document (`/api/docs/json`) as the tests read it: the parts of JSON Schema
 * that our zod schemas produce, and valid sample values, so that a test can make a request to
 * every operation the document lists.
 */

import { CODE_PATTERN } from "@home-designer/core";

export type Schema = {
  type?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
};
export type Parameter = { in: string; name: string; required?: boolean; schema: Schema };
export type Response = { description: string; content?: Record<string, { schema: Schema }> };
export type Operation = {
  operationId?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, Response>;
};
export type Document = { paths: Record<string, Record<string, Operation>> };

/** The pattern of `idParam`: an id in a path or query string. */
export const ID_PATTERN = "^[1-9][0-9]{0,9}$";

/** Samples for the few other patterns of the API, so that a request is valid but for one field. */
const PATTERN_SAMPLES: Record<string, string> = {
  [ID_PATTERN]: "1",
  "^[0-9a-f]{64}$": "a".repeat(64),
  "^\\d{1,13}$": "1",
  // A social login's browser key: 32 bytes, base64url.
  "^[A-Za-z0-9_-]{43}$": "A".repeat(43),
  // A code of the company format (a project's, in the back office's lists).
  [CODE_PATTERN.source]: "harbour-view",
  // A JSON pointer into company.json (a part of the back office's draft).
  "^(\\/[^/]*)*$": "/name",
  // A UUID (a failed job's id), as zod writes its pattern.
  "^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$":
    "00000000-0000-4000-8000-000000000000",
};

/**
 * A valid value of the schema, as small as it gets; `named` gives the value of a field of that
 * name wherever it is (real ids, say), instead of a sample.
 */
export function sample(schema: Schema, named: Record<string, unknown> = {}): unknown {
  const first = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (first) return sample(first, named);
  if (schema.enum) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  switch (schema.type) {
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 1);
    case "boolean":
      return true;
    case "array":
      return schema.minItems && schema.items ? [sample(schema.items, named)] : [];
    case "object":
      return Object.fromEntries(
        (schema.required ?? []).map((name) => [
          name,
          name in named ? named[name] : sample(schema.properties?.[name] ?? {}, named),
        ]),
      );
    case "string": {
      if (schema.format === "email") return "a@b.ee";
      if (schema.format === "uri") return "https://alpha.test/x";
      if (schema.pattern) {
        const text = PATTERN_SAMPLES[schema.pattern];
        if (text === undefined) throw new Error(`no sample for the pattern ${schema.pattern}`);
        return text;
      }
      return "x".repeat(Math.max(3, schema.minLength ?? 0));
    }
    default:
      // A schema of any value (a JSON Patch operation's `value`).
      if (Object.keys(schema).length === 0) return null;
      throw new Error(`no sample for ${JSON.stringify(schema)}`);
  }
}

/** Every operation of the document, as method, path template and the operation. */
export function operations(
  doc: Document,
): { method: string; template: string; operation: Operation }[] {
  return Object.entries(doc.paths).flatMap(([template, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method, template, operation })),
  );
}
