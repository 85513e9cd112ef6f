import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  checkCompany as checkWithKeys,
  companyProblem,
  formatProblems,
  jsonPointer,
  problemsByPlace,
} from "./check.ts";
import { FORMAT_LIMITS } from "./schema.ts";
import { asWritten, SMALL_COMPANY_FILES, smallCompany } from "./test-company.ts";

const checkCompany = (...args: Parameters<typeof checkWithKeys>) =>
  asWritten(checkWithKeys(...args));

type Json = Record<string, unknown>;
const hasFile = (path: string) => SMALL_COMPANY_FILES.has(path);

/** Sets the value at a JSON pointer of a copy (`undefined` deletes it). */
function withValue(doc: unknown, pointer: string, value: unknown): unknown {
  const copy = structuredClone(doc) as Json;
  const keys = pointer.split("/").slice(1);
  const last = keys.pop() ?? "";
  let at: Json = copy;
  for (const key of keys) at = at[key] as Json;
  if (value === undefined) delete at[last];
  else at[last] = value;
  return copy;
}

const P = "/projects/0";
const LAYOUT = `${P}/buildings/0/apartments/0/layouts/0`;

/** One mistake each: where it is made, the value put there, where it is reported, and a word of the message. */
const MISTAKES: {
  pointer: string;
  value: unknown;
  says: string;
  more?: string;
  alone?: boolean;
}[] = [
  { pointer: "/vat", value: 24, says: "should be a text" },
  {
    pointer: "/vat",
    value: "24,5",
    says: "percentage as a string with at most two decimals, such as '24.00', not \"24,5\"",
  },
  { pointer: "/email", value: "info at nordhaus", says: "e-mail" },
  { pointer: "/name", value: undefined, says: "is missing" },
  { pointer: "/logo", value: "../logo.svg", says: "relative" },
  { pointer: "/logo", value: "files/missing.svg", says: "not in the folder" },
  { pointer: "/hosts/0/languages/0", value: "fr", says: '"et" or "en"' },
  { pointer: "/staff/0/role", value: "customer", says: '"designer" or "admin"' },
  { pointer: "/quote_url", value: "javascript:alert(1)", says: "starting with https://" },
  { pointer: "/quote_url", value: "angebot?wohnung={apartment_id}", says: "https://" },
  { pointer: "/eu_funding_mark", value: "yes", says: "true or false" },
  { pointer: "/show_vat_amount", value: "ja", says: "true or false" },
  { pointer: "/materials/1/price", value: "12.505", says: "euros" },
  {
    pointer: "/materials/1/code",
    value: "OAK-1",
    says: "used by another material",
    // The option offering ASH-1 now names a material that is not there.
    more: `${P}/room_types/0/groups/0/options/1/material`,
  },
  { pointer: "/materials/0/category", value: "walls", says: "material category 'walls'" },
  { pointer: "/materials/0/colour", value: "red", says: "not a field" },
  { pointer: "/legends/0/items/0/icon", value: "files/plug.svg", says: "not in the folder" },
  { pointer: `${P}/code`, value: "hafen blick", says: "should be a code" },
  { pointer: `${LAYOUT}/rooms/1/room_type`, value: "sauna", says: "room type 'sauna'" },
  { pointer: `${LAYOUT}/rooms/1/code`, value: "living-room", says: "used by another room" },
  { pointer: `${LAYOUT}/plan`, value: "files/plan.pdf", says: "not in the folder" },
  {
    pointer: `${P}/buildings/0/apartments/0/status`,
    value: "verkauft",
    says: 'should be "available" or "reserved" or "sold", not "verkauft"',
  },
  { pointer: "/colors/primary-500", value: "gruen", says: '"gruen" is not a colour' },
  { pointer: "/colors/akzent", value: "#ffcc00", says: "the tokens are primary-50, primary-100" },
  { pointer: `${P}/buildings/0/apartments/0/buyers/0`, value: "nobody", says: "e-mail" },
  { pointer: `${P}/room_types/0/picture_layers/0/file`, value: "files/x.svg", says: "folder" },
  { pointer: `${P}/room_types/0/groups/0/picture_layers`, value: [], says: "not a field" },
  { pointer: `${P}/room_types/0/groups/0/applies_to_all`, value: true, says: "not a field" },
  { pointer: `${P}/room_types/1/follows/0/group`, value: "wall", says: "group 'wall'" },
  { pointer: `${P}/room_types/1/follows/0/group`, value: "threshold", says: "this room type" },
  {
    pointer: `${P}/room_types/1/follows/0/pictures/1/option`,
    value: "pine",
    says: "option 'pine', which the group 'floor' does not have",
    // Only a mistake while the follow names `floor`.
    alone: true,
  },
  {
    pointer: `${P}/room_types/1/follows/0/pictures/1/option`,
    value: "oak",
    says: "used by another picture of the follow",
  },
  {
    pointer: `${P}/room_types/1/follows/0/pictures/0/file`,
    value: "files/bath-pine.svg",
    says: "not in the folder",
  },
  {
    pointer: `${P}/room_types/0/groups/0/options/1/material`,
    value: "MAPLE",
    says: "material 'MAPLE'",
  },
  {
    pointer: `${P}/room_types/0/groups/0/options/0/picture/file`,
    value: "oak.svg",
    says: "not in the folder",
  },
  {
    pointer: `${P}/room_types/1/groups/0/code`,
    value: "floor",
    says: "used by another selection group",
    // The restriction and packages choosing `threshold/…` name a group that is gone.
    more: `${P}/restrictions/0/choose/0`,
  },
  { pointer: `${P}/restrictions/0/when`, value: "floor/maple", says: "option 'maple'" },
  { pointer: `${P}/restrictions/0/choose/0`, value: "door/oak", says: "group 'door'" },
  // Only a mistake while `when` stays as it is, so not combined with others below.
  {
    pointer: `${P}/restrictions/0/choose/0`,
    value: "floor/oak",
    says: "its own option",
    alone: true,
  },
  { pointer: `${P}/restrictions/0/choose/0`, value: "floor", says: "<group code>/<option code>" },
  { pointer: `${P}/packages/1/default`, value: true, says: "only one package" },
  { pointer: `${P}/packages/1/options/0`, value: "floor/walnut", says: "option 'walnut'" },
  { pointer: `${P}/packages/0/options/1`, value: "floor/oak", says: "listed twice" },
];

describe("checkCompany", () => {
  it("accepts the small company", () => {
    expect(checkCompany(smallCompany(), hasFile)).toEqual([]);
  });

  it.each(MISTAKES)("finds $value at $pointer", ({ pointer, value, says, more }) => {
    const problems = checkCompany(withValue(smallCompany(), pointer, value), hasFile);
    expect(problems[0]?.pointer).toBe(pointer);
    expect(problems[0]?.message).toContain(says);
    if (more) expect(problems.map((p) => p.pointer)).toContain(more);
    else expect(problems).toHaveLength(1);
  });

  it("takes the four amount formats per language and a word for a building that is not blank", () => {
    const problems = (more: Json) => checkCompany({ ...smallCompany(), ...more }, hasFile);
    expect(
      problems({
        amount_format: { et: "1 234,56 €", en: "€1,234.56", de: "1.234,56 €", ru: "1,234.56 €" },
        building_word: { de: "Haus", en: "House" },
      }),
    ).toEqual([]);
    const [format] = problems({ amount_format: { de: "1.234 €" } });
    expect(format?.pointer).toBe("/amount_format/de");
    expect(format?.message).toContain(
      '"1 234,56 €" or "1.234,56 €" or "€1,234.56" or "1,234.56 €", not "1.234 €"',
    );
    expect(problems({ amount_format: { fr: "1.234,56 €" } })[0]?.pointer).toBe("/amount_format/fr");
    const [blank] = problems({ building_word: { de: " " } });
    expect(blank?.pointer).toBe("/building_word/de");
    expect(blank?.message).toContain("should not be empty");
  });

  it("holds the terms of use to their shape and bounds, each problem at its place", () => {
    const section = { title: "§ 1 Geltungsbereich", text: "Absatz eins.\n\nAbsatz zwei." };
    const problems = (terms: unknown) => checkCompany({ ...smallCompany(), terms }, hasFile);
    expect(problems({ de: [section], en: [section] })).toEqual([]);
    expect(problems({ de: Array.from({ length: 40 }, () => section) })).toEqual([]);
    expect(problems({ de: [{ title: "T".repeat(200), text: "x".repeat(10_000) }] })).toEqual([]);
    const at = (pointer: string, message: string) => [{ pointer, message }];
    expect(problems({ de: [] })).toEqual(at("/terms/de", "should hold at least 1 item(s)"));
    expect(problems({ de: Array.from({ length: 41 }, () => section) })).toEqual(
      at("/terms/de", "holds 41 items: the format takes at most 40"),
    );
    expect(problems({ fr: [section] })).toEqual(
      at("/terms/fr", "is not a field of the format (misspelt?)"),
    );
    expect(problems({ de: "Es gelten unsere AGB." })).toEqual(
      at("/terms/de", "should be a list ([…])"),
    );
    expect(problems({ de: [{ title: "§ 1" }] })).toEqual(at("/terms/de/0/text", "is missing"));
    expect(problems({ de: [{ ...section, title: " \n" }] })).toEqual(
      at("/terms/de/0/title", "should not be empty"),
    );
    expect(problems({ de: [{ ...section, title: "T".repeat(201) }] })).toEqual(
      at("/terms/de/0/title", "is 201 characters long: the format takes at most 200"),
    );
    expect(problems({ de: [section, { ...section, text: "x".repeat(10_001) }] })).toEqual(
      at("/terms/de/1/text", "is 10001 characters long: the format takes at most 10000"),
    );
    expect(problems({ de: [{ ...section, html: "<b>" }] })).toEqual(
      at("/terms/de/0/html", "is not a field of the format (misspelt?)"),
    );
  });

  describe("holds a company to the format's bounds, naming the bound at the place", () => {
    const company = smallCompany();
    const project = company.projects[0];
    const layout = project?.buildings[0]?.apartments[0]?.layouts[0];
    const group = project?.room_types[0]?.groups[0];
    const material = company.materials?.[0];
    if (!project || !layout || !group || !material) throw new Error("the small company changed");
    const many = <T>(count: number, item: (i: number) => T) =>
      Array.from({ length: count }, (_, i) => item(i));
    const cases: { what: string; pointer: string; value: unknown; bound: number; unit: string }[] =
      [
        {
          what: "materials",
          pointer: "/materials",
          value: many(FORMAT_LIMITS.materials + 1, (i) => ({ ...material, code: `m${i}` })),
          bound: FORMAT_LIMITS.materials,
          unit: "items",
        },
        {
          what: "rooms of a layout",
          pointer: `${LAYOUT}/rooms`,
          value: many(FORMAT_LIMITS.rooms + 1, (i) => ({ ...layout.rooms[0], code: `r${i}` })),
          bound: FORMAT_LIMITS.rooms,
          unit: "items",
        },
        {
          what: "options of a group",
          pointer: `${P}/room_types/0/groups/0/options`,
          value: many(FORMAT_LIMITS.options + 1, (i) => ({ code: `o${i}` })),
          bound: FORMAT_LIMITS.options,
          unit: "items",
        },
        {
          what: "apartments of a building",
          pointer: `${P}/buildings/0/apartments`,
          value: many(FORMAT_LIMITS.apartments + 1, (i) => ({
            code: `a${i}`,
            number: `${i}`,
            layouts: [],
          })),
          bound: FORMAT_LIMITS.apartments,
          unit: "items",
        },
        {
          what: "packages of a project",
          pointer: `${P}/packages`,
          value: many(FORMAT_LIMITS.packages + 1, (i) => ({
            code: `p${i}`,
            name: {},
            options: [],
          })),
          bound: FORMAT_LIMITS.packages,
          unit: "items",
        },
        {
          what: "a description",
          pointer: "/materials/0/desc_long",
          value: { en: "x".repeat(FORMAT_LIMITS.textLength + 1) },
          bound: FORMAT_LIMITS.textLength,
          unit: "characters",
        },
        {
          what: "a name",
          pointer: "/name",
          value: "N".repeat(FORMAT_LIMITS.lineLength + 1),
          bound: FORMAT_LIMITS.lineLength,
          unit: "characters",
        },
      ];
    it.each(cases)("$what", ({ pointer, value, bound, unit }) => {
      const problems = checkCompany(withValue(smallCompany(), pointer, value), hasFile);
      const found =
        unit === "items" ? `holds ${bound + 1} items` : `is ${bound + 1} characters long`;
      const place = unit === "items" ? pointer : `${pointer}${pointer === "/name" ? "" : "/en"}`;
      expect(problems).toContainEqual({
        pointer: place,
        message: `${found}: the format takes at most ${bound}`,
      });
      // At the bound itself, nothing is said of it.
      const atBound = Array.isArray(value)
        ? value.slice(0, bound)
        : typeof value === "string"
          ? value.slice(0, bound)
          : { en: "x".repeat(bound) };
      const fine = checkCompany(withValue(smallCompany(), pointer, atBound), hasFile);
      expect(fine.filter((p) => p.message.includes("the format takes at most"))).toEqual([]);
    });
  });

  it("reports every mistake of a company at once, each at its place", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...MISTAKES.filter((m) => !m.alone)), {
          minLength: 1,
          maxLength: 6,
          selector: (m) => m.pointer,
        }),
        (mistakes) => {
          let doc: unknown = smallCompany();
          for (const m of mistakes) doc = withValue(doc, m.pointer, m.value);
          const problems = checkCompany(doc, hasFile);
          const reported = new Set(problems.map((p) => p.pointer));
          for (const m of mistakes) expect(reported).toContain(m.pointer);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("takes a colour as the site takes it, for a token the app has", () => {
    const colours = (colors: Record<string, string>) =>
      checkCompany(withValue(smallCompany(), "/colors", colors), hasFile);
    expect(
      colours({
        "primary-500": "#2E6B5E",
        "primary-50": "#eef",
        "secondary-300-variant": "rgb(10 20 30)",
        "neutral-900": " hsl(200, 10%, 10%) ",
        success: "Teal",
        "neutral-50": "rebeccapurple",
      }),
    ).toEqual([]);
    for (const value of ["gruen", "2e6b5e", "#12345", "var(--brand)", "url(x.png)", ""])
      expect(colours({ warning: value }), value).toEqual([
        { pointer: "/colors/warning", message: expect.stringContaining("is not a colour") },
      ]);
    expect(colours({ primary: "#2e6b5e" })).toEqual([
      {
        pointer: "/colors/primary",
        message: expect.stringMatching(
          /^is not a colour token of the app.*, success, warning, error$/,
        ),
      },
    ]);
  });

  it("takes pictures and PDFs, by their extension, and no other file", () => {
    const doc = withValue(smallCompany(), "/legends/0/items/0/icon", "files/socket.txt");
    expect(checkCompany(doc, () => true)).toEqual([
      {
        pointer: "/legends/0/items/0/icon",
        message: expect.stringContaining("of a type the format does not take (use .svg, .png"),
      },
    ]);
  });

  it("finds two restrictions allowing the same option for the same choice", () => {
    const doc = withValue(smallCompany(), `${P}/restrictions/1`, {
      code: "floor-oak-again",
      when: "floor/oak",
      choose: ["threshold/stone", "threshold/oak"],
    });
    expect(checkCompany(doc, hasFile)).toEqual([
      {
        pointer: `${P}/restrictions/1/choose/1`,
        message:
          "'threshold/oak' is already allowed by the restriction 'floor-oak' when 'floor/oak' is chosen",
      },
    ]);
  });

  it("finds a group followed twice by one room type", () => {
    const follow = {
      group: "floor",
      pictures: [{ option: "ash", file: "files/oak.svg", layer: 1 }],
    };
    const doc = withValue(smallCompany(), `${P}/room_types/1/follows/1`, follow);
    expect(checkCompany(doc, hasFile)).toEqual([
      {
        pointer: `${P}/room_types/1/follows/1/group`,
        message: "'floor' is used by another follow of the room type",
      },
    ]);
  });

  it("says what is wrong with something that is not a company at all", () => {
    expect(checkCompany([], hasFile)).toEqual([
      { pointer: "", message: "should be an object ({…})" },
    ]);
    const problems = checkCompany({ format: "home-designer-company/1" }, hasFile);
    expect(formatProblems(problems)).toContain("/projects: is missing");
  });

  it("groups problems by their place, in the words the command line prints, or the reader's", () => {
    const placed = [
      companyProblem("", "notJson", { line: 4, column: 2, what: { key: "jsonCommaExpected" } }),
      companyProblem("/vat", "typeNumber"),
      {
        ...companyProblem("", "cellNotInteger", { shown: '"12,5O"' }),
        cell: { sheet: "Materials", row: 3 },
      },
      companyProblem("/vat", "atMost", { maximum: 100 }),
    ];
    expect(problemsByPlace(placed)).toEqual({
      "/": ["company.json is not JSON: at line 4, column 2 a comma is missing"],
      "/vat": ["should be a number", "should be at most 100"],
      'company.xlsx, sheet "Materials", row 3': ['"12,5O" is not a whole number, such as 3 or -1'],
    });
    expect(problemsByPlace(placed, "de")).toEqual({
      "/": ["company.json ist kein JSON: in Zeile 4, Spalte 2 fehlt ein Komma"],
      "/vat": ["sollte eine Zahl sein", "sollte höchstens 100 sein"],
      'company.xlsx, Blatt "Materials", Zeile 3': ['"12,5O" ist keine ganze Zahl, etwa 3 oder -1'],
    });
    const column = {
      ...companyProblem("", "missing"),
      cell: { sheet: "Preise", row: 7, column: "Preis" },
    };
    expect(Object.keys(problemsByPlace([column], "et"))).toEqual([
      'company.xlsx, leht "Preise", rida 7, veerg "Preis"',
    ]);
  });

  it("escapes keys in pointers as RFC 6901 asks", () => {
    expect(jsonPointer(["colors", "a/b~c", 0])).toBe("/colors/a~1b~0c/0");
  });
});
