import { apiErrorSchema, CODE_PATTERN, MAX_ID } from "@home-designer/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWorld, type World } from "../helpers/fixtures.ts";
import {
  type Document,
  ID_PATTERN,
  operations,
  type Schema,
  sample,
} from "../helpers/openapi-document.ts";
import { databaseKinds, startTestServer, type TestServer } from "../helpers/test-server.ts";

/** What a field's name says is an id (`company` and `project` name ids in a few calls). */
const namedLikeId = (name: string) => /(^|_)id$|Id$|^(company|project)$/.test(name);
const isBodyId = (schema: Schema): boolean =>
  schema.type === "integer" || (schema.anyOf ?? []).some(isBodyId);

/** Ids that no integer column holds, or that are not whole numbers at all. */
const BAD_TEXT_IDS = [String(MAX_ID + 1), "-1", "1.5", "1e3", "9".repeat(40)];
const BAD_BODY_IDS: unknown[] = [MAX_ID + 1, -1, 1.5, "1e3", 1e300];

/** Every id field of a body, as its path (`selections.0.selection_id`) and schema. */
function bodyIds(schema: Schema, at: string[] = []): { at: string[]; schema: Schema }[] {
  if (isBodyId(schema)) return [{ at, schema }];
  if (schema.type === "array" && schema.items) return bodyIds(schema.items, [...at, "0"]);
  return Object.entries(schema.properties ?? {}).flatMap(([name, inner]) =>
    bodyIds(inner, [...at, name]),
  );
}

/** Every field whose name says it is an id, with its schema, wherever in a body it is. */
function bodyFieldsNamedLikeId(schema: Schema): { name: string; schema: Schema }[] {
  const inner = schema.items ? bodyFieldsNamedLikeId(schema.items) : [];
  return [
    ...inner,
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [
      ...(namedLikeId(name) ? [{ name, schema: property }] : []),
      ...bodyFieldsNamedLikeId(property),
    ]),
  ];
}

/** The body with `value` at the path, array elements made valid where the path needs one. */
function withValue(body: unknown, schema: Schema, at: string[], value: unknown): unknown {
  const [head, ...rest] = at;
  if (head === undefined) return value;
  if (schema.type === "array") {
    const items = schema.items ?? {};
    const list = [...((body as unknown[] | undefined) ?? [])];
    list[Number(head)] = withValue(list[Number(head)] ?? sample(items), items, rest, value);
    return list;
  }
  const object = { ...(body as Record<string, unknown>) };
  const property = schema.properties?.[head] ?? {};
  object[head] = withValue(object[head] ?? sample(property), property, rest, value);
  return object;
}

type Probe = {
  operation: string;
  method: string;
  field: string;
  value: unknown;
  path: string;
  body?: unknown;
};

/** For each operation and each id field in it, a request valid but for a bad value there. */
function probes(doc: Document): Probe[] {
  const list: Probe[] = [];
  for (const { template, method, operation } of operations(doc)) {
    if (!template.startsWith("/api/")) continue;
    const parameters = operation.parameters ?? [];
    const bodySchema = operation.requestBody?.content["application/json"]?.schema;
    const pathValues = Object.fromEntries(
      parameters.filter((p) => p.in === "path").map((p) => [p.name, String(sample(p.schema))]),
    );
    const queryValues = Object.fromEntries(
      parameters
        .filter((p) => p.in === "query" && p.required)
        .map((p) => [p.name, String(sample(p.schema))]),
    );
    const baseBody = bodySchema ? sample(bodySchema) : undefined;
    const url = (path: Record<string, string>, query: Record<string, string>) => {
      const filled = template.replace(/\{(\w+)\}/g, (_, name: string) =>
        encodeURIComponent(path[name] ?? ""),
      );
      const search = new URLSearchParams(query).toString();
      return search ? `${filled}?${search}` : filled;
    };
    const operationName = `${method.toUpperCase()} ${template}`;
    for (const p of parameters) {
      if (p.schema.pattern !== ID_PATTERN) continue;
      for (const value of BAD_TEXT_IDS) {
        list.push({
          operation: operationName,
          method,
          field: p.name,
          value,
          path:
            p.in === "path"
              ? url({ ...pathValues, [p.name]: value }, queryValues)
              : url(pathValues, { ...queryValues, [p.name]: value }),
          body: baseBody,
        });
      }
    }
    for (const { at } of bodySchema ? bodyIds(bodySchema) : []) {
      for (const value of BAD_BODY_IDS) {
        list.push({
          operation: operationName,
          method,
          field: at.join("."),
          value,
          path: url(pathValues, queryValues),
          body: withValue(baseBody, bodySchema ?? {}, at, value),
        });
      }
    }
  }
  return list;
}

describe.each(databaseKinds())("ids on %s", (kind) => {
  let server: TestServer;
  let w: World;
  let doc: Document;
  beforeAll(async () => {
    server = await startTestServer(kind, async (ctx) => {
      w = await buildWorld(ctx);
    });
    doc = (await server.raw("GET", "/api/docs/json")).body as Document;
  });
  afterAll(() => server?.close());

  it("refuses a login's company id beyond 2³¹−1 with 422 naming it, not a 500", async () => {
    const res = await server.api("POST /auth/login", {
      body: { email: "customer@example.test", password: "Secret123", company_id: MAX_ID + 1 },
      headers: { locale: "en" },
    });
    expect(res.status).toBe(422);
    expect(res.error.errors).toEqual({
      company_id: ["Company must be at most 2147483647."],
    });
  });

  it("bounds every field named like an id, in paths, queries and bodies, by its column", () => {
    const loose: string[] = [];
    for (const [template, operations] of Object.entries(doc.paths)) {
      if (!template.startsWith("/api/")) continue;
      for (const [method, operation] of Object.entries(operations)) {
        const where = `${method.toUpperCase()} ${template}`;
        for (const p of operation.parameters ?? []) {
          // A job's id is a UUID (pg-boss's), bounded by its format rather than by a column; the
          // back office names a project by its code in the company format, bounded by its pattern.
          const bounded =
            p.schema.pattern === ID_PATTERN ||
            p.schema.format === "uuid" ||
            p.schema.pattern === CODE_PATTERN.source;
          if (namedLikeId(p.name) && !bounded) loose.push(`${where} ${p.in} ${p.name}`);
        }
        const body = operation.requestBody?.content["application/json"]?.schema;
        for (const { name, schema } of body ? bodyFieldsNamedLikeId(body) : []) {
          // A project named by its code (the draft's preview) is bounded by the code's pattern; an
          // eID broker's OAuth `client_id` is the broker's text, bounded by its length.
          const byCode = schema.pattern === CODE_PATTERN.source;
          const oauthClient =
            name === "client_id" && schema.type === "string" && schema.maxLength !== undefined;
          if (!isBodyId(schema) && !byCode && !oauthClient) loose.push(`${where} body ${name}`);
        }
        for (const { at, schema } of body ? bodyIds(body) : []) {
          const integer = schema.type === "integer" ? schema : schema.anyOf?.[0];
          // A count kept in an integer column (the draft's version) starts at 0.
          const least = at.at(-1) === "version" ? 0 : 1;
          if (integer?.minimum !== least || integer.maximum !== MAX_ID)
            loose.push(`${where} body ${at.join(".")}`);
        }
      }
    }
    expect(loose).toEqual([]);
  });

  it.each([
    ["a guest", undefined],
    ["a customer", "customer"],
  ])(
    "answers %s 422 naming the field for every bad id of every operation, never a 5xx",
    async (_who, person) => {
      const token = person ? w.token(person) : undefined;
      const all = probes(doc);
      // The walk reached the calls of every area, ids in paths, queries and bodies.
      expect(new Set(all.map((p) => p.operation)).size).toBeGreaterThanOrEqual(30);
      expect(all.some((p) => p.field === "selections.0.selection_id")).toBe(true);
      const wrong: string[] = [];
      for (const probe of all) {
        const res = await server.raw(probe.method.toUpperCase(), probe.path, {
          token,
          body: probe.body,
        });
        const errors = apiErrorSchema.safeParse(res.body).data?.errors ?? {};
        if (res.status !== 422 || !errors[probe.field]) {
          wrong.push(
            `${probe.operation} ${probe.field}=${JSON.stringify(probe.value)}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
          );
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
