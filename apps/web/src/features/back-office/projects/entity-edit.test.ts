import { describe, expect, it } from "vitest";
import { entityOperations, entityValue, fieldNames, placeOf, wholeNumber } from "./entity-edit.ts";

describe("entityOperations", () => {
  const edit = { kind: "edit", path: "/projects/0/buildings/1", code: "B" } as const;

  it("tests a changed thing's code, then writes only the fields that changed and removes the emptied", () => {
    expect(
      entityOperations(
        edit,
        { code: "B", number: "B2", priority: 3 },
        { code: "B", number: "B", priority: 3, url: "https://example.com" },
      ),
    ).toEqual([
      { op: "test", path: "/projects/0/buildings/1/code", value: "B" },
      { op: "add", path: "/projects/0/buildings/1/number", value: "B2" },
      { op: "remove", path: "/projects/0/buildings/1/url" },
    ]);
  });

  it("writes a changed list or text whole, and escapes a field's name as a pointer's segment", () => {
    expect(
      entityOperations(
        edit,
        { code: "B", pdf_footer: { et: "Jalus", en: "Footer" }, "a/b": 1 },
        { code: "B", pdf_footer: { et: "Jalus" } },
      ).slice(1),
    ).toEqual([
      {
        op: "add",
        path: "/projects/0/buildings/1/pdf_footer",
        value: { et: "Jalus", en: "Footer" },
      },
      { op: "add", path: "/projects/0/buildings/1/a~1b", value: 1 },
    ]);
  });

  it("adds a new thing with its empty lists at the end of its list, or as a new list's first", () => {
    const list = { kind: "new", list: "/projects/0/restrictions", lists: {} } as const;
    const value = { code: "R", when: "g/o", choose: ["h/p"] };
    expect(entityOperations({ ...list, size: 4 }, value, {})).toEqual([
      { op: "add", path: "/projects/0/restrictions/-", value },
    ]);
    expect(entityOperations({ ...list, size: null }, value, {})).toEqual([
      { op: "add", path: "/projects/0/restrictions", value: [value] },
    ]);
    expect(
      entityOperations(
        { kind: "new", list: "/projects", size: 1, lists: { buildings: [] } },
        { code: "P" },
        {},
      ),
    ).toEqual([{ op: "add", path: "/projects/-", value: { code: "P", buildings: [] } }]);
  });
});

describe("placeOf", () => {
  it("is the thing's place, or the place a new one will take", () => {
    expect(placeOf({ kind: "edit", path: "/projects/2", code: "P" })).toBe("/projects/2");
    expect(placeOf({ kind: "new", list: "/projects", size: 2, lists: {} })).toBe("/projects/2");
    expect(placeOf({ kind: "new", list: "/projects/0/restrictions", size: null, lists: {} })).toBe(
      "/projects/0/restrictions/0",
    );
  });
});

describe("entityValue", () => {
  it("leaves out empty fields and texts, and an unticked box the thing did not say", () => {
    expect(
      entityValue(
        {
          name: "Park",
          address: " ",
          pdf_footer: { et: "", en: "" },
          show_symbols: false,
          vat: "",
        },
        {},
      ),
    ).toEqual({ name: "Park" });
    expect(entityValue({ name: "Park", show_symbols: false }, { show_symbols: true })).toEqual({
      name: "Park",
      show_symbols: false,
    });
  });
});

describe("fieldNames", () => {
  it("names every value a form holds", () => {
    expect([...fieldNames({ name: "", rooms: [{ code: "k", label: { de: "Küche" } }] })]).toEqual([
      "name",
      "rooms",
      "rooms.0",
      "rooms.0.code",
      "rooms.0.label",
      "rooms.0.label.de",
    ]);
  });
});

describe("wholeNumber", () => {
  it("reads a typed number, and nothing from an empty field", () => {
    expect(wholeNumber(" 3 ")).toBe(3);
    expect(wholeNumber("")).toBeUndefined();
    expect(wholeNumber("two")).toBeNaN();
    expect(wholeNumber(4)).toBe(4);
  });
});
