/** Texts of the demo: every one in Estonian, English and German. */
export type T3 = { et: string; en: string; de: string };

export function t(et: string, en: string, de: string): T3 {
  return { et, en, de };
}

/** Applies a template per language. */
export function each(text: T3, fn: (value: string, locale: keyof T3) => string): T3 {
  return { et: fn(text.et, "et"), en: fn(text.en, "en"), de: fn(text.de, "de") };
}
