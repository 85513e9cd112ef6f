import { describe, expect, it } from "vitest";
import { readBudget } from "./budget-amount.ts";

describe("a budget as the buyer types it", () => {
  it.each([
    ["45000", "1 234,56 €", 4_500_000],
    ["45 000", "1 234,56 €", 4_500_000],
    ["45\u00a0000,50 €", "1 234,56 €", 4_500_050],
    ["45.000", "1.234,56 €", 4_500_000],
    ["45.000,5", "1.234,56 €", 4_500_050],
    ["€45,000.25", "€1,234.56", 4_500_025],
    ["12.5", "€1,234.56", 1250],
    ["12,5", "1 234,56 €", 1250],
    ["0", "1 234,56 €", 0],
  ] as const)("reads %j written as %s", (text, format, cents) => {
    expect(readBudget(text, format)).toEqual({ cents });
  });

  it.each([
    ["", "empty"],
    ["  € ", "empty"],
    ["kolm tuhat", "invalid"],
    ["-100", "invalid"],
    ["12,345", "invalid"],
    ["1,2,3", "invalid"],
    ["200000000", "tooLarge"],
  ] as const)("refuses %j: %s", (text, error) => {
    expect(readBudget(text, "1 234,56 €")).toEqual({ error });
  });
});
