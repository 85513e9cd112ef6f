import { mixColours, parseColour, type Rgb, textSafeBrandColour, toHex } from "@home-designer/core";

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

/** The colour used when the company has none that we can read. */
export const fallbackBrandColor = "#2f6f6a";

export type Palette = {
  /** The brand colour as given: rules, bars, the total's frame. */
  brand: string;
  /** The brand colour, darkened until text in it reads on white (WCAG AA, 4.5:1). */
  brandText: string;
  /** A pale tint of the brand colour for quiet backgrounds. */
  brandTint: string;
};

/**
 * Colours from the company's brand colour. Text drawn in it follows the rule the web app's
 * buttons and links follow (core's `textSafeBrandColour`), so paper and screen agree.
 */
export function paletteFor(color: string): Palette {
  const brand = parseColour(color) ?? (parseColour(fallbackBrandColor) as Rgb);
  return {
    brand: toHex(brand),
    brandText: textSafeBrandColour(brand),
    brandTint: toHex(mixColours(brand, { r: 255, g: 255, b: 255 }, 0.92)),
  };
}
