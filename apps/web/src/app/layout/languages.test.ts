import { describe, expect, it } from "vitest";
import { menuLocales } from "./languages.ts";

describe("menuLocales", () => {
  it("offers the company's languages for the host in its order", () => {
    expect(menuLocales(["de", "en", "et"])).toEqual(["de", "en", "et"]);
  });

  it("never offers Russian or unknown codes", () => {
    expect(menuLocales(["et", "ru", "fi", "en"])).toEqual(["et", "en"]);
  });

  it("falls back to Estonian and English", () => {
    expect(menuLocales(undefined)).toEqual(["et", "en"]);
    expect(menuLocales(["ru"])).toEqual(["et", "en"]);
  });
});
