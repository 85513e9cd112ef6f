import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { idParam } from "./common.ts";

describe("idParam", () => {
  it("accepts exactly the decimal form of positive 32-bit ids", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (id) => idParam.parse(String(id)) === id,
      ),
    );
  });

  it("refuses everything else with a message a person understands", () => {
    const cases: [unknown, string][] = [
      [undefined, "is required"],
      [["1", "2"], "must be a single value"],
      ["0", "must be a positive whole number"],
      ["007", "must be a positive whole number"],
      ["1e3", "must be a positive whole number"],
      [" 3", "must be a positive whole number"],
      ["2147483648", "is too large"],
    ];
    for (const [input, message] of cases) {
      const result = idParam.safeParse(input);
      expect(result.success, String(input)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });

  it("never throws, whatever the input", () => {
    fc.assert(
      fc.property(fc.anything(), (input) => typeof idParam.safeParse(input).success === "boolean"),
    );
  });
});
