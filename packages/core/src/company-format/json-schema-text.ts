import { companyFormatJsonSchema } from "./schema.ts";

/** The text of docs/company-format.schema.json: the JSON Schema, two-space indented. */
export function companyFormatJsonSchemaText(): string {
  const schema = {
    ...companyFormatJsonSchema(),
    $id: "https://home-designer.example/schemas/company-format.schema.json",
  };
  return `${JSON.stringify(schema, null, 2)}\n`;
}
