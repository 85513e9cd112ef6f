import { describe, expect, it } from "vitest";
import { findOptions, optionIndex, optionName, textIn } from "./option-index.ts";

const roomTypes = [
  {
    code: "kitchen",
    label: { de: "Küche", en: "Kitchen" },
    groups: [
      {
        code: "tap",
        title: { en: "Tap" },
        options: [{ code: "black", title: { de: "Schwarz", en: "Black" } }, { code: "steel" }],
      },
    ],
  },
  { code: "bath", groups: [{ code: "tiles", options: [{ code: "white" }] }] },
];

describe("optionIndex", () => {
  it("lists every option as a restriction names it, with its names in the language", () => {
    const entries = optionIndex(roomTypes, "de");
    expect(entries.map((entry) => [entry.ref, optionName(entry)])).toEqual([
      ["tap/black", "Küche › Tap › Schwarz"],
      ["tap/steel", "Küche › Tap › steel"],
      ["tiles/white", "bath › tiles › white"],
    ]);
  });
});

describe("findOptions", () => {
  const entries = optionIndex(roomTypes, "de");

  it("finds options with every word in their names or codes, case and accents ignored", () => {
    expect(findOptions(entries, "KUCHE schw").map((e) => e.ref)).toEqual(["tap/black"]);
    expect(findOptions(entries, "tap/")).toHaveLength(2);
    expect(findOptions(entries, "küche white")).toEqual([]);
  });

  it("finds nothing for no words", () => {
    expect(findOptions(entries, "  ")).toEqual([]);
  });
});

describe("textIn", () => {
  it("takes the language, else the first language with a text, else the fallback", () => {
    expect(textIn({ et: "Köök", en: "Kitchen" }, "en", "k")).toBe("Kitchen");
    expect(textIn({ et: "Köök" }, "de", "k")).toBe("Köök");
    expect(textIn({}, "de", "k")).toBe("k");
    expect(textIn(undefined, "de", "k")).toBe("k");
  });
});
