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

  it("show a text in the page's language, else in another, else the code", () => {
    expect(textIn({ et: "Köök", en: "Kitchen" }, "en", "kitchen")).toBe("Kitchen");
    expect(textIn({ et: "Köök" }, "de", "kitchen")).toBe("Köök");
    expect(textIn({}, "de", "kitchen")).toBe("kitchen");
  });
});

describe("languages", () => {
  it("are the hosts' languages in order, then any a text has", () => {
    expect(
      companyLanguages(
        [{ languages: ["de", "en"] }, { languages: ["et", "de"] }],
        [{ ru: "Текст", en: "" }],
      ),
    ).toEqual(["de", "en", "et", "ru"]);
  });

  it("a text misses those of the company's languages it lacks while another has it", () => {
    expect(missingLanguages({ de: "Haus", en: " " }, ["de", "en", "et"])).toEqual(["en", "et"]);
    expect(missingLanguages({ de: "", en: "" }, ["de", "en"])).toEqual([]);
    expect(missingLanguages(undefined, ["de"])).toEqual([]);
    expect(missingLanguages({ de: [{ title: "§ 1", text: "…" }], et: [] }, ["de", "et"])).toEqual([
      "et",
    ]);
  });
});
