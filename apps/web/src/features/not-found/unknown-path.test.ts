import { describe, expect, it } from "vitest";
import { unknownPathTarget } from "./unknown-path-target.ts";

describe("unknownPathTarget", () => {
  it("sends a path with a project to the configurator's start", () => {
    expect(unknownPathTarget("en", "?project=2&apartment_layout_id=5")).toBe(
      "/en?project=2&apartment_layout_id=5",
    );
  });

  it("sends anything else to the login page", () => {
    expect(unknownPathTarget("et", "")).toBe("/et/auth");
    expect(unknownPathTarget("de", "?foo=1")).toBe("/de/auth");
  });
});
