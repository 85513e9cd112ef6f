/**
 * `npm run company-format:schema`: writes docs/company-format.schema.json, the JSON Schema of
 * company.json, from the zod schemas the server checks with (packages/core/src/company-format).
 * A core test fails when the committed file is not what this writes.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { companyFormatJsonSchemaText } from "../packages/core/src/company-format/json-schema-text.ts";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const target = path.join(root, "docs", "company-format.schema.json");
writeFileSync(target, companyFormatJsonSchemaText());
// Laid out as the repository's formatter would, so that `npm run lint` passes.
execFileSync(path.join(root, "node_modules", ".bin", "biome"), ["format", "--write", target]);
console.log(`Wrote ${path.relative(process.cwd(), target)}.`);
