import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { placeInWords, placesInWords } from "./place-words.ts";
import { smallCompany } from "./test-company.ts";

/** Every JSON pointer of a value: the whole, each field and each item, depth first. */
function pointersOf(value: unknown, at = ""): string[] {
  const inner = Array.isArray(value)
    ? value.flatMap((item, index) => pointersOf(item, `${at}/${index}`))
    : value && typeof value === "object"
      ? Object.entries(value).flatMap(([key, item]) =>
          pointersOf(item, `${at}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`),
        )
      : [];
  return [at, ...inner];
}

describe("placeInWords", () => {
  const company = smallCompany();

  it("names a project by its name, a package by its name in the reader's language, and a field", () => {
    const pkg = company.projects[0]?.packages[0];
    if (pkg) pkg.name = { de: "Basis", en: "Basic" };
    expect(placeInWords(company, "/projects/0/packages/0/options", "de")).toEqual([
      { kind: "project", name: "Hafenblick" },
      { kind: "package", name: "Basis" },
      { kind: "field", name: "options" },
    ]);
    expect(placeInWords(company, "/projects/0/packages/0/options", "en")?.[1]).toEqual({
      kind: "package",
      name: "Basic",
    });
  });

  it("falls back to another language, then to the code", () => {
    // The room type has only German; the group "threshold" has no title at all.
    expect(placeInWords(company, "/projects/0/room_types/1/groups/0/options/1/code", "et")).toEqual(
      [
        { kind: "project", name: "Hafenblick" },
        { kind: "room type", name: "Bad" },
        { kind: "group", name: "threshold" },
        { kind: "option", name: "stone" },
        { kind: "field", name: "code" },
      ],
    );
  });

  it("names buildings with the company's word in the reader's language only, apartments by number", () => {
    const worded = { ...smallCompany(), building_word: { de: "Haus" } };
    const pointer = "/projects/0/buildings/0/apartments/0/buyers/0";
    expect(placeInWords(worded, pointer, "de")).toEqual([
      { kind: "project", name: "Hafenblick" },
      { kind: "building", name: "A", word: "Haus" },
      { kind: "apartment", name: "1" },
      { kind: "field", name: "buyers" },
      { kind: "item", number: 1, name: "kaeufer@example.com" },
    ]);
    expect(placeInWords(worded, pointer, "en")?.[1]).toEqual({ kind: "building", name: "A" });
  });

  it("names materials by code, staff by e-mail, hosts by host", () => {
    expect(placeInWords(company, "/materials/1/price", "de")).toEqual([
      { kind: "material", name: "ASH-1" },
      { kind: "field", name: "price" },
    ]);
    expect(placeInWords(company, "/staff/0/role", "de")?.[0]).toEqual({
      kind: "staff",
      name: "planer@nordhaus.example",
    });
    expect(placeInWords(company, "/hosts/0", "de")).toEqual([
      { kind: "host", name: "wohnen.nordhaus.example" },
    ]);
  });

  it("numbers items of lists of nothing named, and names a missing last field", () => {
    expect(placeInWords(company, "/projects/0/room_types/0/picture_layers/0/file", "en")).toEqual([
      { kind: "project", name: "Hafenblick" },
      { kind: "room type", name: "Wohnzimmer" },
      { kind: "field", name: "picture_layers" },
      { kind: "item", number: 1 },
      { kind: "field", name: "file" },
    ]);
    expect(placeInWords(company, "/projects/0/address", "en")).toEqual([
      { kind: "project", name: "Hafenblick" },
      { kind: "field", name: "address" },
    ]);
  });

  it("is null where the pointer leaves the document, and empty for the whole of it", () => {
    expect(placeInWords(company, "/projects/0/packages/2", "de")).toBeNull();
    expect(placeInWords(company, "/projects/0/packages/-", "de")).toBeNull();
    expect(placeInWords(company, "/projects/01", "de")).toBeNull();
    expect(placeInWords(company, "/projects/0/deadlines/0/name", "de")).toBeNull();
    expect(placeInWords(company, "/name/first", "de")).toBeNull();
    expect(placeInWords(company, "projects", "de")).toBeNull();
    expect(placeInWords(company, "", "de")).toEqual([]);
    expect(placesInWords(company, ["", "/projects/9", "/name"], "de")).toEqual({
      "/name": [{ kind: "field", name: "name" }],
    });
  });

  it("resolves every pointer of a generated document without throwing, one step per token at most", () => {
    const leaf = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));
    const document = fc.letrec((tie) => ({
      value: fc.oneof(
        { depthSize: "small" },
        leaf,
        fc.array(tie("value"), { maxLength: 3 }),
        fc.dictionary(
          fc.constantFrom(
            "projects",
            "buildings",
            "packages",
            "name",
            "number",
            "code",
            "de",
            "a/b",
            "~",
          ),
          tie("value"),
          { maxKeys: 4 },
        ),
      ),
    })).value;
    fc.assert(
      fc.property(document, fc.constantFrom("et", "en", "de", "ru" as const), (doc, locale) => {
        for (const pointer of pointersOf(doc)) {
          const steps = placeInWords(doc, pointer, locale);
          expect(steps).not.toBeNull();
          expect(steps?.length ?? 0).toBeLessThanOrEqual(pointer.split("/").length - 1);
        }
      }),
    );
  });
});
