/** Locales with content and a place in the language menu. */
export const CONTENT_LOCALES = ["et", "en", "de"] as const;
export type Locale = (typeof CONTENT_LOCALES)[number];

/** Every locale the interface has resources for; ru exists but is hidden from the menu. */
export const UI_LOCALES = ["et", "en", "de", "ru"] as const;
export type UiLocale = (typeof UI_LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "et";

export function isUiLocale(value: string | undefined): value is UiLocale {
  return (UI_LOCALES as readonly string[]).includes(value ?? "");
}

/**
 * Whether a host serves the interface in `locale`: a language it offers (German only on a
 * German-language host, Estonian only where the company offers it), or the hidden Russian, which
 * is reached by its address on any host and never offered in the menu.
 */
export function hostServes(hostLocales: readonly string[], locale: UiLocale): boolean {
  return locale === "ru" || hostLocales.includes(locale);
}

/** A text in several languages, as stored in the database (`jsonb`). */
export type I18nText = { et?: string; en?: string; de?: string; ru?: string };

/** Label fallback of the interface: the current locale, then English, then Estonian. */
export function pickLabel(text: I18nText | null | undefined, locale: UiLocale): string {
  if (!text) return "";
  return text[locale] || text.en || text.et || text.de || "";
}
