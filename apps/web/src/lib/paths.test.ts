import { describe, expect, it } from "vitest";
import { searchWithoutSelections, swapLocale, withSearch } from "./paths.ts";

describe("swapLocale", () => {
  it("swaps the locale segment and keeps path and query", () => {
    expect(swapLocale("/et/12/kitchen", "?project=1&apartment_layout_id=3", "en")).toBe(
      "/en/12/kitchen?project=1&apartment_layout_id=3",
    );
  });

  it("works for the hidden Russian locale too", () => {
    expect(swapLocale("/ru/dashboard", "", "et")).toBe("/et/dashboard");
  });

  it("puts a locale in front of a path without one", () => {
    expect(swapLocale("/", "?project=2", "de")).toBe("/de?project=2");
    expect(swapLocale("/kataloog", "", "en")).toBe("/en/kataloog");
  });
});

describe("searchWithoutSelections", () => {
  it("drops the selections and keeps everything else", () => {
    expect(
      searchWithoutSelections(
        "?project=1&selections=%5B%5D&apartment_layout_id=2&compressed_selections=true",
      ),
    ).toBe("?project=1&apartment_layout_id=2");
  });

  it("gives an empty string when nothing is left", () => {
    expect(searchWithoutSelections("?selections=x")).toBe("");
  });
});

describe("withSearch", () => {
  it("sets and removes values", () => {
    expect(withSearch("?a=1&b=2", { b: null, c: "3" })).toBe("?a=1&c=3");
  });
});
