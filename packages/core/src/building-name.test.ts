import { describe, expect, it } from "vitest";
import { companyBuildingName } from "./building-name.ts";

describe("companyBuildingName", () => {
  it("puts the company's word for the language before the building's number", () => {
    expect(companyBuildingName({ de: "Haus" }, "de", "A")).toBe("Haus A");
    expect(companyBuildingName({ de: " Haus " }, "de", " A ")).toBe("Haus A");
  });

  it("leaves a language without a word, and a building without a number, to the app's wording", () => {
    expect(companyBuildingName({ de: "Haus" }, "et", "A")).toBeNull();
    expect(companyBuildingName({ en: "House" }, "de", "A")).toBeNull();
    expect(companyBuildingName(undefined, "de", "A")).toBeNull();
    expect(companyBuildingName({ de: "Haus" }, "de", " ")).toBeNull();
  });
});
