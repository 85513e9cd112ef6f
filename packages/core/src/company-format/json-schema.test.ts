import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { companyFormatJsonSchemaText } from "./json-schema-text.ts";

const committed = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../../docs/company-format.schema.json",
);

describe("docs/company-format.schema.json", () => {
  it("is what the zod schemas generate (npm run company-format:schema writes it)", () => {
    // Compared as JSON: the committed file is laid out by the formatter.
    expect(JSON.parse(readFileSync(committed, "utf8"))).toEqual(
      JSON.parse(companyFormatJsonSchemaText()),
    );
  });
});
