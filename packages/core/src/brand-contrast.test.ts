import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { brandContrast, DEFAULT_BRAND_COLOUR } from "./brand-contrast.ts";
import { toHex } from "./colour.ts";

const channel = fc.integer({ min: 0, max: 255 });
const hexColour = fc.record({ r: channel, g: channel, b: channel }).map(toHex);
const maybe = fc.option(hexColour, { nil: undefined });
const someColours = fc.record({
  "primary-50": maybe,
  "primary-500": maybe,
  "primary-600": maybe,
});

describe("brandContrast", () => {
  it("measures the app's own colours when the company names none, all of which read", () => {
    const { shades, pairs, darkened } = brandContrast({});
    expect(shades.brand).toBe(DEFAULT_BRAND_COLOUR);
    // tokens.css: the strong shade is the brand with 18 % black, the soft one with 90 % white.
    expect(shades.strong).toBe("#26584d");
    expect(shades.soft).toBe("#eaf0ef");
    expect(darkened).toEqual([]);
    expect(pairs.map((p) => [p.pair, p.passes])).toEqual([
      ["brand", true],
      ["strong", true],
      ["brandOnSoft", true],
      ["strongOnSoft", true],
    ]);
  });

  it("always lets white text read on the brand and the strong shade, as the app darkens them", () => {
    fc.assert(
      fc.property(someColours, (colours) => {
        const [brand, strong] = brandContrast(colours).pairs;
        return brand?.passes === true && strong?.passes === true;
      }),
      { numRuns: 500 },
    );
  });

  it("says what it darkened, and darkens only what would not read", () => {
    const pale = brandContrast({ "primary-500": "#ffeb3b" });
    expect(pale.darkened).toEqual([
      { token: "primary-500", from: "#ffeb3b", to: pale.shades.brand },
    ]);
    fc.assert(
      fc.property(someColours, (colours) =>
        brandContrast(colours).darkened.every(
          ({ token, from, to }) => from === colours[token] && from !== to,
        ),
      ),
    );
  });

  it("warns of brand text on a soft shade too dark for it", () => {
    const { pairs } = brandContrast({ "primary-500": "#2e6b5e", "primary-50": "#6a9e92" });
    const onSoft = pairs.find((p) => p.pair === "brandOnSoft");
    expect(onSoft).toMatchObject({ text: "#2e6b5e", background: "#6a9e92", passes: false });
    expect(onSoft?.ratio).toBeLessThan(4.5);
  });

  it("gives ratios between 1 and 21, whatever the colours", () => {
    fc.assert(
      fc.property(someColours, (colours) =>
        brandContrast(colours).pairs.every((p) => p.ratio >= 1 && p.ratio <= 21 + 1e-9),
      ),
    );
  });

  it("keeps the default where it cannot read a colour, and reads others through `read`", () => {
    expect(brandContrast({ "primary-500": "teal" }).shades.brand).toBe(DEFAULT_BRAND_COLOUR);
    const teal = brandContrast({ "primary-500": "teal" }, () => ({ r: 0, g: 128, b: 128 }));
    expect(teal.shades.brand).not.toBe(DEFAULT_BRAND_COLOUR);
    expect(teal.pairs[0]?.passes).toBe(true);
  });
});
