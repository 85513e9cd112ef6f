import { describe, expect, it } from "vitest";
import { companyLanguages, missingLanguages, textIn } from "./translations.ts";

describe("missing translations", () => {
  it("are the company's languages a written text lacks", () => {
    expect(missingLanguages({ et: "Köök", en: " " }, ["et", "en", "de"])).toEqual(["en", "de"]);
    expect(missingLanguages({ et: "Köök", en: "Kitchen" }, ["et", "en"])).toEqual([]);
  });

  it("are none for a text written in no language", () => {
    expect(missingLanguages(undefined, ["et", "en"])).toEqual([]);
    expect(missingLanguages({ et: "" }, ["et", "en"])).toEqual([]);
  });

  it("count the languages the sites offer and those the texts are written in", () => {
    expect(
      companyLanguages(
        [{ languages: ["et", "en"] }, { languages: ["de", "en"] }],
        [{ ru: "Кухня" }, undefined, { et: "Köök", de: "" }],
      ),
    ).toEqual(["et", "en", "de", "ru"]);
  });

  it("show a text in the page's language, else in another, else the code", () => {
    expect(textIn({ et: "Köök", en: "Kitchen" }, "en", "kitchen")).toBe("Kitchen");
    expect(textIn({ et: "Köök" }, "de", "kitchen")).toBe("Köök");
    expect(textIn({}, "de", "kitchen")).toBe("kitchen");
  });
});
