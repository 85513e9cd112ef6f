import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { idBody, idParam, MAX_ID } from "./common.ts";

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

describe("idBody", () => {
  it("accepts exactly the whole numbers 1 … 2³¹−1", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_ID }), (id) => idBody.parse(id) === id));
  });

  it("refuses everything else, saying why", () => {
    const cases: [unknown, string][] = [
      [undefined, "is required"],
      ["1", "must be a number"],
      ["1e3", "must be a number"],
      [0, "must be a positive number"],
      [-1, "must be a positive number"],
      [1.5, "must be a whole number"],
      [MAX_ID + 1, "is too large"],
      [Number.POSITIVE_INFINITY, "must be a number"],
    ];
    for (const [input, message] of cases) {
      const result = idBody.safeParse(input);
      expect(result.success, String(input)).toBe(false);
      expect(result.error?.issues[0]?.message, String(input)).toBe(message);
    }
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: MAX_ID + 1, max: Number.MAX_SAFE_INTEGER }),
          fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 }),
          fc.double().filter((n) => !Number.isInteger(n)),
        ),
        (n) => !idBody.safeParse(n).success,
      ),
    );
  });
});
