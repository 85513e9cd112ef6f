/**
 * Contrast of a company's brand colour. White-label companies pick any colour, pale yellows
 * included, and the product puts white text on it (buttons, tabs) and writes text in it on white
 * (links, prices, the PDF's headings). Both read only when the colour has a contrast of at least
 * 4.5:1 with white (WCAG 2.x AA for normal text), so the colour used for them is the brand colour
 * darkened just as far as that needs. The web app and the PDF take it from here.
 */

export type Rgb = { r: number; g: number; b: number };

/** WCAG AA for normal text. */
export const TEXT_CONTRAST = 4.5;

const WHITE: Rgb = { r: 255, g: 255, b: 255 };
const BLACK: Rgb = { r: 0, g: 0, b: 0 };

/**
 * `#rgb`, `#rrggbb` (with or without `#`; an alpha part `#rgba`/`#rrggbbaa` is ignored) or
 * `rgb(r, g, b)`/`rgba(…)` in 0–255; anything else is null.
 */
export function parseColour(colour: string): Rgb | null {
  const value = colour.trim().toLowerCase();
  const hex = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join("") : hex;
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
    };
  }
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})\s*(?:[,/][^)]*)?\)$/.exec(value);
  if (rgb) {
    const [r, g, b] = rgb.slice(1, 4).map(Number) as [number, number, number];
    if (r <= 255 && g <= 255 && b <= 255) return { r, g, b };
  }
  return null;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}

/** `a` moved towards `b` by `share` (0 = a, 1 = b), in sRGB. */
export function mixColours(a: Rgb, b: Rgb, share: number): Rgb {
  return {
    r: a.r + (b.r - a.r) * share,
    g: a.g + (b.g - a.g) * share,
    b: a.b + (b.b - a.b) * share,
  };
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const channel = (v: number) => {
    const c = v / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The brand colour for white text on it and for text in it on white: the colour itself when it
 * reaches 4.5:1 against white, else the lightest mix of it with black that does, as `#rrggbb`.
 * The mix is searched by halving, and each candidate is measured after rounding to `#rrggbb`,
 * since that is what is painted; black itself (21:1) ends the search when nothing lighter passes.
 */
export function textSafeBrandColour(colour: Rgb): string {
  const passes = (candidate: string) => {
    const rgb = parseColour(candidate) as Rgb;
    return contrastRatio(rgb, WHITE) >= TEXT_CONTRAST;
  };
  const own = toHex(colour);
  if (passes(own)) return own;
  let low = 0; // fails
  let high = 1; // passes: black
  for (let step = 0; step < 16; step += 1) {
    const middle = (low + high) / 2;
    if (passes(toHex(mixColours(colour, BLACK, middle)))) high = middle;
    else low = middle;
  }
  return toHex(mixColours(colour, BLACK, high));
}
