import type { Targeting } from "@home-designer/core";
import { describe, expect, it } from "vitest";
import { anyRuledOut, isRuledOut, restrictionSources, sameAllowed } from "./restriction-reasons.ts";

const from = (sourceAssetId: number, sourceGroupId = 1, sourceRoomId = 1): Targeting => ({
  restrictionId: sourceAssetId * 10,
  sourceRoomId,
  sourceGroupId,
  sourceAssetId,
});

describe("isRuledOut", () => {
  it("rules out only options a restriction of the group does not point at", () => {
    const allowed = new Map([
      [5, from(1)],
      [6, from(1)],
    ]);
    expect(isRuledOut(allowed, 5)).toBe(false);
    expect(isRuledOut(allowed, 7)).toBe(true);
    expect(isRuledOut(undefined, 7)).toBe(false);
    expect(isRuledOut(new Map(), 7)).toBe(false);
  });
});

describe("restrictionSources", () => {
  it("names each causing choice once", () => {
    const allowed = new Map([
      [5, from(1)],
      [6, from(1)],
      [7, from(2, 3, 4)],
    ]);
    expect(restrictionSources(allowed).map((s) => s.sourceAssetId)).toEqual([1, 2]);
    expect(restrictionSources(undefined)).toEqual([]);
  });
});

describe("sameAllowed", () => {
  it("holds for new maps that allow the same options for the same choices", () => {
    const allowed = () =>
      new Map([
        [5, from(1)],
        [6, from(2)],
      ]);
    expect(sameAllowed(allowed(), allowed())).toBe(true);
    expect(sameAllowed(undefined, undefined)).toBe(true);
    expect(sameAllowed(allowed(), undefined)).toBe(false);
    expect(sameAllowed(allowed(), new Map([[5, from(1)]]))).toBe(false);
    expect(
      sameAllowed(
        allowed(),
        new Map([
          [5, from(1)],
          [7, from(2)],
        ]),
      ),
    ).toBe(false);
    // The same options, allowed by another choice: the reason differs.
    expect(
      sameAllowed(
        allowed(),
        new Map([
          [5, from(1)],
          [6, from(3)],
        ]),
      ),
    ).toBe(false);
  });
});

describe("anyRuledOut", () => {
  it("tells whether a restriction leaves out any of the options", () => {
    const allowed = new Map([[5, from(1)]]);
    expect(anyRuledOut(allowed, [{ id: 5 }, { id: 6 }])).toBe(true);
    expect(anyRuledOut(allowed, [{ id: 5 }])).toBe(false);
    expect(anyRuledOut(undefined, [{ id: 5 }, { id: 6 }])).toBe(false);
  });
});
