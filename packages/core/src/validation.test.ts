import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isValidEmail,
  isValidName,
  isValidPassword,
  isValidRegistrationName,
  normalizeEmail,
} from "./validation.ts";

/**
 * What a mail library reads as the end of one address or the start of a display name, comment,
 * quoted part or group (nodemailer's addressparser splits on `,` and `;`), and white space.
 */
const SEPARATORS = [",", ";", " ", "<", ">", '"', "(", ")", ":", "\\", "[", "]", "\t", "\r", "\n"];
const hasSeparator = (s: string) =>
  SEPARATORS.some((c) => s.includes(c)) || /[\p{White_Space}\p{Cc}\p{Cf}]/u.test(s);

/** Addresses the rule is meant to accept: dot-atoms of ASCII and Unicode letters @ domains. */
const atom = fc.string({
  unit: fc.constantFrom(..."abcXYZ019!#$%&'*+/=?^_`{|}~-", "ü", "õ", "ß", "ж", "東", "é"),
  minLength: 1,
  maxLength: 8,
});
const label = fc
  .tuple(
    fc.constantFrom("a", "z", "0", "ä", "ж"),
    fc.string({ unit: fc.constantFrom("a", "b", "9", "-", "ö", "š"), maxLength: 6 }),
    fc.constantFrom("e", "1", "ü"),
  )
  .map((parts) => parts.join(""));
const goodAddress = fc
  .tuple(
    fc.array(atom, { minLength: 1, maxLength: 3 }),
    fc.array(label, { minLength: 2, maxLength: 4 }),
  )
  .map(([local, domain]) => `${local.join(".")}@${domain.join(".")}`);

describe("account form rules", () => {
  it("accepts one e-mail address, internationalised too, and refuses the rest", () => {
    for (const ok of [
      "a@b.ee",
      "mari.maasikas@kodu.example",
      "x+y@sub.domain.de",
      "jüri@näide.ee",
      "øyvind@ærø.dk",
      "用户@例子.广告",
      "o'brien@example.ie",
      "a-b@xn--nide-loa.ee",
    ])
      expect(isValidEmail(ok), ok).toBe(true);
    for (const bad of [
      "",
      "a@b",
      "ab.ee",
      "a b@c.ee",
      "@b.ee",
      "a@.ee",
      "a@b.",
      "a@x.com,b@y.net",
      "a@x.com;b@y.net",
      "a@x.com b@y.net",
      "Mari <mari@kodu.ee>",
      '"a,b"@x.com',
      "a@b@c.ee",
      "a(comment)@b.ee",
      "a@[127.0.0.1]",
      "a..b@c.ee",
      ".a@c.ee",
      "a.@c.ee",
      "a@-b.ee",
      "a@b-.ee",
      "a@b..ee",
      "a@b.ee\r\nBcc: x@y.ee",
      "a\u202e@b.ee",
      "a@b\u00a0.ee",
      "a，b@c.ee",
    ])
      expect(isValidEmail(bad), JSON.stringify(bad)).toBe(false);
    expect(isValidEmail(`${"a".repeat(250)}@b.ee`)).toBe(false);
  });

  it("accepts every address of the grammar", () => {
    fc.assert(fc.property(goodAddress, (address) => isValidEmail(address)));
  });

  it("never accepts a text holding a separator, whatever it is made of", () => {
    const piece = fc.oneof(
      goodAddress,
      fc.string({ unit: "grapheme", maxLength: 6 }),
      fc.constantFrom(...SEPARATORS, "@", ".", "\u00a0", "\u2028", "\u200b", "\ufeff", "，"),
    );
    fc.assert(
      fc.property(fc.array(piece, { minLength: 1, maxLength: 6 }), (pieces) => {
        const text = pieces.join("");
        return !isValidEmail(text) || (!hasSeparator(text) && text.split("@").length === 2);
      }),
      { numRuns: 2000 },
    );
  });

  it("refuses an address with any separator put anywhere into it", () => {
    fc.assert(
      fc.property(
        goodAddress,
        fc.nat(),
        fc.constantFrom(...SEPARATORS, "\u00a0", "\u2028"),
        (address, at, separator) => {
          const i = at % (address.length + 1);
          return !isValidEmail(address.slice(0, i) + separator + address.slice(i));
        },
      ),
    );
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
