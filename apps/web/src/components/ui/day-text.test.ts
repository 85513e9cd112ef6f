import { UI_LOCALES } from "@home-designer/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { daysInMonth, isIsoDay, patternText, readDay, writeDay } from "./day-text.ts";

/** Every day of the calendar from year 1 to 9999, as `YYYY-MM-DD`. */
const isoDay = fc
  .record({
    year: fc.integer({ min: 1, max: 9999 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 31 }),
  })
  .map(({ year, month, day }) => {
    const d = Math.min(day, daysInMonth(year, month));
    return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
  });

describe("a day written in the page's language", () => {
  it("is written as people of the language write it", () => {
    expect(writeDay("2027-03-31", "de")).toBe("31.03.2027");
    expect(writeDay("2027-03-31", "et")).toBe("31.03.2027");
    expect(writeDay("2027-03-31", "en")).toBe("31/03/2027");
    expect(writeDay("2027-03-01", "ru")).toBe("01.03.2027");
    // Not a day: as it came, so a half-typed value is not lost.
    expect(writeDay("2027-02-30", "de")).toBe("2027-02-30");
    expect(writeDay("", "de")).toBe("");
  });

  it("names its pattern in the language's letters", () => {
    const de = { day: "TT", month: "MM", year: "JJJJ" };
    expect(patternText("de", de)).toBe("TT.MM.JJJJ");
    expect(patternText("en", { day: "DD", month: "MM", year: "YYYY" })).toBe("DD/MM/YYYY");
  });

  it("round-trips every day of the calendar in every language", () => {
    fc.assert(
      fc.property(isoDay, fc.constantFrom(...UI_LOCALES), (iso, locale) => {
        expect(isIsoDay(iso)).toBe(true);
        expect(readDay(writeDay(iso, locale), locale)).toEqual({ kind: "day", iso });
      }),
      { numRuns: 2000 },
    );
  });

  it("reads a typed day with one-digit day and month, and spaces after the dots", () => {
    expect(readDay("1.3.2027", "de")).toEqual({ kind: "day", iso: "2027-03-01" });
    expect(readDay(" 31. 03. 2027 ", "de")).toEqual({ kind: "day", iso: "2027-03-31" });
    expect(readDay("29/02/2028", "en")).toEqual({ kind: "day", iso: "2028-02-29" });
    expect(readDay("", "et")).toEqual({ kind: "empty" });
    expect(readDay("   ", "et")).toEqual({ kind: "empty" });
    // Written YYYY-MM-DD (pasted from a workbook), it cannot be read two ways.
    expect(readDay("2027-03-31", "de")).toEqual({ kind: "day", iso: "2027-03-31" });
    expect(readDay("2027-02-29", "en")).toEqual({ kind: "impossible" });
  });

  it("refuses a day not in the calendar, rather than moving it to the next month", () => {
    for (const text of ["31.02.2027", "29.02.2027", "00.03.2027", "01.13.2027", "31.04.2027"]) {
      expect(readDay(text, "de"), text).toEqual({ kind: "impossible" });
    }
    expect(readDay("29.02.2100", "et")).toEqual({ kind: "impossible" });
    expect(readDay("29.02.2000", "et")).toEqual({ kind: "day", iso: "2000-02-29" });
    expect(readDay("31/09/2027", "en")).toEqual({ kind: "impossible" });
    // The American order in British English: there is no 31st month.
    expect(readDay("03/31/2027", "en")).toEqual({ kind: "impossible" });
  });

  it("refuses what is not written in the language's pattern", () => {
    const refused: [string, "de" | "en"][] = [
      ["2027/03/31", "de"], // year first, not the German order
      ["31/03/2027", "de"], // the British separator
      ["31.03.2027", "en"], // the German separator
      ["31.03.27", "de"], // a two-digit year
      ["31.3", "de"],
      ["März 2027", "de"],
      ["31.03.2027x", "de"],
      ["131.03.2027", "de"],
      ["31..03.2027", "de"],
    ];
    for (const [text, locale] of refused) {
      expect(readDay(text, locale), `${text} (${locale})`).toEqual({ kind: "format" });
    }
  });

  it("knows a day of the calendar written YYYY-MM-DD", () => {
    expect(isIsoDay("2027-03-31")).toBe(true);
    expect(isIsoDay("2027-02-29")).toBe(false);
    expect(isIsoDay("2027-3-31")).toBe(false);
    expect(isIsoDay("0000-01-01")).toBe(false);
    expect(isIsoDay("")).toBe(false);
  });
});
