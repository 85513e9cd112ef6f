import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  AMOUNT_FORMATS,
  type AmountFormat,
  amountFormatFor,
  DEFAULT_AMOUNT_FORMAT,
  euroWriter,
  formatEuro,
  includedVat,
  parseTypedPrice,
  toCents,
  toEuros,
  vatRate,
  withVat,
} from "./money.ts";

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

  it("writes by default exactly what Intl's Estonian euro format wrote before companies chose", () => {
    const estonian = new Intl.NumberFormat("et-EE", {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: -1e11, max: 1e11 }).filter((cents) => cents !== 0),
        (cents) => formatEuro(cents) === estonian.format(cents / 100),
      ),
    );
    expect(formatEuro(0)).toBe(estonian.format(0));
  });

  it("writes each company format as its name shows", () => {
    const plain = (cents: number, format: AmountFormat) =>
      formatEuro(cents, format).replace(/\u00a0/g, " ");
    expect(plain(2576180, "1 234,56 €")).toBe("25 761,80 €");
    expect(plain(2576180, "1.234,56 €")).toBe("25.761,80 €");
    expect(plain(2576180, "€1,234.56")).toBe("€25,761.80");
    expect(plain(2576180, "1,234.56 €")).toBe("25,761.80 €");
    expect(plain(123456, "1.234,56 €")).toBe("1.234,56 €");
    expect(plain(-123456, "1.234,56 €")).toBe("-1.234,56 €");
    expect(plain(-123456, "€1,234.56")).toBe("-€1,234.56");
    expect(plain(-5, "1 234,56 €")).toBe("\u22120,05 €");
    expect(plain(100_000_000_000, "1,234.56 €")).toBe("1,000,000,000.00 €");
    for (const format of AMOUNT_FORMATS) expect(plain(0, format)).toMatch(/^€?0[.,]00( €)?$/);
  });

  it("reads back, in every format, as the amount it wrote", () => {
    /** Parses a written amount by the format's own separators. */
    const readBack = (text: string, format: AmountFormat) => {
      const decimal = format.includes(",56") ? "," : ".";
      const negative = /^[-\u2212]/.test(text);
      const digits = text
        .replace(/^[-\u2212]/, "")
        .replace(/[€\u00a0]/g, "")
        .split(decimal)
        .map((part) => part.replace(/[.,]/g, ""));
      const [whole = "", cents = ""] = digits;
      expect(cents).toMatch(/^\d\d$/);
      const value = Number(whole) * 100 + Number(cents);
      return negative ? -value : value;
    };
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        fc.constantFrom(...AMOUNT_FORMATS),
        (cents, format) => readBack(formatEuro(cents, format), format) === cents,
      ),
    );
  });

  it("groups thousands in threes and only with the format's separator", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e13 }),
        fc.constantFrom(...AMOUNT_FORMATS),
        (cents, format) => {
          const whole = formatEuro(cents, format)
            .replace(/[€]/g, "")
            .trim()
            .replace(/[.,]\d\d$/, "");
          return whole.split(/[.,\u00a0]/).every((group, i) => i === 0 || group.length === 3);
        },
      ),
    );
  });

  it("takes the company's format for a language, the default where it has none", () => {
    const formats = { de: "1.234,56 €" } as const;
    expect(amountFormatFor(formats, "de")).toBe("1.234,56 €");
    expect(amountFormatFor(formats, "et")).toBe(DEFAULT_AMOUNT_FORMAT);
    expect(amountFormatFor(undefined, "en")).toBe(DEFAULT_AMOUNT_FORMAT);
    expect(euroWriter(formats, "de")(2576180)).toBe("25.761,80\u00a0€");
    expect(euroWriter(formats, "et")(2576180)).toBe("25\u00a0761,80\u00a0€");
  });

  it("finds the VAT a gross price includes", () => {
    expect(includedVat(12400, 0.24)).toBe(2400);
    expect(includedVat(11900, 0.19)).toBe(1900);
    expect(includedVat(0, 0.24)).toBe(0);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 100 }), (net, p) => {
        const vat = includedVat(withVat(net, p / 100), p / 100);
        return Math.abs(vat - (withVat(net, p / 100) - net)) <= 1;
      }),
    );
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
