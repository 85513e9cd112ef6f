import { describe, expect, it } from "vitest";
import { CodeScope, nameOf, slugify } from "../../src/modules/company-format/codes.ts";

describe("codes derived for export", () => {
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

  it("keeps a key that is a code, makes one of anything else, and never hands out one twice", () => {
    const scope = new CodeScope();
    expect(scope.take("KK-WA-FLOOR-01", "material-1")).toBe("KK-WA-FLOOR-01");
    expect(scope.take("KK-WA-FLOOR-01", "material-2")).toBe("KK-WA-FLOOR-01-2");
    expect(scope.take("Tile 20×20", "material-3")).toBe("tile-20-20");
    expect(scope.fromName("Nordic", "package-1")).toBe("nordic");
    expect(scope.fromName("Ванная", "room-12")).toBe("room-12");
    expect(scope.fromName(null, "room-12")).toBe("room-12-2");
  });

  it("names things in English first", () => {
    expect(nameOf({ et: "Köök", en: "Kitchen" })).toBe("Kitchen");
    expect(nameOf({ de: "Küche" })).toBe("Küche");
    expect(nameOf(null)).toBe("");
  });
});
