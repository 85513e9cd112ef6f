import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatEuro, parseTypedPrice, toCents, toEuros, vatRate, withVat } from "./money.ts";

describe("money", () => {
  it("round-trips every cent amount through euros exactly", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }),
        (cents) => toCents(toEuros(cents)) === cents,
      ),
    );
  });

  it("formats euros the Estonian way: space for thousands, comma for decimals", () => {
    // Intl uses a no-break space; compare with ordinary spaces for readability.
    const plain = (cents: number) => formatEuro(cents).replace(/\s/g, " ");
    expect(plain(0)).toBe("0,00 €");
    expect(plain(1999)).toBe("19,99 €");
    expect(plain(123456)).toBe("1234,56 €");
    expect(plain(1234567)).toBe("12 345,67 €");
    expect(plain(-500)).toBe("−5,00 €");
  });

  it("always shows two decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (cents) => /,\d\d\s€$/.test(formatEuro(cents))),
    );
  });

  it("turns a VAT percentage into a rate and adds it to the cent", () => {
    expect(vatRate(24)).toBe(0.24);
    expect(vatRate(null)).toBeNull();
    expect(withVat(10000, 0.24)).toBe(12400);
    expect(withVat(1, 0.24)).toBe(1);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 100 }),
        (net, percent) => {
          const gross = withVat(net, percent / 100);
          return Number.isInteger(gross) && gross >= net;
        },
      ),
    );
  });
});

describe("typed prices", () => {
  it("reads Estonian and English ways of writing an amount, and refuses the rest", () => {
    expect(parseTypedPrice("1 234,50 €")).toBe(123450);
    expect(parseTypedPrice("1\u00a0234,5")).toBe(123450);
    expect(parseTypedPrice("99.9")).toBe(9990);
    expect(parseTypedPrice("")).toBe(0);
    for (const bad of ["12,5x", "-3", "1,2,3", "1e5", ".", "10000000,01"]) {
      expect(parseTypedPrice(bad), bad).toBeNull();
    }
    expect(parseTypedPrice("10 000 000")).toBe(1_000_000_000);
  });

  it("reads back every amount formatEuro prints", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (cents) => {
        return parseTypedPrice(formatEuro(cents)) === cents;
      }),
    );
  });
});
