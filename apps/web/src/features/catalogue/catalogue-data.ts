import type { CatalogueMaterial, Material, MaterialCategory, UiLocale } from "@home-designer/core";
import { type Cents, pickLabel, toCents } from "@home-designer/core";

/**
 * The catalogue sorts by product type in Estonian on the Estonian site and in English on every
 * other (spec: "et or en"), so the order does not depend on how complete a translation is.
 */
function sortLocale(locale: UiLocale): "et" | "en" {
  return locale === "et" ? "et" : "en";
}

/**
 * The cards a category shows at first, and how many each "show more" adds: a company's catalogue
 * runs to thousands of materials, and a phone that built every card at once would stall on the
 * first render. Multiples of 2, 4 and 5 (the phone's, a tablet's and the desktop's columns) fill
 * whole rows.
 */
export const FIRST_CARDS = 20;
export const MORE_CARDS = 40;

/** A category's materials by manufacturer, then product type; otherwise as the company ordered. */
export function sortMaterials<M extends Material>(materials: readonly M[], locale: UiLocale): M[] {
  const lang = sortLocale(locale);
  const collator = new Intl.Collator(lang, { sensitivity: "base", numeric: true });
  return [...materials].sort(
    (a, b) =>
      collator.compare(a.manufacturer ?? "", b.manufacturer ?? "") ||
      collator.compare(pickLabel(a.product_type, lang), pickLabel(b.product_type, lang)),
  );
}

/** The categories that have materials, each sorted; categories keep the company's order. */
export function catalogueSections(
  categories: readonly MaterialCategory[],
  locale: UiLocale,
): MaterialCategory[] {
  return categories
    .filter((c) => c.materials.length > 0)
    .map((c) => ({ ...c, materials: sortMaterials(c.materials, locale) }));
}

/**
 * "39,90 € / m²": the unit price written the company's way (`euro`) and the unit's label; null
 * for a material without a unit price, which shows none rather than "0,00 €".
 */
export function unitPriceText(
  material: Material,
  locale: UiLocale,
  euro: (cents: Cents) => string,
): string | null {
  if (material.unit_price === null) return null;
  const price = euro(toCents(material.unit_price));
  const unit = pickLabel(material.unit.label, locale).trim();
  return unit ? `${price} / ${unit}` : price;
}

/** The anchor of a category on the page. */
export function categoryAnchor(category: Pick<MaterialCategory, "id">): string {
  return `category-${category.id}`;
}

/** "Vannituba, WC": the rooms a material is offered in, which tells apart cards of one name. */
export function roomsText(
  material: Pick<CatalogueMaterial, "room_types">,
  locale: UiLocale,
): string {
  return material.room_types
    .map((label) => pickLabel(label, locale).trim())
    .filter(Boolean)
    .join(", ");
}
