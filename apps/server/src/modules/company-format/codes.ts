/**
 * Codes for things the database does not give one yet. The format names everything by a `code`
 * of the company's choosing (docs/company-format.md); until the tables keep them, export derives
 * them: from a slug or key where the row has one, else from its name, made into a code
 * (`Köök, tüüp 2A` → `kook-tuup-2a`), else `<kind>-<id>`. Within one scope, a code already taken
 * gets `-2`, `-3`, … in the order the rows are listed (priority, then id), so the same database
 * always exports the same codes.
 */
import type { I18nText } from "@home-designer/core";

const CODE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,79}$/;

/** Lower-case ASCII letters, digits and single dashes, at most 60 characters; "" when none. */
export function slugify(text: string): string {
  return text
    .replaceAll("ß", "ss")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
}

/** The name to make a code from: English first, as the most likely to be plain ASCII. */
export function nameOf(text: I18nText | null | undefined): string {
  return text?.en || text?.et || text?.de || text?.ru || "";
}

/** Hands out codes unique within one scope. */
export class CodeScope {
  private readonly taken = new Set<string>();

  /**
   * A key the row already has (a slug, a material code) as it is when it is a valid code, else
   * made into one; `fallback` when nothing is left of it.
   */
  take(key: string | null | undefined, fallback: string): string {
    const text = key?.trim() ?? "";
    return this.unique(CODE.test(text) ? text : slugify(text) || fallback);
  }

  /** A code made from a name (`Köök, tüüp 2A` → `kook-tuup-2a`); `fallback` when none is left. */
  fromName(name: string | null | undefined, fallback: string): string {
    return this.unique(slugify(name ?? "") || fallback);
  }

  private unique(base: string): string {
    let code = base;
    for (let n = 2; this.taken.has(code); n++) code = `${base}-${n}`;
    this.taken.add(code);
    return code;
  }
}
