import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { idBody, idParam, MAX_ID } from "./common.ts";
import { issueMessage } from "./validation-messages.ts";

/** What a person reads about a bad id, named as the company field. */
function said(result: { error?: { issues: readonly object[] } }) {
  const issue = result.error?.issues[0] as Parameters<typeof issueMessage>[0] | undefined;
  return issue && issueMessage({ ...issue, path: ["company_id"] }, "en");
}

describe("idParam", () => {
  it("accepts exactly the decimal form of positive 32-bit ids", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2_147_483_647 }),
        (id) => idParam.parse(String(id)) === id,
      ),
    );
  });

  it("refuses everything else, saying why in words", () => {
    const cases: [unknown, string][] = [
      [undefined, "Company is required."],
      [["1", "2"], "Company may be given only once."],
      ["0", "Company must be a positive whole number."],
      ["007", "Company must be a positive whole number."],
      ["1e3", "Company must be a positive whole number."],
      [" 3", "Company must be a positive whole number."],
      ["2147483648", "Company must be at most 2147483647."],
    ];
    for (const [input, message] of cases) {
      const result = idParam.safeParse(input, { reportInput: true });
      expect(result.success, String(input)).toBe(false);
      expect(said(result)).toBe(message);
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
      [undefined, "Company is required."],
      ["1", "Company must be a number."],
      ["1e3", "Company must be a number."],
      [0, "Company must be a positive whole number."],
      [-1, "Company must be a positive whole number."],
      [1.5, "Company must be a positive whole number."],
      [MAX_ID + 1, "Company must be at most 2147483647."],
      [Number.POSITIVE_INFINITY, "Company must be a number."],
    ];
    for (const [input, message] of cases) {
      const result = idBody.safeParse(input, { reportInput: true });
      expect(result.success, String(input)).toBe(false);
      expect(said(result), String(input)).toBe(message);
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
