/**
 * Small formatting rules of the summary PDF: dates and the colours derived from the company's one
 * brand colour.
 */

/**
 * Dates are read on the Estonian calendar: the product's companies build in Estonia, and a
 * confirmation made at 00:30 Tallinn time must not print as the previous day on a UTC server.
 */
const germanDateFormat = new Intl.DateTimeFormat("de-DE", {
  timeZone: "Europe/Tallinn",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

/** An ISO date or timestamp in the German date format, `dd.mm.yyyy`. */
export function germanDate(iso: string): string {
  // A bare calendar date names a day, not an instant: no time zone may move it.
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (day) return `${day[3]}.${day[2]}.${day[1]}`;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a date: "${iso}"`);
  return germanDateFormat.format(date);
}

type Rgb = { r: number; g: number; b: number };

/** The colour used when the company has none that we can read. */
export const fallbackBrandColor = "#2f6f6a";

function parseHex(color: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex =
    match[1].length === 3
      ? match[1]
          .split("")
          .map((c) => c + c)
          .join("")
      : match[1];
  return {
    r: Number.parseInt(hex.slice(0, 2), 16),
    g: Number.parseInt(hex.slice(2, 4), 16),
    b: Number.parseInt(hex.slice(4, 6), 16),
  };
}

function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
}

function mix(a: Rgb, b: Rgb, share: number): Rgb {
  return {
    r: a.r + (b.r - a.r) * share,
    g: a.g + (b.g - a.g) * share,
    b: a.b + (b.b - a.b) * share,
  };
}

function luminance({ r, g, b }: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

function contrastOnWhite(color: Rgb): number {
  return 1.05 / (luminance(color) + 0.05);
}

export type Palette = {
  /** The brand colour as given: rules, bars, the total's frame. */
  brand: string;
  /** The brand colour, darkened until text in it reads on white (WCAG AA, 4.5:1). */
  brandText: string;
  /** A pale tint of the brand colour for quiet backgrounds. */
  brandTint: string;
};

/**
 * Colours from the company's brand colour. White-label companies pick any colour, pale yellows
 * included, so text drawn in it is darkened as far as needed to stay legible on paper.
 */
export function paletteFor(color: string): Palette {
  const brand = parseHex(color) ?? (parseHex(fallbackBrandColor) as Rgb);
  const black = { r: 0, g: 0, b: 0 };
  let text = brand;
  for (let share = 0.1; contrastOnWhite(text) < 4.5 && share <= 1; share += 0.1) {
    text = mix(brand, black, share);
  }
  return {
    brand: toHex(brand),
    brandText: toHex(text),
    brandTint: toHex(mix(brand, { r: 255, g: 255, b: 255 }, 0.92)),
  };
}
