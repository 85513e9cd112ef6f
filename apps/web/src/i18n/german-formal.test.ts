import { informalGermanWords } from "@home-designer/core";
import { describe, expect, it } from "vitest";

const german = import.meta.glob<{ default: Record<string, unknown> }>("./locales/de/*.json", {
  eager: true,
});

/** Every text of a resource with its key. */
function texts(value: unknown, key = ""): [string, string][] {
  if (typeof value === "string") return [[key, value]];
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([k, inner]) => texts(inner, key ? `${key}.${k}` : k));
}

describe("German texts of the web app", () => {
  it("address people with Sie, never du", () => {
    expect(Object.keys(german).length).toBeGreaterThan(5);
    const informal = Object.entries(german).flatMap(([file, resource]) =>
      texts(resource.default)
        .filter(([, text]) => informalGermanWords(text).length > 0)
        .map(([key, text]) => `${file} ${key}: ${text}`),
    );
    expect(informal).toEqual([]);
  });
});
