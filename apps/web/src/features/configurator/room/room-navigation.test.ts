import { describe, expect, it } from "vitest";
import { centredScrollLeft, SPREAD_FROM, tabRowLayout } from "./room-navigation.ts";

describe("tabRowLayout", () => {
  it("keeps rows of fewer than 5 rooms at the left and spreads longer rows", () => {
    expect(SPREAD_FROM).toBe(5);
    expect([0, 1, 4, 5, 8].map(tabRowLayout)).toEqual([
      "start",
      "start",
      "start",
      "spread",
      "spread",
    ]);
  });
});

describe("centredScrollLeft", () => {
  const row = { width: 300, scrollWidth: 1000 };

  it("puts the tab in the middle of the row", () => {
    expect(centredScrollLeft({ left: 500, width: 100 }, row)).toBe(400);
  });

  it("stays within what the row can scroll", () => {
    expect(centredScrollLeft({ left: 20, width: 100 }, row)).toBe(0);
    expect(centredScrollLeft({ left: 950, width: 50 }, row)).toBe(700);
    expect(centredScrollLeft({ left: 50, width: 100 }, { width: 300, scrollWidth: 200 })).toBe(0);
  });
});
