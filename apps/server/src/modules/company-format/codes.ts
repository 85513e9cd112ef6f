/**
 * Codes made from names, as the demo seed gives its things the codes the company format names
 * them by (docs/company-format.md): `Köök, tüüp 2A` → `kook-tuup-2a`. Migration 0008 made the
 * codes of rows older than codes the same way.
 */
import type { I18nText } from "@home-designer/core";

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
