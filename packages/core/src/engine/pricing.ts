import type { Asset } from "../api/rooms.ts";
import { type Cents, includedVat, toCents, withVat } from "../money.ts";
import { type Choices, findAsset, type RoomGroups, slotKey } from "./configuration.ts";

/**
 * What an option costs the buyer, VAT included: in a confirmed package the price it was confirmed
 * at; otherwise a material's price as it is, a special solution's (unit + install) × (1 + VAT).
 * Null when the option has no price at all.
 */
export function assetPrice(asset: Asset, vatRate: number): Cents | null {
  if (asset.confirmedPrice !== undefined) return toCents(asset.confirmedPrice);
  if (asset.is_special) {
    return withVat(toCents(asset.unitPrice ?? 0) + toCents(asset.installPrice ?? 0), vatRate);
  }
  return asset.material ? toCents(asset.material.price) : null;
}

/** A special solution's VAT: the total minus the price without VAT. */
export function specialVat(asset: Asset, vatRate: number): Cents {
  const net = toCents(asset.unitPrice ?? 0) + toCents(asset.installPrice ?? 0);
  return withVat(net, vatRate) - net;
}

export type Total = {
  cents: Cents;
  /** False when no shown option has a price: the total is then not worth showing. */
  priced: boolean;
  /** The VAT the total includes, each price's at its room's rate. */
  vatCents: Cents;
};

/**
 * The sum of the chosen options' prices over the groups the buyer sees (hidden groups are not
 * shown, so they are not added), each room with its own VAT rate for special solutions.
 */
export function total(
  rooms: readonly RoomGroups[],
  choices: Choices,
  vatRateOf: (roomId: number) => number,
): Total {
  let cents = 0;
  let priced = false;
  let vatCents = 0;
  for (const room of rooms) {
    const rate = vatRateOf(room.roomId);
    for (const group of room.groups) {
      if (group.hidden) continue;
      const asset = findAsset(group, choices.get(slotKey(room.roomId, group.id)));
      const price = asset ? assetPrice(asset, rate) : null;
      if (price === null) continue;
      cents += price;
      vatCents += includedVat(price, rate);
      priced = true;
    }
  }
  return { cents, priced, vatCents };
}
