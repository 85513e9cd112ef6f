import { CONTENT_LOCALES, isUiLocale, type UiLocale } from "@home-designer/core";

/** Each language by its own name, as people look for their language. */
export const LANGUAGE_NAMES: Record<UiLocale, string> = {
  et: "Eesti",
  en: "English",
  de: "Deutsch",
  ru: "Русский",
};

/** The languages the menu offers: the company's for this host, never the hidden Russian. */
export function menuLocales(companyLocales: readonly string[] | undefined): UiLocale[] {
  const offered = (companyLocales ?? []).filter(
    (l): l is UiLocale =>
      isUiLocale(l) && l !== "ru" && (CONTENT_LOCALES as readonly string[]).includes(l),
  );
  return offered.length > 0 ? offered : ["et", "en"];
}
