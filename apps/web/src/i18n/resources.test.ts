import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./index.ts";

const files = import.meta.glob<{ default: Record<string, unknown> }>("./locales/*/*.json", {
  eager: true,
});

function keysOf(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function resource(locale: string, namespace: string): Record<string, unknown> | undefined {
  return files[`./locales/${locale}/${namespace}.json`]?.default;
}

describe("translations", () => {
  for (const namespace of NAMESPACES) {
    const reference = keysOf(resource("et", namespace)).sort();

    it(`${namespace}: English and German have exactly the Estonian keys`, () => {
      expect(reference.length).toBeGreaterThan(0);
      expect(keysOf(resource("en", namespace)).sort()).toEqual(reference);
      expect(keysOf(resource("de", namespace)).sort()).toEqual(reference);
    });

    it(`${namespace}: Russian exists and has no keys of its own`, () => {
      const russian = keysOf(resource("ru", namespace));
      expect(russian.length).toBeGreaterThan(0);
      expect(russian.filter((key) => !reference.includes(key))).toEqual([]);
    });

    it(`${namespace}: no text is empty`, () => {
      for (const locale of ["et", "en", "de", "ru"]) {
        const texts = JSON.stringify(resource(locale, namespace));
        expect(texts).not.toContain('""');
      }
    });
  }
});
