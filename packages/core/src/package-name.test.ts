import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { distinctPackageName } from "./package-name.ts";
import { PACKAGE_NAME_MAX_LENGTH } from "./validation.ts";

describe("a new package's name", () => {
  it("is the name asked for while no package has it", () => {
    expect(distinctPackageName("Minu pakett", ["Linnaloft"])).toBe("Minu pakett");
  });

  it("gets the first free number when the name is taken, whatever its case", () => {
    expect(distinctPackageName("Minu pakett", ["Minu pakett"])).toBe("Minu pakett 2");
    expect(distinctPackageName("minu pakett ", ["Minu pakett", "MINU PAKETT 2"])).toBe(
      "minu pakett 3",
    );
    expect(distinctPackageName("Linnaloft (koopia)", ["Linnaloft (koopia)"])).toBe(
      "Linnaloft (koopia) 2",
    );
  });

  it("stays within a name's length", () => {
    const long = "x".repeat(PACKAGE_NAME_MAX_LENGTH);
    expect(distinctPackageName(long, [long])).toBe(`${"x".repeat(PACKAGE_NAME_MAX_LENGTH - 2)} 2`);
  });

  it("is never one of the names taken, and never longer than a name may be", () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: PACKAGE_NAME_MAX_LENGTH }),
        fc.array(fc.string({ maxLength: PACKAGE_NAME_MAX_LENGTH }), { maxLength: 20 }),
        (wanted, others) => {
          const taken = [wanted, `${wanted} 2`, ...others];
          const name = distinctPackageName(wanted, taken);
          const lower = new Set(taken.map((t) => t.trim().toLocaleLowerCase()));
          expect(lower.has(name.trim().toLocaleLowerCase())).toBe(false);
          expect(name.length).toBeLessThanOrEqual(PACKAGE_NAME_MAX_LENGTH);
        },
      ),
    );
  });
});
