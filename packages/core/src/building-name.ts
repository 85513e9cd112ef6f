import type { I18nText, UiLocale } from "./locale.ts";

/**
 * A building as its company names it in a language: the company's own word before the building's
 * number ("Haus A"), or null when the company has no word in that language, where the app's own
 * wording stays (a bare "A" in address lines, "Building A" on the dashboard). No fallback to
 * another language's word: "Haus A" on an Estonian page would be neither the company's Estonian
 * nor the app's.
 */
export function companyBuildingName(
  word: I18nText | undefined,
  locale: UiLocale,
  number: string,
): string | null {
  const own = word?.[locale]?.trim();
  const bare = number.trim();
  return own && bare ? `${own} ${bare}` : null;
}
