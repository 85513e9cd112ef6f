import { describe, expect, it } from "vitest";
import { searchWithoutSelections, withSearch } from "./search.ts";

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
