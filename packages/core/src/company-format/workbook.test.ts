import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { UI_LOCALES } from "../locale.ts";
import { formatProblems } from "./check.ts";
import { COMPANY_FORMAT, type CompanyFile, FORMAT_LIMITS } from "./schema.ts";
import { templateCompany } from "./template-company.ts";
import { asWritten, SMALL_COMPANY_FILES, smallCompany } from "./test-company.ts";
import {
  checkCompanyWithWorkbook as checkWithKeys,
  splitCompany,
  type WorkbookSheet,
} from "./workbook.ts";
import type { WorkbookCellValue } from "./workbook-cells.ts";
import { WORKBOOK_SHEETS } from "./workbook-sheets.ts";

const checkCompanyWithWorkbook = (...args: Parameters<typeof checkWithKeys>) => {
  const checked = checkWithKeys(...args);
  return { ...checked, problems: asWritten(checked.problems) };
};

const hasFile = (path: string) => SMALL_COMPANY_FILES.has(path);

/** The merged company and its problems, without the function placing later ones. */
function merged(...args: Parameters<typeof checkCompanyWithWorkbook>) {
  const { company, problems } = checkCompanyWithWorkbook(...args);
  return { company, problems };
}
const anyFile = () => true;

/** A copy of the sheets with one cell set, by sheet, row number (1: the header) and header. */
function withCell(
  sheets: readonly WorkbookSheet[],
  sheet: string,
  row: number,
  header: string,
  value: WorkbookCellValue,
): WorkbookSheet[] {
  return sheets.map((s) => {
    if (s.name !== sheet) return s;
    const rows = s.rows.map((cells) => [...cells]);
    const column = rows[0]?.indexOf(header) ?? -1;
    const cells = rows[row - 1];
    if (column < 0 || !cells) throw new Error(`no cell ${sheet}!${row} ${header}`);
    cells[column] = value;
    return { ...s, rows };
  });
}

const sheet = (sheets: readonly WorkbookSheet[], name: string) =>
  sheets.find((s) => s.name === name)?.rows ?? [];

describe("splitCompany", () => {
  it("writes the small company's parts as rows, and leaves them out of company.json", () => {
    const { json, sheets } = splitCompany(smallCompany());
    expect(sheets.map((s) => s.name)).toEqual([
      "Material categories",
      "Materials",
      "Options",
      "Package contents",
      "Apartments",
    ]);
    // Texts get a column per language the hosts offer (de, en).
    expect(sheet(sheets, "Material categories")).toEqual([
      ["Code", "Name (de)", "Name (en)", "Priority"],
      ["floors", "Böden", null, null],
    ]);
    const materials = sheet(sheets, "Materials");
    const price = materials[0]?.indexOf("Price") ?? -1;
    expect(materials.map((row) => [row[0], row[price]])).toEqual([
      ["Code", "Price"],
      ["OAK-1", "0"],
      // The export's form (two decimals) would be a number; "1250.50" is one.
      ["ASH-1", 1250.5],
    ]);
    expect(sheet(sheets, "Options")).toEqual([
      [
        "Project",
        "Room type",
        "Group",
        "Option",
        "Title (de)",
        "Title (en)",
        "Material",
        "Picture",
        "Picture layer",
        "Priority",
      ],
      ["hafen", "living", "floor", "oak", null, null, "OAK-1", "files/oak.svg", 1, null],
      ["hafen", "living", "floor", "ash", null, null, "ASH-1", null, null, null],
      ["hafen", "bath", "threshold", "oak", null, null, null, null, null, null],
      ["hafen", "bath", "threshold", "stone", null, null, null, null, null, null],
    ]);
    expect(sheet(sheets, "Package contents").slice(0, 2)).toEqual([
      ["Project", "Package", "Room type", "Group", "Option"],
      ["hafen", "basic", "living", "floor", "oak"],
    ]);
    expect(sheet(sheets, "Apartments")).toEqual([
      ["Project", "Building", "Apartment", "Number", "Floor", "Status", "Web page", "Buyers"],
      ["hafen", "a", "1", "1", null, "sold", null, "kaeufer@example.com"],
    ]);
    expect(json).not.toHaveProperty("materials");
    expect(json).not.toHaveProperty("material_categories");
    const [project] = json.projects as CompanyFile["projects"];
    expect(project?.room_types[0]?.groups[0]).not.toHaveProperty("options");
    expect(project?.packages[0]).not.toHaveProperty("options");
    expect(project?.buildings[0]?.apartments).toEqual([
      { code: "1", layouts: smallCompany().projects[0]?.buildings[0]?.apartments[0]?.layouts },
    ]);
  });

  it("is undone by reading the workbook with company.json", () => {
    const { json, sheets } = splitCompany(smallCompany());
    expect(merged(json, sheets, hasFile)).toEqual({
      company: smallCompany(),
      problems: [],
    });
  });

  it("gives the template's texts English first: the first language column of every sheet", () => {
    const { sheets } = splitCompany(templateCompany());
    const firstLanguages = sheets.flatMap((s) => {
      const first = (s.rows[0] ?? [])
        .map(String)
        .find((header) => / \((et|en|de|ru)\)$/.test(header));
      return first ? [first.slice(-3, -1)] : [];
    });
    expect(firstLanguages.length).toBeGreaterThan(0);
    expect(new Set(firstLanguages)).toEqual(new Set(["en"]));
    expect(templateCompany().hosts[0]?.languages[0]).toBe("en");
  });

  it("gives the template company a workbook that passes the check", () => {
    const { json, sheets } = splitCompany(templateCompany());
    expect(merged(json, sheets, () => false)).toEqual({
      company: templateCompany(),
      problems: [],
    });
  });
});

// ─── Generated companies ──────────────────────────────────────────────────────────────────────

const code = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,11}$/);
const words = fc.oneof(
  fc.stringMatching(/^[A-Za-zÄÖÜäöüõšžß][A-Za-zÄÖÜäöüõšžß0-9 ,.'()&-]{0,40}$/),
  fc.constantFrom(
    "Dreifachverglasungsfensterbankabdeckung aus Eiche, geölt",
    "Fußbodenheizungsverteilerschrank",
    "Große Badewanne mit Whirlpoolfunktion für zwei Personen",
    "Köök",
    "0042",
  ),
);
const text = (required: boolean) =>
  fc
    .record(
      Object.fromEntries(UI_LOCALES.map((language) => [language, words])) as Record<
        (typeof UI_LOCALES)[number],
        typeof words
      >,
      { requiredKeys: [] },
    )
    .filter((t) => required || Object.keys(t).length > 0);
const money = fc.oneof(
  fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }).map((cents) => {
    const abs = Math.abs(cents);
    return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
  }),
  fc.constantFrom("0", "12.5", "184990.49", "-20.00"),
);
const priority = fc.integer({ min: -5, max: 1000 });
const file = fc.stringMatching(/^files\/[a-zäöü0-9-]{1,12}\.svg$/);
const email = fc
  .tuple(fc.stringMatching(/^[a-z0-9]{1,10}$/), fc.stringMatching(/^[a-z]{1,10}$/))
  .map(([name, domain]) => `${name}@${domain}.example`);
/** One of the codes, or none when there are none. */
const oneOf = (codes: string[]) =>
  codes.length > 0 ? fc.constantFrom(...codes) : fc.constant(undefined);

const material = (categories: string[]) =>
  fc.record(
    {
      code,
      category: oneOf(categories),
      desc_short: text(false),
      desc_long: text(false),
      product_finishing: text(false),
      product_type: text(false),
      unit: text(false),
      element_type: words,
      room_type: words,
      manufacturer: words,
      seller: words,
      producer_product_id: words,
      url: words,
      thumbnail: file,
      image: file,
      is_sample_available: fc.boolean(),
      price: money,
      unit_price: money,
      install_price: money,
      additional_price: money,
      quantity: fc.constantFrom("54.000", "1.5", "12", "0.125"),
      vat: fc.constantFrom("24.00", "9.5", "0", "20.00"),
      priority,
    },
    { requiredKeys: ["code"] },
  );
const option = (materials: string[]) =>
  fc.record(
    {
      code,
      title: text(false),
      material: oneOf(materials),
      picture: fc.record({ file, layer: fc.integer({ min: -3, max: 20 }) }),
      priority,
    },
    { requiredKeys: ["code"] },
  );
const group = (materials: string[]) =>
  fc.record({
    code,
    title: text(false),
    hidden: fc.boolean(),
    options: fc.uniqueArray(option(materials), { selector: (o) => o.code, maxLength: 4 }),
  });
const apartment = fc.record(
  {
    code,
    number: words,
    floor: fc.integer({ min: -2, max: 40 }),
    status: fc.constantFrom("available", "reserved", "sold" as const),
    url: words,
    buyers: fc.uniqueArray(email, { minLength: 1, maxLength: 3 }),
    layouts: fc.boolean().map((any) => (any ? [{ code: "a", name: "A", rooms: [] }] : [])),
  },
  { requiredKeys: ["code", "number", "layouts"] },
);
const project = (materials: string[]) =>
  fc
    .record({
      code,
      name: words,
      roomTypes: fc.uniqueArray(code, { minLength: 1, maxLength: 3 }),
      // Group codes are unique in their project, whichever room type holds them.
      groups: fc.uniqueArray(group(materials), { selector: (g) => g.code, maxLength: 4 }),
      buildings: fc.uniqueArray(
        fc.record({
          code,
          number: words,
          apartments: fc.uniqueArray(apartment, { selector: (a) => a.code, maxLength: 4 }),
        }),
        { selector: (b) => b.code, maxLength: 2 },
      ),
    })
    .chain(({ roomTypes, groups, ...rest }) => {
      const refs = groups.flatMap((g) => g.options.map((o) => `${g.code}/${o.code}`));
      const packages = fc.uniqueArray(
        fc.record({ code, name: text(true), options: fc.subarray(refs) }),
        { selector: (p) => p.code, maxLength: 3 },
      );
      return packages.map((packages) => ({
        ...rest,
        room_types: roomTypes.map((roomType, r) => ({
          code: roomType,
          label: { en: roomType },
          groups: groups.filter((_, g) => g % roomTypes.length === r),
        })),
        packages,
      }));
    });
/** A company that passes the check (any file taken as there), with generated parts. */
const company: fc.Arbitrary<CompanyFile> = fc
  .record({
    languages: fc.uniqueArray(fc.constantFrom(...UI_LOCALES), { minLength: 1 }),
    categories: fc.uniqueArray(
      fc.record({ code, name: text(true), priority }, { requiredKeys: ["code", "name"] }),
      { selector: (c) => c.code, maxLength: 3 },
    ),
  })
  .chain(({ languages, categories }) =>
    fc
      .uniqueArray(material(categories.map((c) => c.code)), {
        selector: (m) => m.code,
        maxLength: 5,
      })
      .chain((materials) =>
        fc
          .uniqueArray(project(materials.map((m) => m.code)), {
            selector: (p) => p.code,
            maxLength: 2,
          })
          .map((projects) => ({
            format: COMPANY_FORMAT,
            code: "generated",
            name: "Generated",
            web: "https://generated.example",
            email: "info@generated.example",
            hosts: [{ host: "generated.example", languages }],
            vat: "24.00",
            ...(categories.length > 0 ? { material_categories: categories } : {}),
            ...(materials.length > 0 ? { materials } : {}),
            projects,
          })),
      ),
  );

describe("the workbook of generated companies", () => {
  it("reads back as the same company", () => {
    fc.assert(
      fc.property(company, (generated) => {
        const { json, sheets } = splitCompany(generated);
        expect(merged(json, sheets, anyFile)).toEqual({
          company: generated,
          problems: [],
        });
      }),
      { numRuns: 100 },
    );
  });
});

// ─── Problems, where they were written ────────────────────────────────────────────────────────

/** One mistake each: the cell, the value put there, where it is reported and a word of it. */
const MISTAKES: {
  sheet: string;
  row: number;
  header: string;
  value: WorkbookCellValue;
  says: string;
  /** Where it is reported, when not at its cell: another column, or the row (none). */
  at?: { column?: string };
  /** It leaves another thing without what it names, which is reported too. */
  more?: true;
}[] = [
  { sheet: "Materials", row: 3, header: "Price", value: "12,5O", says: '"12,5O" is not an amount' },
  { sheet: "Materials", row: 2, header: "Price", value: 12.345, says: "12.345 is not an amount" },
  {
    sheet: "Materials",
    row: 2,
    header: "Price",
    value: 1e10,
    says: "10000000000 is above 999999999.99, the largest amount the format takes",
  },
  {
    sheet: "Materials",
    row: 3,
    header: "VAT %",
    value: -19,
    says: "-19 is below 0: a percentage of the format is never negative",
  },
  { sheet: "Materials", row: 2, header: "Category", value: "walls", says: "category 'walls'" },
  { sheet: "Materials", row: 3, header: "Code", value: "ASH 1", says: "a code", more: true },
  { sheet: "Materials", row: 3, header: "Sample available", value: "ja", says: "yes or no" },
  { sheet: "Material categories", row: 2, header: "Code", value: "", says: "empty", more: true },
  { sheet: "Options", row: 3, header: "Material", value: "MAPLE", says: "material 'MAPLE'" },
  { sheet: "Options", row: 2, header: "Picture", value: "files/x.svg", says: "not in the folder" },
  // A layer without its picture: the picture is what is missing.
  {
    sheet: "Options",
    row: 4,
    header: "Picture layer",
    value: 2,
    says: "is empty",
    at: { column: "Picture" },
  },
  { sheet: "Options", row: 5, header: "Group", value: "sauna", says: "group 'sauna'", more: true },
  { sheet: "Options", row: 3, header: "Room type", value: "bath", says: "room type 'living'" },
  { sheet: "Options", row: 2, header: "Project", value: "nowhere", says: "project", more: true },
  {
    sheet: "Package contents",
    row: 4,
    header: "Option",
    value: "walnut",
    says: "option 'walnut'",
    at: {},
  },
  { sheet: "Package contents", row: 2, header: "Package", value: "lux", says: "package 'lux'" },
  { sheet: "Apartments", row: 2, header: "Status", value: "gone", says: '"available"' },
  { sheet: "Apartments", row: 2, header: "Number", value: null, says: "is empty" },
  { sheet: "Apartments", row: 2, header: "Floor", value: "EG", says: "whole number" },
  {
    sheet: "Apartments",
    row: 2,
    header: "Buyers",
    value: "a@example.com, nobody",
    says: '"nobody"',
  },
];

describe("problems of a workbook", () => {
  const split = splitCompany(smallCompany());

  it.each(MISTAKES)("finds $value at $sheet!$row $header", (m) => {
    const sheets = withCell(split.sheets, m.sheet, m.row, m.header, m.value);
    const { problems } = checkCompanyWithWorkbook(split.json, sheets, hasFile);
    const column = m.at ? m.at.column : m.header;
    expect(problems).toContainEqual({
      pointer: "",
      cell: column ? { sheet: m.sheet, row: m.row, column } : { sheet: m.sheet, row: m.row },
      message: expect.stringContaining(m.says),
    });
    if (!m.more) expect(problems).toHaveLength(1);
  });

  it("reports every mistake at once, each at its cell", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...MISTAKES), {
          minLength: 1,
          maxLength: 8,
          // One mistake per row: a row that names a missing group has no other problem.
          selector: (m) => `${m.sheet} ${m.row}`,
        }),
        (mistakes) => {
          let sheets = split.sheets;
          for (const m of mistakes) sheets = withCell(sheets, m.sheet, m.row, m.header, m.value);
          const { problems } = checkCompanyWithWorkbook(split.json, sheets, hasFile);
          const places = problems.map((p) => `${p.cell?.sheet} ${p.cell?.row}`);
          for (const m of mistakes) expect(places).toContain(`${m.sheet} ${m.row}`);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("says where, in the words of a spreadsheet", () => {
    let sheets = withCell(split.sheets, "Materials", 3, "Price", "12,5O");
    sheets = withCell(sheets, "Apartments", 2, "Status", "verkauft");
    expect(formatProblems(checkCompanyWithWorkbook(split.json, sheets, hasFile).problems)).toBe(
      [
        'company.xlsx, sheet "Materials", row 3, column "Price": "12,5O" is not an amount in euros with at most two decimals, such as 129.90 or -20.00',
        'company.xlsx, sheet "Apartments", row 2, column "Status": should be "available" or "reserved" or "sold", not "verkauft"',
      ].join("\n"),
    );
  });

  it("says a sheet holds more rows than the format's bound, at the sheet", () => {
    const company = smallCompany();
    const [material] = company.materials ?? [];
    if (!material) throw new Error("the small company changed");
    company.materials = Array.from({ length: FORMAT_LIMITS.materials + 1 }, (_, i) => ({
      ...material,
      code: i === 0 ? material.code : `M-${i}`,
    }));
    const { json, sheets } = splitCompany(company);
    const { problems } = checkCompanyWithWorkbook(json, sheets, hasFile);
    expect(problems).toContainEqual({
      pointer: "",
      message: `holds ${FORMAT_LIMITS.materials + 1} items: the format takes at most ${FORMAT_LIMITS.materials}`,
      cell: { sheet: "Materials" },
    });
  });

  it("reads the Buyers cell split on commas, semicolons, line breaks and spaces", () => {
    const sheets = withCell(
      split.sheets,
      "Apartments",
      2,
      "Buyers",
      "anna@example.com bert@example.com;carla@example.com,\ndora@example.com",
    );
    const { company, problems } = checkCompanyWithWorkbook(split.json, sheets, hasFile);
    expect(problems).toEqual([]);
    const apartment = (company as CompanyFile).projects[0]?.buildings[0]?.apartments[0];
    expect(apartment?.buyers).toEqual([
      "anna@example.com",
      "bert@example.com",
      "carla@example.com",
      "dora@example.com",
    ]);
  });

  it("reports unknown sheets and columns, and a sheet without a column it needs", () => {
    const sheets = [
      ...split.sheets.map((s) => {
        const [header = [], ...rows] = s.rows;
        if (s.name === "Materials")
          return { ...s, rows: [header.map((h) => (h === "Price" ? "Prise" : h)), ...rows] };
        if (s.name === "Options")
          return { ...s, rows: [header.map((h) => (h === "Group" ? null : h)), ...rows] };
        return s;
      }),
      { name: "Notes", rows: [["Remember the milk"]] },
    ];
    const { problems } = checkCompanyWithWorkbook(split.json, sheets, hasFile);
    expect(problems).toContainEqual({
      pointer: "",
      cell: { sheet: "Notes" },
      message: expect.stringContaining("is not a sheet of the workbook (misspelt?)"),
    });
    expect(problems).toContainEqual({
      pointer: "",
      cell: { sheet: "Materials", row: 1, column: "Prise" },
      message: "is not a column of this sheet (misspelt?)",
    });
    expect(problems).toContainEqual({
      pointer: "",
      cell: { sheet: "Options", row: 1 },
      message: 'has no column "Group"',
    });
    expect(problems).toContainEqual({
      pointer: "",
      cell: { sheet: "Options", row: 1 },
      message: "column C holds values but has no header",
    });
  });

  it("refuses a part given in both places, naming both", () => {
    const json = structuredClone(split.json) as Record<string, unknown>;
    json.materials = smallCompany().materials;
    const apartments = (json.projects as CompanyFile["projects"])[0]?.buildings[0]?.apartments;
    if (apartments?.[0]) apartments[0].status = "sold";
    const { problems } = checkCompanyWithWorkbook(json, split.sheets, hasFile);
    expect(formatProblems(problems)).toBe(
      [
        '/materials: is also given by sheet "Materials" of company.xlsx; leave it out of company.json (or remove the sheet): each part has one place',
        '/projects/0/buildings/0/apartments/0/status: is also given by sheet "Apartments" of company.xlsx; leave it out of company.json (or remove the sheet): each part has one place',
      ].join("\n"),
    );
  });

  it("places problems of company.json's layouts in company.json, whatever the rows' order", () => {
    // A new apartment without layouts comes first on the sheet; company.json still lists the
    // layouts of apartment 1 first.
    const sheets = split.sheets.map((s) =>
      s.name === "Apartments"
        ? {
            ...s,
            rows: [
              s.rows[0] ?? [],
              ["hafen", "a", "0", "0", null, null, null, null],
              ...s.rows.slice(1),
            ],
          }
        : s,
    );
    const json = structuredClone(split.json) as CompanyFile;
    const layout = json.projects[0]?.buildings[0]?.apartments[0]?.layouts[0];
    if (layout?.rooms[1]) layout.rooms[1].room_type = "sauna";
    const { company, problems } = checkCompanyWithWorkbook(json, sheets, hasFile);
    expect(
      (company as CompanyFile).projects[0]?.buildings[0]?.apartments.map((a) => a.code),
    ).toEqual(["0", "1"]);
    expect(problems).toEqual([
      {
        pointer: "/projects/0/buildings/0/apartments/0/layouts/0/rooms/1/room_type",
        message: "names the room type 'sauna', which the project does not have",
      },
    ]);
  });

  it("refuses layouts of an apartment the sheet does not have", () => {
    const sheets = split.sheets.map((s) =>
      s.name === "Apartments" ? { ...s, rows: s.rows.slice(0, 1) } : s,
    );
    const { problems } = checkCompanyWithWorkbook(split.json, sheets, hasFile);
    expect(problems).toEqual([
      {
        pointer: "/projects/0/buildings/0/apartments/0",
        message: `the apartment '1' has no row on sheet "Apartments" of company.xlsx`,
      },
    ]);
  });

  it("leaves company.json as it is for the sheets the workbook does not have", () => {
    // Only the apartments in the workbook: company.json keeps everything else, options included.
    const onlyApartments = split.sheets.filter((s) => s.name === "Apartments");
    const whole = smallCompany();
    const partly = {
      ...whole,
      projects: whole.projects.map((p, i) => ({
        ...p,
        buildings: (split.json.projects as CompanyFile["projects"])[i]?.buildings,
      })),
    };
    expect(merged(partly, onlyApartments, hasFile)).toEqual({
      company: whole,
      problems: [],
    });
  });
});

describe("docs/company-format.md", () => {
  it("describes every sheet and column of the workbook", () => {
    const docs = readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), "../../../../docs/company-format.md"),
      "utf8",
    );
    const section = docs.slice(
      docs.indexOf("## The workbook"),
      docs.indexOf("## Checking a folder"),
    );
    for (const sheet of WORKBOOK_SHEETS) {
      expect(section).toContain(`**${sheet.name}**`);
      for (const column of sheet.columns)
        expect(section).toContain(column.kind === "texts" ? `${column.header} (…)` : column.header);
    }
  });
});
