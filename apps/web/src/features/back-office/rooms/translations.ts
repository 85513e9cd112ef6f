import type { CompanyText, UiLocale } from "@home-designer/core";

/**
 * Missing translations: a text written in one of the company's languages and not in another, so
 * buyers of a site in that language read it in another. A text written in none is not flagged (an
 * optional description left out).
 */
export function missingLanguages(
  text: CompanyText | undefined,
  languages: readonly UiLocale[],
): UiLocale[] {
  const written = (lang: UiLocale) => (text?.[lang] ?? "").trim() !== "";
  if (!languages.some(written)) return [];
  return languages.filter((lang) => !written(lang));
}

/**
 * The company's languages: those its sites offer (`hosts[].languages`) and any its texts are
 * written in, in that order.
 */
export function companyLanguages(
  hosts: readonly { languages: readonly UiLocale[] }[],
  texts: readonly (CompanyText | undefined)[],
): UiLocale[] {
  const languages = new Set<UiLocale>(hosts.flatMap((host) => host.languages));
  for (const text of texts)
    for (const [lang, value] of Object.entries(text ?? {}))
      if (value?.trim()) languages.add(lang as UiLocale);
  return [...languages];
}

/** A text in `lang`, else in the first language it is written in, else `fallback`. */
export function textIn(text: CompanyText | undefined, lang: UiLocale, fallback: string): string {
  return (
    text?.[lang]?.trim() || Object.values(text ?? {}).find((value) => value?.trim()) || fallback
  );
}
