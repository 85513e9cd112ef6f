import { describe, expect, it } from "vitest";
import { pageCount, pageItems, pageParam } from "./pagination-pages.ts";

describe("pagination", () => {
  it("counts pages, one at least", () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
    expect(pageCount(5000, 50)).toBe(100);
  });

  it("lists every page of a short list", () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it("lists the ends and the current page's neighbours, with gaps between", () => {
    expect(pageItems(10, 20)).toEqual([1, "gap", 9, 10, 11, "gap", 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, "gap", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 19, 20]);
  });

  it("lists a lone page rather than a gap that hides it", () => {
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, "gap", 20]);
    expect(pageItems(17, 20)).toEqual([1, "gap", 16, 17, 18, 19, 20]);
  });

  it("never lists more than seven places", () => {
    for (let count = 1; count <= 40; count++)
      for (let current = 1; current <= count; current++)
        expect(pageItems(current, count).length).toBeLessThanOrEqual(7);
  });

  it("reads a page from the address, the first for anything else", () => {
    expect(pageParam("3")).toBe(3);
    expect(pageParam(null)).toBe(1);
    expect(pageParam("0")).toBe(1);
    expect(pageParam("2.5")).toBe(1);
    expect(pageParam("x")).toBe(1);
  });
});
