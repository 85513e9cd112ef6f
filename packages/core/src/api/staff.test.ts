import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { priceInput } from "./staff.ts";

describe("prices staff type", () => {
  it("reads numbers and Estonian or English text into cents", () => {
    const cases: [unknown, number][] = [
      [1234.5, 123450],
      ["1234,50", 123450],
      ["1 234,50", 123450],
      ["1\u00a0234,50 €", 123450],
      ["99.9", 9990],
      ["", 0],
      [0, 0],
    ];
    for (const [input, cents] of cases) expect(priceInput.parse(input), String(input)).toBe(cents);
  });

  it("refuses what is not an amount", () => {
    for (const bad of [
      "abc",
      "-5",
      "1,2,3",
      "1e5",
      "12,50,1",
      -1,
      20_000_000,
      Number.NaN,
      "9".repeat(40),
    ]) {
      expect(priceInput.safeParse(bad).success, String(bad)).toBe(false);
    }
  });

  it("round-trips every cent amount written the Estonian way", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        const text = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
        return priceInput.parse(text) === cents;
      }),
    );
  });
});
