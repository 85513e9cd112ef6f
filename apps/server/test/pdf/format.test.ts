import { describe, expect, it } from "vitest";
import { germanDate, paletteFor } from "../../src/pdf/format.ts";
import { linkPieces } from "../../src/pdf/summary-document.ts";

describe("German date format", () => {
  it("writes a calendar date as dd.mm.yyyy", () => {
    expect(germanDate("2025-03-04")).toBe("04.03.2025");
  });

  it("reads a timestamp on the Estonian calendar", () => {
    expect(germanDate("2025-03-14T08:00:00Z")).toBe("14.03.2025");
    // 23:30 UTC on New Year's Eve is already 1 January in Tallinn.
    expect(germanDate("2025-12-31T23:30:00Z")).toBe("01.01.2026");
    expect(germanDate("2025-06-30T21:30:00.000Z")).toBe("01.07.2025");
  });

  it("refuses what is not a date", () => {
    expect(() => germanDate("soon")).toThrow('Not a date: "soon"');
  });
});

describe("colours from the company colour", () => {
  const contrast = (hex: string) => {
    const channel = (i: number) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    const l = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
    return 1.05 / (l + 0.05);
  };

  it("keeps a dark brand colour for text as it is", () => {
    expect(paletteFor("#2f6f6a")).toMatchObject({ brand: "#2f6f6a", brandText: "#2f6f6a" });
  });

  it("darkens a pale brand colour until text in it is legible", () => {
    const { brand, brandText, brandTint } = paletteFor("#FFEB3B");
    expect(brand).toBe("#ffeb3b");
    expect(contrast(brandText)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(brandTint)).toBeLessThan(1.2);
  });

  it("reads short hex and falls back when the colour is unreadable", () => {
    expect(paletteFor("#0af").brand).toBe("#00aaff");
    expect(paletteFor("teal").brand).toBe("#2f6f6a");
  });
});

describe("web address pieces", () => {
  it("breaks a web address only at its joints or in long runs, keeping every character", () => {
    const url =
      "https://kodu.example.ee/et/custom/summary?apartment_layout_id=42&selections=" +
      "A".repeat(80);
    const pieces = linkPieces(url);
    expect(pieces.join("")).toBe(url);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(36);
    expect(pieces).toContain("summary?");
  });
});
