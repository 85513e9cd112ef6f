/**
 * `npm run company-format:schema`: writes docs/company-format.schema.json, the JSON Schema of
 * company.json, from the zod schemas the server checks with (packages/core/src/company-format).
 * A core test fails when the committed file is not what this writes.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { companyFormatJsonSchemaText } from "../packages/core/src/company-format/json-schema-text.ts";

const target = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "..",
  "docs",
  "company-format.schema.json",
);
writeFileSync(target, companyFormatJsonSchemaText());
console.log(`Wrote ${path.relative(process.cwd(), target)}.`);
