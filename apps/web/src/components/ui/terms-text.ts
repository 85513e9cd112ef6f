import type { Terms, TermsSection, UiLocale } from "@home-designer/core";

/**
 * The company's own terms to show in a language: that language's, else another's in the order
 * other texts fall back (English, Estonian, German, Russian), with the language they are in. Null
 * when the company has no terms of its own, for which the app shows its general terms.
 */
export function companyTermsIn(
  terms: Terms,
  locale: UiLocale,
): { language: UiLocale; sections: TermsSection[] } | null {
  for (const language of [locale, "en", "et", "de", "ru"] as const) {
    const sections = terms[language];
    if (sections && sections.length > 0) return { language, sections };
  }
  return null;
}

/**
 * A section's plain text as paragraphs: an empty line (or one of spaces) starts a new paragraph;
 * a single line break stays inside its paragraph.
 */
export function paragraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\n+$/g, ""))
    .filter((paragraph) => paragraph.trim() !== "");
}
