import type { CompanyText, UiLocale } from "@home-designer/core";
import { cleanValue } from "../settings/settings-values.ts";

/**
 * The languages a company writes its texts in: its hosts' languages, in their order, then any
 * other language a text already has (so that no text is hidden from its form).
 */
export function companyLanguages(
  hosts: readonly { languages: readonly UiLocale[] }[] | undefined,
  texts: readonly (Partial<Record<UiLocale, unknown>> | undefined)[] = [],
): UiLocale[] {
  const languages: UiLocale[] = [];
  const add = (lang: UiLocale) => {
    if (!languages.includes(lang)) languages.push(lang);
  };
  for (const host of hosts ?? []) for (const lang of host.languages) add(lang);
  for (const text of texts)
    for (const [lang, value] of Object.entries(text ?? {}))
      if (cleanValue(value) !== undefined) add(lang as UiLocale);
  return languages;
}

/**
 * The company's languages a text lacks while another language has it: a translation to write.
 * A text no language has is not missing anything (it is left out).
 */
export function missingLanguages(
  text: Partial<Record<UiLocale, unknown>> | undefined,
  languages: readonly UiLocale[],
): UiLocale[] {
  const has = (lang: UiLocale) => cleanValue(text?.[lang]) !== undefined;
  return languages.some(has) ? languages.filter((lang) => !has(lang)) : [];
}

/** A text in `lang`, else in the first language it is written in, else `fallback`. */
export function textIn(text: CompanyText | undefined, lang: UiLocale, fallback: string): string {
  return (
    text?.[lang]?.trim() || Object.values(text ?? {}).find((value) => value?.trim()) || fallback
  );
}
