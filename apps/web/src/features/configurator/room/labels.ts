import {
  type Address,
  type I18nText,
  type Package,
  pickLabel,
  type Room,
  type UiLocale,
} from "@home-designer/core";

type AddressWords = {
  /** The building as the company names it ("Haus A"), or its bare number. */
  building: (value: string) => string;
  apartment: (value: string) => string;
  layout: (value: string) => string;
};

/** "Project, Building, Apartment N, Layout N", leaving out parts the layout does not have. */
export function addressLine(address: Address, words: AddressWords): string {
  return [
    address.project,
    address.building.trim() ? words.building(address.building) : "",
    address.apartment ? words.apartment(address.apartment) : "",
    address.layout ? words.layout(address.layout) : "",
  ]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(", ");
}

/** A room's tab label in the interface language, falling back to English, then Estonian. */
export function roomLabel(room: Room, locale: UiLocale): string {
  return pickLabel(room.label, locale) || pickLabel(room.originalLabel, locale) || room.slug;
}

/** The room's numbers on the plan, "a, b", or null when it has none. */
export function roomNumbers(room: Room): string | null {
  const numbers = room.numbers.map((n) => n.trim()).filter(Boolean);
  return numbers.length > 0 ? numbers.join(", ") : null;
}

/**
 * A package's name in the package selector. Labels in general fall back from the interface
 * language to English, then Estonian (spec section 9); the selector "falls back to en first". We
 * read that as: whatever the interface language (the hidden Russian one included), the first
 * fallback is English and never the company's default Estonian, and only then Estonian and
 * German. A name that is blank in a language counts as missing there, and the slug stands in
 * when no language has one, so the list never shows an empty option.
 */
export function packageLabel(pkg: Pick<Package, "name" | "slug">, locale: UiLocale): string {
  const name: I18nText = pkg.name;
  for (const candidate of [name[locale], name.en, name.et, name.de]) {
    const text = candidate?.trim();
    if (text) return text;
  }
  return pkg.slug;
}
