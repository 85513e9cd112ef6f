import type { UiLocale } from "@home-designer/core";

/**
 * A calendar day (`YYYY-MM-DD`, as forms and the API keep it) written and read the way people of
 * the page's language write it: `31.03.2027` in Estonian, German and Russian, `31/03/2027` in
 * English as in Britain. The order and separators come from Intl, so they are the ones the
 * dates elsewhere in the app are written with (lib/format-date.ts names the same locales).
 */

const DAY_LOCALES: Record<UiLocale, string> = {
  et: "et-EE",
  en: "en-GB",
  de: "de-DE",
  ru: "ru-RU",
};

export type DayPart = "day" | "month" | "year";

/** How a language writes a day in digits: its parts in order, and the text before each and after the last. */
export type DayPattern = {
  parts: readonly [DayPart, DayPart, DayPart];
  /** `literals[i]` comes before `parts[i]`; `literals[3]` after the last part. */
  literals: readonly [string, string, string, string];
};

const patterns = new Map<UiLocale, DayPattern>();

/** The language's numeric day pattern, as Intl writes 31 March 2027 in it. */
export function dayPattern(locale: UiLocale): DayPattern {
  const known = patterns.get(locale);
  if (known) return known;
  const written = new Intl.DateTimeFormat(DAY_LOCALES[locale], {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).formatToParts(Date.UTC(2027, 2, 31));
  const parts: DayPart[] = [];
  const literals = ["", "", "", ""];
  for (const part of written) {
    if (part.type === "day" || part.type === "month" || part.type === "year") parts.push(part.type);
    else literals[parts.length] += part.value;
  }
  if (parts.length !== 3 || new Set(parts).size !== 3) {
    throw new Error(`No numeric day pattern for ${locale}`);
  }
  const pattern: DayPattern = {
    parts: parts as [DayPart, DayPart, DayPart],
    literals: literals as [string, string, string, string],
  };
  patterns.set(locale, pattern);
  return pattern;
}

/** The pattern in the letters a language names its parts with (`TT.MM.JJJJ`, `DD/MM/YYYY`). */
export function patternText(locale: UiLocale, letters: Readonly<Record<DayPart, string>>): string {
  const { parts, literals } = dayPattern(locale);
  return parts.map((part, i) => (literals[i] ?? "") + letters[part]).join("") + literals[3];
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a year has 29 February (the Gregorian rule, also before 1582, as ISO 8601 counts). */
function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeap(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function isRealDay(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Whether a value is a day of the calendar written `YYYY-MM-DD` (year 0001 to 9999). */
export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  return match !== null && isRealDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

const pad = (value: number, length: number) => String(value).padStart(length, "0");

/** `2027-03-31` as the language writes it (`31.03.2027`); any other value as it is. */
export function writeDay(iso: string, locale: UiLocale): string {
  const match = ISO_DAY.exec(iso);
  if (!match || !isIsoDay(iso)) return iso;
  const [, year = "", month = "", day = ""] = match;
  const values: Record<DayPart, string> = { year, month, day };
  const { parts, literals } = dayPattern(locale);
  return parts.map((part, i) => (literals[i] ?? "") + values[part]).join("") + literals[3];
}

export type ParsedDay =
  | { kind: "empty" }
  | { kind: "day"; iso: string }
  /** Not written in the language's pattern (letters, another order's separators, a 2-digit year). */
  | { kind: "format" }
  /** In the pattern but not in the calendar: 31.02.2027, 00.01.2027, 01.13.2027. */
  | { kind: "impossible" };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/**
 * A literal of the pattern as typed: spaces around its marks optional (`31. 03. 2027` is
 * `31.03.2027`); a literal of spaces only is one space or more.
 */
function literalSource(literal: string): string {
  const marks = [...literal.trim()];
  if (marks.length === 0) return literal === "" ? "" : "\\s+";
  return `\\s*${marks.map((mark) => `${escaped(mark)}\\s*`).join("")}`;
}

const readers = new Map<UiLocale, RegExp>();

function reader(locale: UiLocale): RegExp {
  const known = readers.get(locale);
  if (known) return known;
  const { parts, literals } = dayPattern(locale);
  const digits: Record<DayPart, string> = {
    day: "(\\d{1,2})",
    month: "(\\d{1,2})",
    year: "(\\d{4})",
  };
  // The last literal (none in these languages) may be left off.
  const source =
    parts.map((part, i) => literalSource(literals[i] ?? "") + digits[part]).join("") +
    (literals[3].trim() ? `(?:${literalSource(literals[3])})?` : "");
  const made = new RegExp(`^${source}$`);
  readers.set(locale, made);
  return made;
}

/**
 * A typed day read strictly in the language's pattern: its order and separator, a day and month
 * of one or two digits, a year of four (or written `YYYY-MM-DD`, which no one reads another way);
 * a day that is not in the calendar is refused, not moved to the next month as `Date` would.
 */
export function readDay(text: string, locale: UiLocale): ParsedDay {
  const typed = text.trim();
  if (typed === "") return { kind: "empty" };
  // `2027-03-31` (pasted from a workbook) cannot be read two ways: taken as it is.
  const iso = ISO_DAY.exec(typed);
  if (iso) return isIsoDay(typed) ? { kind: "day", iso: typed } : { kind: "impossible" };
  const match = reader(locale).exec(typed);
  if (!match) return { kind: "format" };
  const { parts } = dayPattern(locale);
  const values = { day: 0, month: 0, year: 0 };
  parts.forEach((part, i) => {
    values[part] = Number(match[i + 1]);
  });
  if (!isRealDay(values.year, values.month, values.day)) return { kind: "impossible" };
  return {
    kind: "day",
    iso: `${pad(values.year, 4)}-${pad(values.month, 2)}-${pad(values.day, 2)}`,
  };
}
