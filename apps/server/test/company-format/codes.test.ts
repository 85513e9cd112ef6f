import { describe, expect, it } from "vitest";
import { nameOf, slugify } from "../../src/modules/company-format/codes.ts";

describe("codes made from names", () => {
  it.each([
    ["3-toaline, tüüp 3A", "3-toaline-tuup-3a"],
    ["Köök ja elutuba", "kook-ja-elutuba"],
    ["Fußbodenheizung", "fussbodenheizung"],
    ["  Flur / Garderobe  ", "flur-garderobe"],
    ["Ванная", ""],
    ["x".repeat(70), "x".repeat(60)],
  ])("makes %j into %j", (name, code) => {
    expect(slugify(name)).toBe(code);
  });

  it("names things in English first", () => {
    expect(nameOf({ et: "Köök", en: "Kitchen" })).toBe("Kitchen");
    expect(nameOf({ de: "Küche" })).toBe("Küche");
    expect(nameOf(null)).toBe("");
  });
});
