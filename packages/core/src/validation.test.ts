import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidRegistrationName,
  normalizeEmail,
} from "./validation.ts";

describe("account form rules", () => {
  it("accepts e-mail addresses of the simple pattern and refuses the rest", () => {
    for (const ok of ["a@b.ee", "mari.maasikas@kodu.example", "x+y@sub.domain.de"])
      expect(isValidEmail(ok), ok).toBe(true);
    for (const bad of ["", "a@b", "ab.ee", "a b@c.ee", "@b.ee", "a@.ee", "a@b."])
      expect(isValidEmail(bad), bad).toBe(false);
    expect(isValidEmail(`${"a".repeat(250)}@b.ee`)).toBe(false);
  });

  it("wants passwords of 8+ characters with lower case, upper case and a digit", () => {
    expect(isValidPassword("Secret12")).toBe(true);
    expect(isValidPassword("Õunapuu9")).toBe(true);
    for (const bad of ["Secret1", "secret12", "SECRET12", "Secretss", ""])
      expect(isValidPassword(bad), bad).toBe(false);
    fc.assert(
      fc.property(fc.string(), (s) => {
        if (isValidPassword(s)) {
          expect(s.length).toBeGreaterThanOrEqual(8);
          expect(/\d/.test(s)).toBe(true);
        }
      }),
    );
  });

  it("wants 3+ characters of name on registration and any name on the profile", () => {
    expect(isValidRegistrationName("Ann")).toBe(true);
    expect(isValidRegistrationName("  An ")).toBe(false);
    expect(isValidName("A")).toBe(true);
    expect(isValidName("   ")).toBe(false);
  });

  it("compares e-mail addresses without case", () => {
    expect(normalizeEmail("  Mari@Kodu.EE ")).toBe("mari@kodu.ee");
  });
});
