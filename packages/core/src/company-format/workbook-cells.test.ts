import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { problemMessage } from "./problem-texts.ts";
import { type CellKind, readCell as readWithKey, writeCell } from "./workbook-cells.ts";

/** A cell's reading with its problem in English, as the command line writes it. */
const readCell = (kind: CellKind, cell: Parameters<typeof readWithKey>[1]) => {
  const reading = readWithKey(kind, cell);
  return reading.problem ? { problem: problemMessage(reading.problem, "en") } : reading;
};

describe("a workbook cell", () => {
  it("reads a day from a date cell or as typed, and refuses what is no day, in three languages", () => {
    expect(readCell("date", new Date(Date.UTC(2027, 2, 1)))).toEqual({ value: "2027-03-01" });
    expect(readCell("date", " 2027-03-01 ")).toEqual({ value: "2027-03-01" });
    expect(readCell("date", "")).toEqual({ value: undefined });
    expect(readCell("date", "2027-02-30").problem).toBe(
      '"2027-02-30" is not a day: type it as 2027-03-01 or as a date',
    );
    // A serial number is not taken as a day: it may be a date the spreadsheet turned into one.
    expect(readCell("date", 46447).problem).toBe(
      "46447 is not a day: type it as 2027-03-01 or as a date",
    );
    const reading = readWithKey("date", "1.3.2027");
    if (!reading.problem) throw new Error("read");
    expect(problemMessage(reading.problem, "et")).toBe(
      '"1.3.2027" ei ole päev: sisesta see kujul 2027-03-01 või kuupäevana',
    );
    expect(problemMessage(reading.problem, "de")).toBe(
      '"1.3.2027" ist kein Tag: geben Sie ihn als 2027-03-01 oder als Datum ein',
    );
    expect(writeCell("date", "2027-03-01")).toBe("2027-03-01");
  });

  it("reads an amount typed as a number or as text to the same cents, never rounded", () => {
    expect(readCell("amount", 184990.49)).toEqual({ value: "184990.49" });
    expect(readCell("amount", "184990.49")).toEqual({ value: "184990.49" });
    expect(readCell("amount", 129.9)).toEqual({ value: "129.90" });
    expect(readCell("amount", -20)).toEqual({ value: "-20.00" });
    // Text is taken as written: "0" and "12.5" are amounts of the format too.
    expect(readCell("amount", " 12.5 ")).toEqual({ value: "12.5" });
    // A formula's result as the spreadsheet shows it (15 digits), not its binary noise.
    expect(readCell("amount", 0.1 + 0.2)).toEqual({ value: "0.30" });
    // The value the cell holds is read, not the 12.35 a two-decimal number format shows.
    expect(readCell("amount", 12.345).problem).toBe(
      "12.345 is not an amount in euros with at most two decimals, such as 129.90 or -20.00: the cell holds 12.345, whatever its number format shows, and it is never rounded",
    );
    expect(readCell("amount", "12.345").problem).toBe(
      '"12.345" is not an amount in euros with at most two decimals, such as 129.90 or -20.00',
    );
    expect(readCell("amount", "12,5O").problem).toContain('"12,5O" is not an amount');
    expect(readCell("percent", 24)).toEqual({ value: "24.00" });
  });

  it("refuses a number past the format's bounds, naming the bound", () => {
    expect(readCell("amount", 999_999_999.99)).toEqual({ value: "999999999.99" });
    expect(readCell("amount", 1e10).problem).toBe(
      "10000000000 is above 999999999.99, the largest amount the format takes",
    );
    expect(readCell("amount", "-1000000000").problem).toBe(
      '"-1000000000" is below -999999999.99, the lowest amount the format takes',
    );
    expect(readCell("percent", 999.99)).toEqual({ value: "999.99" });
    expect(readCell("percent", 1000).problem).toBe(
      "1000 is above 999.99, the largest percentage the format takes",
    );
    expect(readCell("percent", "2400 %").problem).toBe(
      '"2400 %" is above 999.99, the largest percentage the format takes',
    );
    expect(readCell("percent", -5).problem).toBe(
      "-5 is below 0: a percentage of the format is never negative",
    );
    expect(readCell("quantity", 1e12).problem).toBe(
      "1000000000000 is above 999999999.999, the largest quantity the format takes",
    );
    expect(readCell("quantity", -1).problem).toBe(
      "-1 is below 0: a quantity of the format is never negative",
    );
    // With its sign, as typed or as a cell in a percentage format shows it (0.19 shown as 19%).
    expect(readCell("percent", "19%")).toEqual({ value: "19" });
    expect(readCell("percent", " 7.5 % ")).toEqual({ value: "7.5" });
    expect(readCell("percent", "19,5 %").problem).toBe(
      '"19,5 %" is not a percentage with at most two decimals, such as 24 or 9.5',
    );
    expect(readCell("quantity", 54)).toEqual({ value: "54.000" });
  });

  it("keeps every amount of the format exactly, written and read back", () => {
    fc.assert(
      fc.property(fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }), (cents) => {
        const abs = Math.abs(cents);
        const amount = `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
        const cell = writeCell("amount", amount);
        expect(typeof cell).toBe("number");
        expect(readCell("amount", cell)).toEqual({ value: amount });
        expect(readCell("amount", amount)).toEqual({ value: amount });
      }),
    );
    // Forms other than the export's two decimals stay text, so they come back as written.
    expect(writeCell("amount", "0")).toBe("0");
    expect(writeCell("quantity", "54.000")).toBe(54);
  });

  it("reads codes as text, refusing a number that has lost what was typed", () => {
    expect(readCell("code", " OAK-1 ")).toEqual({ value: "OAK-1" });
    expect(readCell("code", 12)).toEqual({ value: "12" });
    expect(readCell("code", 1.1).problem).toBe(
      "1.1 is not a text; format the cell as text and type it again",
    );
    expect(readCell("code", new Date("2024-03-04T00:00:00Z")).problem).toBe(
      "2024-03-04 (a date) is not what this column holds; format the cell as text and type it again",
    );
  });

  it("reads empty cells as nothing, texts as written, yes/no, whole numbers and e-mails", () => {
    for (const empty of [null, "", "   "]) expect(readCell("texts", empty)).toEqual({});
    expect(readCell("texts", " Küche ")).toEqual({ value: " Küche " });
    expect(readCell("yes-no", "Yes")).toEqual({ value: true });
    expect(readCell("yes-no", false)).toEqual({ value: false });
    expect(readCell("yes-no", "maybe").problem).toBe('"maybe" should be yes or no');
    expect(readCell("integer", "-1")).toEqual({ value: -1 });
    expect(readCell("integer", 2.5).problem).toContain("is not a whole number");
    expect(readCell("emails", "a@example.com, b@example.com;c@example.com\nd@example.com")).toEqual(
      { value: ["a@example.com", "b@example.com", "c@example.com", "d@example.com"] },
    );
    // Spaces alone separate too, as a list pasted from a mail program's To field.
    expect(readCell("emails", " a@example.com  b@example.com\r\n\tc@example.com;; ")).toEqual({
      value: ["a@example.com", "b@example.com", "c@example.com"],
    });
    expect(readCell("emails", "a@example.com, nobody").problem).toBe(
      '"nobody" is not an e-mail address',
    );
    expect(writeCell("emails", ["a@example.com", "b@example.com"])).toBe(
      "a@example.com, b@example.com",
    );
    expect(writeCell("yes-no", false)).toBe("no");
  });
});
