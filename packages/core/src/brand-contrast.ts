/**
 * Whether a company's brand colours read: the pairs of text and background the web app paints
 * from them, and each pair's WCAG 2 contrast ratio, for the back office's colour settings.
 *
 * The app paints three shades (apps/web/src/styles/tokens.css): `--brand` (primary-500),
 * `--brand-strong` (primary-600, else the brand mixed with 18 % black) and `--brand-soft`
 * (primary-50, else the brand mixed with 90 % white). White text sits on the first two (buttons,
 * the chosen option's mark, a button under the pointer), they are the colour of links and prices
 * on white, and both are written on the soft shade (highlighted actions, the menu's current page).
 * The web app darkens primary-500 and primary-600 to 4.5:1 against white first
 * (apps/web/src/lib/branding.ts, `textSafeBrandColour`), so the pairs are measured as painted,
 * and what was darkened is said apart.
 */
import {
  contrastRatio,
  mixColours,
  parseColour,
  type Rgb,
  TEXT_CONTRAST,
  textSafeBrandColour,
  toHex,
} from "./colour.ts";

/** The app's own brand colour, where a company names none (tokens.css). */
export const DEFAULT_BRAND_COLOUR = "#2e6b5e";

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/** The tokens the app paints text with or on. */
export const BRAND_TEXT_TOKENS = ["primary-50", "primary-500", "primary-600"] as const;
export type BrandTextToken = (typeof BRAND_TEXT_TOKENS)[number];

/**
 * The pairs, named for where the app paints them: white on the brand (and the brand on white),
 * white on the strong shade (and it on white), the brand on the soft shade, the strong on the soft.
 */
export const BRAND_PAIRS = ["brand", "strong", "brandOnSoft", "strongOnSoft"] as const;
export type BrandPair = (typeof BRAND_PAIRS)[number];

export type BrandContrastPair = {
  pair: BrandPair;
  /** The text's colour as painted, `#rrggbb`. */
  text: string;
  /** The background's colour as painted, `#rrggbb`. */
  background: string;
  /** WCAG 2 contrast ratio, 1 to 21. */
  ratio: number;
  /** At least 4.5:1, WCAG AA for normal text. */
  passes: boolean;
};

export type BrandContrast = {
  /** The shades as the app paints them, `#rrggbb`: what a preview of the brand should show. */
  shades: { brand: string; strong: string; soft: string };
  /** The colours the app paints darker than given, so that white text on them reads. */
  darkened: { token: "primary-500" | "primary-600"; from: string; to: string }[];
  pairs: BrandContrastPair[];
};

/**
 * The pairs of a company's `colors` (token → CSS colour) as the app paints them. `read` turns a
 * colour into RGB (core's `parseColour` reads hex and rgb(); the browser passes one that reads
 * every CSS colour); a colour it cannot read counts as not given, as the app's default then stands.
 */
export function brandContrast(
  colours: Readonly<Partial<Record<string, string>>>,
  read: (colour: string) => Rgb | null = parseColour,
): BrandContrast {
  const given = (token: BrandTextToken) => {
    const value = colours[token]?.trim();
    return value ? read(value) : null;
  };
  const darkened: BrandContrast["darkened"] = [];
  const textSafe = (token: "primary-500" | "primary-600", rgb: Rgb) => {
    const painted = textSafeBrandColour(rgb);
    if (painted !== toHex(rgb)) darkened.push({ token, from: toHex(rgb), to: painted });
    return painted;
  };
  const brandRgb = given("primary-500");
  const brand = brandRgb ? textSafe("primary-500", brandRgb) : DEFAULT_BRAND_COLOUR;
  const brandPainted = parseColour(brand) as Rgb;
  const strongRgb = given("primary-600");
  const strong = strongRgb
    ? textSafe("primary-600", strongRgb)
    : toHex(mixColours(brandPainted, BLACK, 0.18));
  const softRgb = given("primary-50");
  const soft = toHex(softRgb ?? mixColours(brandPainted, WHITE, 0.9));

  const measure = (pair: BrandPair, text: string, background: string): BrandContrastPair => {
    const ratio = contrastRatio(parseColour(text) as Rgb, parseColour(background) as Rgb);
    return { pair, text, background, ratio, passes: ratio >= TEXT_CONTRAST };
  };
  return {
    shades: { brand, strong, soft },
    darkened,
    pairs: [
      measure("brand", "#ffffff", brand),
      measure("strong", "#ffffff", strong),
      measure("brandOnSoft", brand, soft),
      measure("strongOnSoft", strong, soft),
    ],
  };
}
