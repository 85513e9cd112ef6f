import { problemMessage } from "@home-designer/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseCompanyJson } from "../../src/modules/company-format/company-json.ts";

/** The problem's place and sentence in `locale`, or the value when the text is JSON. */
function read(text: string, locale: "en" | "de" | "et" = "en") {
  const parsed = parseCompanyJson(text);
  return "problem" in parsed ? problemMessage(parsed.problem.text, locale) : parsed.json;
}

describe("company.json's text", () => {
  it("is read as JSON, with a byte order mark as some editors write it", () => {
    expect(read('\uFEFF{"code": "nordhaus"}')).toEqual({ code: "nordhaus" });
  });

  it.each([
    ['{\n  "code": "a"\n  "name": "A"\n}', "at line 3, column 3 a comma is missing"],
    ['{\n  "code": "a",\n}', "at line 3, column 1 a field name in double quotes is expected"],
    ['{"list": [1, 2,]}', "at line 1, column 16 a value is missing"],
    ['{"code" "a"}', "at line 1, column 9 a colon is missing after the field name"],
    ["{\"code\": 'a'}", "at line 1, column 10 is a character JSON does not allow there"],
    ['{"vat": 24,0}', "at line 1, column 12 a field name in double quotes is expected"],
    ['{"vat": 24.}', "at line 1, column 9 a number is not written as JSON writes numbers"],
    ['{"path": "C:\\quotes"}', "at line 1, column 10 a backslash starts no valid escape"],
    [
      '{\n  // the code\n  "code": "a"\n}',
      "at line 2, column 3 is a comment, which JSON does not allow",
    ],
    ['{"code": "a"} {"code": "b"}', "at line 1, column 15 the text should end, but more follows"],
    ['{"code": "a", "list": [1, 2', "at line 1, column 28 the file ends before its JSON does"],
    ['{"name": "a\tb"}', "at line 1, column 10 is a character JSON does not allow there"],
    ['{"name": "a', "at line 1, column 10 a text is not closed with a double quote"],
    ["", "at line 1, column 1 the file ends before its JSON does"],
  ])("%j is refused where it stops being JSON", (text, said) => {
    expect(read(text)).toContain(`company.json is not JSON: ${said}`);
  });

  it("says the place and what is wrong in German and Estonian", () => {
    const text = '{\n  "code": "a"\n  "name": "A"\n}';
    expect(read(text, "de")).toBe(
      "company.json ist kein JSON: in Zeile 3, Spalte 3 fehlt ein Komma",
    );
    expect(read(text, "et")).toBe("company.json ei ole JSON: real 3, veerus 3 puudub koma");
  });

  it("places every refusal inside the text, in words of the check's own", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 40 }), (text) => {
        const parsed = parseCompanyJson(text);
        if (!("problem" in parsed)) return;
        const { line, column, what } = parsed.problem.text.params ?? {};
        const lines = text.replace(/^\uFEFF/, "").split("\n");
        expect(Number(line)).toBeGreaterThanOrEqual(1);
        expect(Number(line)).toBeLessThanOrEqual(lines.length);
        expect(Number(column)).toBeLessThanOrEqual((lines[Number(line) - 1]?.length ?? 0) + 1);
        expect(what).toMatchObject({ key: expect.stringMatching(/^json/) });
      }),
    );
  });
});
