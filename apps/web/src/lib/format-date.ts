import type { UiLocale } from "@home-designer/core";

const DATE_LOCALES: Record<UiLocale, string> = {
  et: "et-EE",
  en: "en-GB",
  de: "de-DE",
  ru: "ru-RU",
};

/** A date as people read it in the interface language ("12. märts 2026"); an odd value as it came. */
export function formatDate(value: string, locale: UiLocale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: "long",
    timeZone: "Europe/Tallinn",
  }).format(date);
}

/**
 * A moment with its time of day ("12. märts 2026, 10:05"), in the company's time zone as
 * `formatDate`: two versions may be confirmed, or two changes made, on one day.
 */
export function formatMoment(value: string, locale: UiLocale): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const time = new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    timeStyle: "short",
    timeZone: "Europe/Tallinn",
  }).format(date);
  return `${formatDate(value, locale)}, ${time}`;
}

/**
 * A calendar day written `YYYY-MM-DD` (a deadline's last day) as people read it ("1. märts
 * 2027"): the day itself, whatever the reader's time zone, since it is the company's day.
 */
export function formatDay(day: string, locale: UiLocale): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(date);
}
