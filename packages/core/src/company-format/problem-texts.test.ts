import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CONTENT_LOCALES } from "../locale.ts";
import { type CompanyProblem, checkCompany } from "./check.ts";
import { fileContentProblem } from "./file-content.ts";
import {
  isProblemKey,
  PROBLEM_TEXTS,
  type ProblemKey,
  type ProblemParam,
  type ProblemText,
  problemMessage,
} from "./problem-texts.ts";
import { checkRules } from "./rules.ts";
import { type CompanyFile, companyFileSchema, FORMAT_LIMITS } from "./schema.ts";
import { SMALL_COMPANY_FILES, smallCompany } from "./test-company.ts";
import { checkCompanyWithWorkbook, splitCompany } from "./workbook.ts";

const hasFile = (path: string) => SMALL_COMPANY_FILES.has(path) || path === "files/notes.txt";
const placeholders = (text: string) => new Set(text.match(/\{\w+\}/g) ?? []);

/**
 * Where a language's sentence names a fact by another name than English: English alone needs
 * the article of a file type ("an SVG"), the others name the type.
 */
const OWN_FACTS: Partial<Record<ProblemKey, Record<string, string>>> = {
  fileHoldsOther: { "{anActual}": "{actual}" },
  fileNotOfType: { "{anExpected}": "{expected}" },
};

/** The keys a text uses, its own and those of the texts among its facts. */
function keysOf(text: ProblemText): ProblemKey[] {
  const inner = (param: ProblemParam): ProblemKey[] => {
    if (typeof param !== "object") return [];
    return "key" in param ? keysOf(param) : param.items.flatMap(inner);
  };
  return [text.key, ...Object.values(text.params ?? {}).flatMap(inner)];
}

/**
 * The text with every fact that is a value (a name, a code, a number) written as "x": a sentence
 * of it shows a `{name}` only where the text lacks that fact, not where the company's own value
 * has braces in it (a `format` of "{0}" is shown as it was given).
 */
function plainFacts(text: ProblemText): ProblemText {
  const plain = (param: ProblemParam): ProblemParam => {
    if (typeof param !== "object") return "x";
    return "key" in param ? plainFacts(param) : { ...param, items: param.items.map(plain) };
  };
  const params = Object.entries(text.params ?? {}).map(([name, fact]) => [name, plain(fact)]);
  return { ...text, params: Object.fromEntries(params) };
}

/** The small company, changed. */
function changed(change: (company: CompanyFile) => void): CompanyFile {
  const company = smallCompany();
  change(company);
  return company;
}

const project = (company: CompanyFile) => {
  const [first] = company.projects;
  if (!first) throw new Error("the small company has no project");
  return first;
};

/** Every problem of a company: the shape and references, then its rules once those pass. */
function everyProblem(input: unknown): CompanyProblem[] {
  const problems = checkCompany(input, hasFile);
  if (problems.length > 0) return problems;
  const { errors, warnings } = checkRules(companyFileSchema.parse(input));
  return [...errors, ...warnings];
}

/** Companies broken in as many ways as the check tells apart. */
const BROKEN: Record<string, () => CompanyProblem[]> = {
  "not a company": () => everyProblem([]),
  "a company without projects": () => everyProblem({ format: "home-designer-company/1" }),
  "wrong types and values": () =>
    everyProblem(
      changed((c) => {
        Object.assign(c, {
          vat: 19,
          newsletter: "yes",
          hosts: [{ host: "Home.Example:80", languages: ["fi"] }],
          code: "Nord Haus",
          web: "ftp://x",
          email: "nobody",
          colors: { "primary-500": "gruen", brand: "#fff" },
          favicons: { "64": "files/x.png" },
          quote_url: "sales",
          materials: [{ code: "-x", price: "12,50", priority: 1.5, desc_short: [] }],
          staff: [{ email: "a@b.example", name: "", role: "boss" }],
          unknown: true,
          projects: [{ ...project(c), packages: "none" }],
          terms: { de: [] },
          building_word: { de: " " },
        });
      }),
    ),
  "too long and too many": () =>
    everyProblem(
      changed((c) => {
        c.name = "N".repeat(FORMAT_LIMITS.lineLength + 1);
        c.hosts = Array.from({ length: FORMAT_LIMITS.hosts + 1 }, (_, i) => ({
          host: `h${i}.example`,
          languages: ["de" as const],
        }));
      }),
    ),
  "broken references": () =>
    everyProblem(
      changed((c) => {
        c.logo = "files/missing.svg";
        c.favicons = { regular: "files/notes.txt" };
        c.staff = [...(c.staff ?? []), ...(c.staff ?? [])];
        const materials = c.materials ?? [];
        c.materials = [...materials, { ...materials[0], code: "OAK-1", category: "walls" }];
        const p = project(c);
        p.buildings[0]?.apartments[0]?.buyers?.push("KAEUFER@example.com");
        const layout = p.buildings[0]?.apartments[0]?.layouts[0];
        layout?.rooms.push({ code: "sauna", room_type: "sauna", numbers: ["3"] });
        const living = p.room_types[0];
        if (living?.groups[0]?.options[1]) living.groups[0].options[1].material = "PINE-1";
        const bath = p.room_types[1];
        bath?.follows?.push({ group: "threshold", pictures: [] }, { group: "roof", pictures: [] });
        bath?.follows?.[0]?.pictures.push({ option: "pine", file: "files/oak.svg", layer: 1 });
        p.restrictions = [
          { code: "r1", when: "floor/oak", choose: ["floor/oak", "threshold/oak"] },
          { code: "r2", when: "floor/oak", choose: ["threshold/oak", "roof/tiles", "floor/pine"] },
        ];
        p.packages.push({ code: "basic", name: {}, default: true, options: ["floor/oak"] });
        p.packages[1]?.options.push("floor/ash");
      }),
    ),
  "file contents": () =>
    checkCompany(smallCompany(), hasFile, (file) =>
      fileContentProblem(
        file,
        new TextEncoder().encode(
          file === "files/logo.svg"
            ? '<svg xmlns="http://www.w3.org/2000/svg"><script>1</script></svg>'
            : "%PDF-1.4",
        ),
      ),
    ),
  "broken rules": () =>
    everyProblem(
      changed((c) => {
        c.hosts = [{ host: "wohnen.nordhaus.example", languages: ["de", "en", "et"] }];
        c.terms = { de: [{ title: "§ 1", text: "Text" }] };
        c.colors = { "primary-500": "teal" };
        c.favicons = { "180": "files/logo.svg" };
        delete c.materials?.[0]?.category;
        const p = project(c);
        const [living, bath] = p.room_types;
        if (!living || !bath) throw new Error("the small company has two room types");
        living.groups.push({ code: "wall", options: [] });
        bath.groups.push({
          code: "hidden",
          hidden: true,
          options: [{ code: "a" }, { code: "b" }],
        });
        p.restrictions = [
          { code: "oak-stone", when: "threshold/oak", choose: ["threshold/stone"] },
          { code: "stone-oak", when: "threshold/stone", choose: ["threshold/oak"] },
          { code: "far", when: "floor/ash", choose: ["threshold/stone"] },
        ];
        p.packages[1]?.options.push("floor/oak");
      }),
    ),
  "a workbook of wrong cells": () => {
    const { json, sheets } = splitCompany(smallCompany());
    const edited = sheets.map((sheet) => {
      const [header = [], ...rows] = sheet.rows;
      const wrong = (column: string, value: unknown) => {
        const i = header.indexOf(column);
        if (i >= 0 && rows[0]) rows[0][i] = value as never;
      };
      if (sheet.name === "Materials") {
        wrong("Price", "12,5O");
        wrong("Code", new Date(Date.UTC(2024, 2, 4)));
      }
      if (sheet.name === "Apartments") {
        wrong("Floor", "EG");
        wrong("Buyers", "a@example.com, nobody, none");
      }
      if (sheet.name === "Package contents") wrong("Project", "elsewhere");
      if (sheet.name === "Options") wrong("Option", 1.5);
      return { name: sheet.name, rows: [[...header, "Prise", null], ...rows] };
    });
    return checkCompanyWithWorkbook(json, [...edited, { name: "Notes", rows: [] }], hasFile)
      .problems;
  },
};

describe("the company check's problem texts", () => {
  it("says every sentence in et, en and de, naming the same facts", () => {
    for (const [key, texts] of Object.entries(PROBLEM_TEXTS)) {
      const own = OWN_FACTS[key as ProblemKey] ?? {};
      const english = [...placeholders(texts.en)].map((name) => own[name] ?? name);
      for (const locale of CONTENT_LOCALES) {
        expect(texts[locale].trim(), `${key} in ${locale}`).not.toBe("");
        if (locale !== "en")
          expect(new Set(placeholders(texts[locale])), `${key} in ${locale}`).toEqual(
            new Set(english),
          );
      }
    }
  });

  it("gives every problem of a broken company a key, and writes it in et and de apart from en", () => {
    const seen = new Set<ProblemKey>();
    for (const [name, broken] of Object.entries(BROKEN)) {
      const problems = broken();
      expect(problems.length, name).toBeGreaterThan(0);
      for (const problem of problems) {
        for (const key of keysOf(problem.text)) {
          expect(isProblemKey(key), `${name}: ${key}`).toBe(true);
          seen.add(key);
        }
        // zod's own English sentence would be "invalid": every issue of the format has a key.
        expect(problem.text.key, `${name}: ${problem.message}`).not.toBe("invalid");
        expect(problemMessage(problem.text, "en")).toBe(problem.message);
        for (const locale of ["et", "de"] as const) {
          const written = problemMessage(problem.text, locale);
          expect(written, `${name}: ${problem.message}`).not.toBe(problem.message);
          expect(written, `${name} in ${locale}`).not.toMatch(/\{\w+\}/);
        }
      }
    }
    // The broken companies reach the sentences of every part of the check.
    for (const key of [
      "typeObject",
      "missing",
      "typeText",
      "typeInteger",
      "typeBoolean",
      "oneOfNot",
      "notColourToken",
      "unknownField",
      "notThis",
      "colour",
      "email",
      "textTooLong",
      "tooManyItems",
      "tooFewItems",
      "usedBy",
      "fileNotInFolder",
      "fileTypeNotTaken",
      "fileContent",
      "svgUnsafe",
      "fileHoldsOther",
      "unknownCategory",
      "unknownMaterial",
      "unknownRoomType",
      "unknownGroup",
      "unknownOption",
      "listedTwice",
      "chooseOwnOption",
      "alreadyAllowed",
      "oneDefault",
      "ownGroupFollowed",
      "noOptions",
      "loop",
      "loopRound",
      "neverChanges",
      "neverChosen",
      "noCategory",
      "brandColour",
      "iconNotPng",
      "missingLanguages",
      "missingTerms",
      "secondOption",
      "notASheet",
      "notAColumn",
      "cellNotDecimal",
      "cellNotInteger",
      "cellNotEmails",
      "cellDate",
      "cellNotText",
      "unknownProjectInJson",
    ] as const)
      expect([...seen], key).toContain(key);
  });

  it("gives a key to whatever a changed value of a company makes the check say", () => {
    const company = smallCompany();
    const paths: (string | number)[][] = [];
    const walk = (value: unknown, path: (string | number)[]) => {
      paths.push(path);
      if (Array.isArray(value)) {
        for (const [i, item] of value.entries()) walk(item, [...path, i]);
      } else if (typeof value === "object" && value !== null)
        for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    };
    walk(company, []);
    fc.assert(
      fc.property(
        fc.constantFrom(...paths.filter((path) => path.length > 0)),
        fc.oneof(fc.jsonValue(), fc.string(), fc.constant(undefined)),
        (path, value) => {
          const input = structuredClone(company) as unknown as Record<string | number, unknown>;
          let owner = input;
          for (const step of path.slice(0, -1)) owner = owner[step] as typeof owner;
          owner[path[path.length - 1] ?? ""] = value;
          for (const problem of everyProblem(input)) {
            expect(problem.text.key, problem.message).not.toBe("invalid");
            for (const key of keysOf(problem.text)) expect(isProblemKey(key)).toBe(true);
            for (const locale of CONTENT_LOCALES)
              expect(problemMessage(plainFacts(problem.text), locale)).not.toMatch(/\{\w+\}/);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
