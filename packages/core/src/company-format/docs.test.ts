import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkCompany } from "./check.ts";
import { checkRules } from "./rules.ts";
import { FORMAT_LIMITS } from "./schema.ts";
import { SMALL_COMPANY_FILES, smallCompany } from "./test-company.ts";

const docs = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../../docs/company-format.md"),
  "utf8",
);
const section = (title: string) => {
  const start = docs.indexOf(`## ${title}`);
  return docs.slice(start, docs.indexOf("\n## ", start + 1));
};

describe("docs/company-format.md's small example", () => {
  const example = section("A small example");

  it("is the company the format's tests check, with the files its folder holds", () => {
    const json = /```json\n([\s\S]*?)\n```/.exec(example)?.[1] ?? "";
    expect(JSON.parse(json)).toEqual(smallCompany());
    const files = /The folder holds ([\s\S]*?)\. The/.exec(example)?.[1] ?? "";
    const named = [...files.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    expect(named.sort()).toEqual(["company.json", ...SMALL_COMPANY_FILES].sort());
  });

  it("passes the check, with the warnings the page says", () => {
    const hasFile = (file: string) => SMALL_COMPANY_FILES.has(file);
    expect(checkCompany(smallCompany(), hasFile)).toEqual([]);
    const { errors, warnings } = checkRules(smallCompany());
    expect(errors).toEqual([]);
    const kinds = new Set(
      warnings.map((w) =>
        /has no English text/.test(w.message)
          ? "texts without English"
          : /thumbnail/.test(w.pointer)
            ? "materials without thumbnails"
            : /never changes/.test(w.message)
              ? "restriction that never reaches"
              : w.message,
      ),
    );
    expect(kinds).toEqual(
      new Set([
        "texts without English",
        "materials without thumbnails",
        "restriction that never reaches",
      ]),
    );
  });
});

describe("docs/company-format.md's bounds", () => {
  it("name every bound of FORMAT_LIMITS with its number", () => {
    const rows = section("Bounds").split("\n");
    const spaced = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
    for (const [name, bound] of Object.entries(FORMAT_LIMITS)) {
      const row = rows.find((r) => r.includes(`(\`${name}\`)`)) ?? "";
      const number = name.endsWith("Bytes") ? `${bound / 1024 / 1024} MB` : spaced(bound);
      expect(row, name).toContain(number);
    }
  });
});
