import { type DraftOperation, UI_LOCALES, type UiLocale } from "@home-designer/core";

/**
 * The pure parts of the company's settings forms: the edit a section sends (its fields of
 * company.json, each changed one tested first), the field a refusal points at, and which texts
 * miss a language.
 */

/** A form's value as company.json holds it: empty texts, lists and groups are left out. */
export function cleanValue(value: unknown): unknown {
  if (typeof value === "string") return value.trim() === "" ? undefined : value;
  if (Array.isArray(value)) {
    const items = value.map(cleanValue).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value)
      .map(([key, inner]) => [key, cleanValue(inner)] as const)
      .filter(([, inner]) => inner !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value ?? undefined;
}

/** Equal as JSON values, whatever the order of an object's keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) =>
      sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/** `/quote_url`: a top-level field's JSON pointer (RFC 6901 escapes `~` and `/`). */
const pointer = (field: string) => `/${field.replaceAll("~", "~0").replaceAll("/", "~1")}`;

/**
 * The edit of a section: each of its `fields` that changed from `original` (as the form loaded
 * it) is added, replaced or removed; a replaced or removed one is tested first, so that an edit of
 * fields another admin changed meanwhile is refused (409) rather than undo their change. A field
 * `false` that the original left out stays out: company.json's default, not the person's change.
 */
export function sectionOperations(
  fields: readonly string[],
  original: Readonly<Record<string, unknown>>,
  edited: Readonly<Record<string, unknown>>,
): DraftOperation[] {
  const operations: DraftOperation[] = [];
  for (const field of fields) {
    const before = original[field];
    const after = edited[field] === false && before === undefined ? undefined : edited[field];
    if (sameValue(before, after)) continue;
    const path = pointer(field);
    if (before === undefined) operations.push({ op: "add", path, value: after });
    else {
      operations.push({ op: "test", path, value: before });
      operations.push(
        after === undefined ? { op: "remove", path } : { op: "replace", path, value: after },
      );
    }
  }
  return operations;
}

/**
 * Every field name (dotted, as react-hook-form names them) that a value holds, parents included:
 * `{ mail: { developer: ["a"] } }` holds `mail`, `mail.developer` and `mail.developer.0`.
 */
export function fieldNames(value: unknown, prefix = ""): Set<string> {
  const names = new Set<string>();
  if (value === null || typeof value !== "object") return names;
  for (const [key, inner] of Object.entries(value)) {
    const name = prefix ? `${prefix}.${key}` : key;
    names.add(name);
    for (const deeper of fieldNames(inner, name)) names.add(deeper);
  }
  return names;
}

/**
 * A text per language as a form holds it: every language a field, "" where the text has none, so
 * that a form filled again (after another admin's change) empties what the text no longer has.
 */
export function perLanguage(
  text: Partial<Record<UiLocale, string>> | undefined,
): Record<UiLocale, string> {
  return Object.fromEntries(UI_LOCALES.map((lang) => [lang, text?.[lang] ?? ""])) as Record<
    UiLocale,
    string
  >;
}

/**
 * The deadlines' reminder days as company.json holds them: left out when empty, else a number,
 * which core's schema checks (0 to 365); text that is no whole number is NaN, refused at its field.
 */
export function reminderDays(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
