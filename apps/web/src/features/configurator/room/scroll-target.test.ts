import { describe, expect, it } from "vitest";
import { scrollTargetGroupId, scrollTargetState } from "./scroll-target.ts";

describe("scroll targets", () => {
  it("carries a group in the spec's form and reads it back", () => {
    expect(scrollTargetState(42)).toEqual({
      scrollTo: "selection-group-42--targetedFromRestriction-null",
    });
    expect(scrollTargetGroupId(scrollTargetState(42))).toBe(42);
    expect(scrollTargetGroupId({ scrollTo: "selection-group-7" })).toBe(7);
  });

  it("ignores anything else", () => {
    for (const state of [null, undefined, "x", {}, { scrollTo: 5 }, { scrollTo: "group-5" }])
      expect(scrollTargetGroupId(state)).toBeNull();
  });
});
