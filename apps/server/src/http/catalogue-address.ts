import { isUiLocale, pages, type UiLocale } from "@home-designer/core";

/**
 * What people type, or other sites link, for the catalogue in the product's languages: the
 * catalogue and the materials, singular and plural, with and without a hyphen.
 */
const CATALOGUE_NAMES = new Set([
  "kataloog",
  "kataloogid",
  "materjalid",
  "materjalide-kataloog",
  "materjalikataloog",
  "catalogue",
  "catalogues",
  "catalog",
  "catalogs",
  "materials",
  "materials-catalogue",
  "material-catalogue",
  "materials-catalog",
  "material-catalog",
  "katalog",
  "kataloge",
  "materialien",
  "materialkatalog",
  "materialienkatalog",
  "material-katalog",
  "каталог",
  "каталоги",
  "материалы",
  "каталог-материалов",
]);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * Where an address that means the catalogue but is not its route leads: `/{lang}/kataloog` in
 * the address's language (`/en/catalogue`, `/de/Katalog/`), or in `fallback` when the address
 * has no language of the interface (`/catalogue`, `/fr/catalogue`); the caller adds the query.
 * Null for the catalogue's own route and for every other address.
 */
export function catalogueAlias(pathname: string, fallback: UiLocale): string | null {
  const segments = pathname.split("/").filter(Boolean).map(decoded);
  const name = segments.at(-1);
  if (name === undefined || !CATALOGUE_NAMES.has(name)) return null;
  let locale: UiLocale = fallback;
  if (segments.length === 2) {
    const first = segments[0] ?? "";
    // Only a language-like first segment: `/projekt/materials` is no catalogue address.
    if (!/^[a-z]{2}$/.test(first)) return null;
    if (isUiLocale(first)) locale = first;
  } else if (segments.length !== 1) {
    return null;
  }
  const target = pages.catalogue({ lang: locale });
  // The route itself (wouter matches it with a trailing slash too) is no alias of it.
  return pathname.replace(/\/+$/, "") === target ? null : target;
}
