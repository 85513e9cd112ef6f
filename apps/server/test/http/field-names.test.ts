import { CONTENT_LOCALES, FIELD_NAMES, fieldKey } from "@home-designer/core";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loadConfig } from "../../src/config.ts";
import type { AppContext } from "../../src/context.ts";
import { apiRoutes } from "../../src/routes.ts";

type JsonSchema = {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

/** Every field path a JSON schema describes, list positions as `*` (as FIELD_NAMES keys them). */
function fieldPaths(schema: JsonSchema, path: (string | number)[] = []): string[] {
  const found: string[] = [];
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...fieldPaths(part, path));
  }
  for (const item of [schema.items ?? []].flat()) {
    found.push(fieldKey([...path, 0]), ...fieldPaths(item, [...path, 0]));
  }
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    found.push(fieldKey([...path, name]), ...fieldPaths(property, [...path, name]));
  }
  return found;
}

/** The schemas of the body, query and path of every API route, as the routes register them. */
async function requestSchemas(): Promise<{ route: string; schema: z.ZodType }[]> {
  const app = Fastify();
  // Registering reads the settings only; no request is made, so nothing else of the context
  // (database, storage, mail) is touched, and a context of settings alone stands in for it.
  const settingsOnly: Pick<AppContext, "config"> = {
    config: loadConfig({ NODE_ENV: "test", DATA_DIR: "/nowhere" }),
  };
  app.decorate("ctx", settingsOnly as AppContext);
  app.setValidatorCompiler(() => () => ({ value: undefined }));
  app.setSerializerCompiler(() => JSON.stringify);
  const found: { route: string; schema: z.ZodType }[] = [];
  app.addHook("onRoute", (route) => {
    const schema = route.schema as Record<string, unknown> | undefined;
    for (const part of ["body", "querystring", "params"]) {
      const value = schema?.[part];
      if (value instanceof z.ZodType) {
        found.push({ route: `${route.method} ${route.url} ${part}`, schema: value });
      }
    }
  });
  await app.register(apiRoutes, { prefix: "/api" });
  await app.ready();
  await app.close();
  return found;
}

describe("field names in validation messages", () => {
  it("has a name in every language for every field the API validates", async () => {
    const schemas = await requestSchemas();
    expect(schemas.length).toBeGreaterThan(30);
    const missing: string[] = [];
    for (const { route, schema } of schemas) {
      const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
      for (const path of fieldPaths(json)) {
        for (const locale of CONTENT_LOCALES) {
          if (!FIELD_NAMES[path]?.[locale]) missing.push(`${route}: ${path} (${locale})`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("notices a field without a name", () => {
    const json = z.toJSONSchema(z.object({ new_field: z.string() }), { io: "input" });
    const paths = fieldPaths(json as JsonSchema);
    expect(paths).toEqual(["new_field"]);
    expect(FIELD_NAMES.new_field).toBeUndefined();
  });
});
