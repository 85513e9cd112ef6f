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

const euroFormat = new Intl.NumberFormat("et-EE", {
  style: "currency",
  currency: "EUR",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Euro amount in the Estonian number format, e.g. `1 234,50 €`. */
export function formatEuro(cents: Cents): string {
  return euroFormat.format(cents / 100);
}

/** VAT as the interface uses it: a percentage divided by 100 (24 % → 0.24). */
export function vatRate(percent: number | null | undefined): number | null {
  return percent == null ? null : percent / 100;
}

/** Gross price from a net price in cents and a VAT rate (0.24), rounded to the cent. */
export function withVat(netCents: Cents, rate: number): Cents {
  return Math.round(netCents * (1 + rate));
}
