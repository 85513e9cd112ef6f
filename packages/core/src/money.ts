/**
 * Money is carried as integer euro cents inside the product. The API shows euros as JSON numbers
 * with at most two decimals, which convert back to cents exactly with `toCents`.
 */
export type Cents = number;

export function toCents(euros: number): Cents {
  return Math.round(euros * 100);
}

export function toEuros(cents: Cents): number {
  return cents / 100;
}

/** The largest price staff may type: ten million euros. */
const MAX_TYPED_CENTS = 1_000_000_000;

/**
 * A price as people type it, in cents: spaces (also no-break ones) and a euro sign are ignored, a
 * comma is the decimal point, empty is 0; "1 234,50" and "1234.5" are both 123450. Null for
 * anything else: letters, two decimal points, a negative amount, more than ten million euros.
 * The server reads typed prices with it, and the staff form checks them the same way.
 */
export function parseTypedPrice(text: string): Cents | null {
  const cleaned = text.replace(/[\s\u00a0€]/g, "").replace(",", ".");
  if (cleaned === "") return 0;
  if (!/^\d*\.?\d*$/.test(cleaned) || cleaned === ".") return null;
  const cents = Math.round(Number(cleaned) * 100);
  return Number.isFinite(cents) && cents <= MAX_TYPED_CENTS ? cents : null;
}

/**
 * The ways a company may have amounts written, one per language (the company format's
 * `amount_format`), each named by how it writes 1234.56 euros. A closed set: every place that
 * writes an amount (the web app, the first paint, the PDF) writes it the same way.
 */
export const AMOUNT_FORMATS = ["1 234,56 €", "1.234,56 €", "€1,234.56", "1,234.56 €"] as const;
export type AmountFormat = (typeof AMOUNT_FORMATS)[number];

/** A company's amount format per language; a language left out writes `DEFAULT_AMOUNT_FORMAT`. */
export type AmountFormats = {
  et?: AmountFormat;
  en?: AmountFormat;
  de?: AmountFormat;
  ru?: AmountFormat;
};

/** How amounts were written before companies could choose, in every language: the Estonian way. */
export const DEFAULT_AMOUNT_FORMAT: AmountFormat = "1 234,56 €";

const NBSP = "\u00a0";

type AmountStyle = {
  group: string;
  decimal: string;
  minus: string;
  euroFirst: boolean;
  /** The fewest digits of whole euros that are grouped: Estonian leaves 1234 whole, 12 345 not. */
  groupFrom: number;
};

/**
 * Written by hand rather than by Intl.NumberFormat so that the browser and the server write the
 * same characters whatever their ICU data. The first is exactly what `Intl.NumberFormat("et-EE")`
 * writes (no-break spaces, a minus sign U+2212), so amounts read as they did before the setting.
 */
const STYLES: Record<AmountFormat, AmountStyle> = {
  "1 234,56 €": { group: NBSP, decimal: ",", minus: "\u2212", euroFirst: false, groupFrom: 5 },
  "1.234,56 €": { group: ".", decimal: ",", minus: "-", euroFirst: false, groupFrom: 4 },
  "€1,234.56": { group: ",", decimal: ".", minus: "-", euroFirst: true, groupFrom: 4 },
  "1,234.56 €": { group: ",", decimal: ".", minus: "-", euroFirst: false, groupFrom: 4 },
};

/** A euro amount with two decimals, e.g. `1234,50 €` (the default) or `1.234,50 €`. */
export function formatEuro(cents: Cents, format: AmountFormat = DEFAULT_AMOUNT_FORMAT): string {
  const style = STYLES[format];
  const abs = Math.abs(cents);
  const whole = String(Math.trunc(abs / 100));
  const fraction = String(abs % 100).padStart(2, "0");
  const grouped =
    whole.length < style.groupFrom ? whole : whole.replace(/\B(?=(\d{3})+$)/g, style.group);
  const number = `${grouped}${style.decimal}${fraction}`;
  const sign = cents < 0 ? style.minus : "";
  return style.euroFirst ? `${sign}€${number}` : `${sign}${number}${NBSP}€`;
}

/** The character an amount format writes between euros and cents ("," in `1.234,56 €`). */
export function decimalMark(format: AmountFormat): string {
  return STYLES[format].decimal;
}

/** The company's way of writing amounts in a language. */
export function amountFormatFor(formats: AmountFormats | undefined, locale: string): AmountFormat {
  return formats?.[locale as keyof AmountFormats] ?? DEFAULT_AMOUNT_FORMAT;
}

/** Writes amounts in cents the way the company writes them in `locale`. */
export function euroWriter(formats: AmountFormats | undefined, locale: string) {
  const format = amountFormatFor(formats, locale);
  return (cents: Cents) => formatEuro(cents, format);
}

/** VAT as the interface uses it: a percentage divided by 100 (24 % → 0.24). */
export function vatRate(percent: number | null | undefined): number | null {
  return percent == null ? null : percent / 100;
}

/** Gross price from a net price in cents and a VAT rate (0.24), rounded to the cent. */
export function withVat(netCents: Cents, rate: number): Cents {
  return Math.round(netCents * (1 + rate));
}

/** The VAT a gross price in cents includes at a rate (0.24): the price less the price without it. */
export function includedVat(grossCents: Cents, rate: number): Cents {
  return grossCents - Math.round(grossCents / (1 + rate));
}
