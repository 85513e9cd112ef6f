import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { contrastRatio, parseColour, type Rgb, textSafeBrandColour, toHex } from "./colour.ts";

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const channel = fc.integer({ min: 0, max: 255 });
const anyColour = fc.record({ r: channel, g: channel, b: channel });
const contrastWithWhite = (hex: string) => contrastRatio(parseColour(hex) as Rgb, WHITE);

describe("textSafeBrandColour", () => {
  it("gives white text on it a contrast of at least 4.5:1, whatever the brand colour", () => {
    fc.assert(
      fc.property(anyColour, (brand) => contrastWithWhite(textSafeBrandColour(brand)) >= 4.5),
      { numRuns: 2000 },
    );
  });

  it("keeps a brand colour that already reads", () => {
    fc.assert(
      fc.property(
        anyColour.filter((c) => contrastRatio(c, WHITE) >= 4.5),
        (brand) => textSafeBrandColour(brand) === toHex(brand),
      ),
    );
  });

  it("darkens a pale colour only as far as needed, keeping its hue", () => {
    const safe = textSafeBrandColour({ r: 255, g: 235, b: 59 });
    expect(contrastWithWhite(safe)).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite(safe)).toBeLessThan(4.7);
    const { r, g, b } = parseColour(safe) as Rgb;
    expect(r).toBeGreaterThan(b);
    expect(g).toBeGreaterThan(b);
  });
});

describe("contrastRatio", () => {
  it("is 21:1 for black on white and 1:1 for a colour on itself", () => {
    expect(contrastRatio({ r: 0, g: 0, b: 0 }, WHITE)).toBeCloseTo(21, 5);
    fc.assert(fc.property(anyColour, (c) => contrastRatio(c, c) === 1));
  });
});

describe("parseColour", () => {
  it("reads hex with and without #, short and long, and rgb()", () => {
    expect(parseColour("#0af")).toEqual({ r: 0, g: 170, b: 255 });
    expect(parseColour("2F6F6A")).toEqual({ r: 47, g: 111, b: 106 });
    expect(parseColour("#2f6f6a80")).toEqual({ r: 47, g: 111, b: 106 });
    expect(parseColour(" rgb(10, 20, 30) ")).toEqual({ r: 10, g: 20, b: 30 });
    expect(parseColour("rgba(10 20 30 / 0.5)")).toEqual({ r: 10, g: 20, b: 30 });
  });

  it("answers null for what it cannot read", () => {
    for (const value of ["teal", "#12345", "rgb(300, 0, 0)", "hsl(10 20% 30%)", ""]) {
      expect(parseColour(value)).toBeNull();
    }
  });
});
