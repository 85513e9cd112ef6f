import {
  type Asset,
  assetName,
  assetPrice,
  assetThumbnail,
  type Cents,
  type Choices,
  type EditMode,
  hasUnsavedChanges,
  type Package,
  pickLabel,
  type Room,
  type SelectionGroup,
  type UiLocale,
  vatRate,
} from "@home-designer/core";
import { chosenAsset, visibleGroups } from "../selection/engine.ts";

/** One visible group of a room in the summary: its chosen option and what it costs. */
export type SummaryLine = {
  groupId: number;
  groupTitle: string;
  asset: Asset;
  name: string;
  description: string;
  thumbnail: string | null;
  /** VAT included; null when the option has no price. */
  price: Cents | null;
  special: boolean;
};

export type SummaryRoom = {
  room: Room;
  lines: SummaryLine[];
  /** The sum of the room's shown prices. */
  subtotal: Cents;
};

/** A difference with its sign, as the PDF of record writes it: "+180,00 €", "−90,00 €". */
export function signedAmount(cents: number, euro: (cents: number) => string): string {
  return `${cents > 0 ? "+" : ""}${euro(cents)}`;
}

/** A room's VAT rate for special solutions: its own, else the project's or company's, else none. */
export function roomVatRate(room: Pick<Room, "vat">, fallback: number | null): number {
  return vatRate(room.vat) ?? fallback ?? 0;
}

/**
 * The option's description under its name. Material texts often begin with the name itself
 * ("White gloss 30×60. Porcelain…"), which would read twice; that opening is left out.
 */
export function optionDescription(asset: Asset, name: string, locale: UiLocale): string {
  const text = asset.is_special
    ? pickLabel(asset.description, locale)
    : pickLabel(asset.material?.desc_long, locale) ||
      pickLabel(asset.material?.product_finishing, locale);
  const trimmed = text.trim();
  if (name && trimmed.startsWith(name)) {
    const rest = trimmed.slice(name.length).replace(/^[\s.,:;–—-]+/, "");
    return rest;
  }
  return trimmed;
}

/** The option's picture, as the room screen and the PDF show it (core's assetThumbnail). */
export const thumbnailOf = assetThumbnail;

/**
 * Every room in tab order with each visible group's chosen option, priced as the room screen
 * prices it. The lines are exactly what core's `total` adds up, so the total is their sum.
 */
export function summaryRooms(
  rooms: readonly Room[],
  loaded: ReadonlyMap<number, readonly SelectionGroup[]>,
  choices: Choices,
  fallbackVatRate: number | null,
  locale: UiLocale,
): SummaryRoom[] {
  return rooms.map((room) => {
    const rate = roomVatRate(room, fallbackVatRate);
    const lines: SummaryLine[] = [];
    for (const group of visibleGroups(loaded.get(room.id) ?? [])) {
      const asset = chosenAsset(group, choices);
      if (!asset) continue;
      const name = assetName(asset, locale);
      lines.push({
        groupId: group.id,
        groupTitle: pickLabel(group.title.label, locale),
        asset,
        name,
        description: optionDescription(asset, name, locale),
        thumbnail: thumbnailOf(asset),
        price: assetPrice(asset, rate),
        special: asset.is_special,
      });
    }
    const subtotal = lines.reduce((sum, line) => sum + (line.price ?? 0), 0);
    return { room, lines, subtotal };
  });
}

/**
 * Whether the summary shows a confirmation: the package on screen is confirmed and shown as it
 * was confirmed. Changed choices are not the confirmed ones, so they show none.
 */
export function confirmationOf(
  pkg: Pick<Package, "confirmed" | "confirmation_date"> | null,
  mode: EditMode,
): { confirmed: boolean; date: string | null } {
  if (!pkg?.confirmed || hasUnsavedChanges(mode)) return { confirmed: false, date: null };
  return { confirmed: true, date: pkg.confirmation_date };
}

/**
 * The VAT percent the summary's total names: for a package shown as confirmed, the rate its
 * confirmed prices include (a later import may have changed the company's), else today's.
 */
export function shownVatPercent(
  pkg: Pick<Package, "confirmed" | "confirmation_date" | "confirmation_vat"> | null,
  mode: EditMode,
  today: number | null,
): number | null {
  return pkg && confirmationOf(pkg, mode).confirmed ? pkg.confirmation_vat : today;
}
