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
