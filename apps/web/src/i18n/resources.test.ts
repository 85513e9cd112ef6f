import { UI_LOCALES } from "@home-designer/core";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./index.ts";

const files = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json", {
  eager: true,
});

/** Every text of a resource by its dotted path. */
function textsOf(value: unknown, prefix = ""): [string, string][] {
  if (typeof value !== "object" || value === null) return [[prefix, String(value)]];
  return Object.entries(value).flatMap(([key, inner]) =>
    textsOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function resource(locale: string, namespace: string): Record<string, unknown> | undefined {
  return files[`./locales/${locale}/${namespace}.json`]?.default;
}

const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;

/**
 * A language's texts by key, a plural's forms under the key `t` is called with (`count_one`,
 * `count_few` → `count`), with the forms it has; and the placeholders and tags of each.
 */
function keysOf(locale: string, namespace: string) {
  const keys = new Map<string, { forms: Set<string>; marks: Set<string> }>();
  for (const [path, text] of textsOf(resource(locale, namespace))) {
    const plural = PLURAL.exec(path);
    const key = plural?.[1] ?? path;
    const entry = keys.get(key) ?? { forms: new Set<string>(), marks: new Set<string>() };
    if (plural?.[2]) entry.forms.add(plural[2]);
    // `{{count}}` may be left out of a form ("one video" as a word): not compared.
    for (const mark of text.match(/\{\{[^}]+\}\}|<\/?[a-z]+>/g) ?? []) {
      if (mark !== "{{count}}") entry.marks.add(mark);
    }
    keys.set(key, entry);
  }
  return keys;
}

/** The plural forms a language's texts need, by its rules (`one`, `few`, `many`, `other` in ru). */
const formsOf = (locale: string) =>
  new Intl.PluralRules(locale).resolvedOptions().pluralCategories.slice().sort();

const LOCALES = [...new Set(Object.keys(files).map((file) => file.split("/")[2] ?? ""))].sort();

describe("translations", () => {
  it("exist for every interface language, and only for those", () => {
    expect(LOCALES).toEqual([...UI_LOCALES].sort());
  });

  for (const namespace of NAMESPACES) {
    // Estonian is the reference: its keys type `t()` (keys.ts).
    const reference = keysOf("et", namespace);

    it.each(LOCALES)(`${namespace}: %s has exactly the Estonian keys`, (locale) => {
      expect(reference.size).toBeGreaterThan(0);
      expect([...keysOf(locale, namespace).keys()].sort()).toEqual([...reference.keys()].sort());
    });

    it.each(LOCALES)(
      `${namespace}: %s has the plural forms its rules need, and no others`,
      (locale) => {
        for (const [key, { forms }] of keysOf(locale, namespace)) {
          const plural = reference.get(key)?.forms.size ?? 0;
          expect([...forms].sort(), key).toEqual(plural > 0 ? formsOf(locale) : []);
        }
      },
    );

    it.each(LOCALES)(`${namespace}: %s has the placeholders and tags of Estonian`, (locale) => {
      for (const [key, { marks }] of keysOf(locale, namespace)) {
        expect([...marks].sort(), key).toEqual([...(reference.get(key)?.marks ?? [])].sort());
      }
    });

    it.each(LOCALES)(`${namespace}: %s has no empty text`, (locale) => {
      for (const [path, text] of textsOf(resource(locale, namespace))) {
        expect(text.trim(), path).not.toBe("");
      }
    });
  }
});
