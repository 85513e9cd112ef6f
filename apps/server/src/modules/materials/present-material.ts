import type { Material } from "@home-designer/core";
import { dayEnd, toEuros } from "@home-designer/core";
import type { AppContext } from "../../context.ts";
import type { materials } from "../../db/schema.ts";

type MaterialRow = typeof materials.$inferSelect;

/**
 * A price of the catalogue, or null where the company gave none: the import keeps a price left
 * out as 0 and the export writes 0 as left out (company-format), so 0 is none, never "0,00 €".
 */
function shownPrice(cents: number): number | null {
  return cents === 0 ? null : toEuros(cents);
}

/**
 * The material as buyers read it. `timeZone` is its company's: the end-of-sale day is sent with
 * the instant it ends there, so the web compares instants (core's availability.ts).
 */
export function presentMaterial(ctx: AppContext, row: MaterialRow, timeZone: string): Material {
  const url = (key: string | null) => (key ? ctx.storage.publicUrl(key) : null);
  return {
    id: row.id,
    material_id: row.code,
    desc_short: row.descShort,
    desc_long: row.descLong,
    product_finishing: row.productFinishing,
    product_type: row.productType,
    url_sup: url(row.thumbnailFile),
    url_pip: url(row.imageFile),
    price: toEuros(row.priceCents),
    unit_price: shownPrice(row.unitPriceCents),
    install_price: shownPrice(row.installPriceCents),
    additional_price: shownPrice(row.additionalPriceCents),
    vat: row.vat === null ? null : Number(row.vat),
    quantity: row.quantity === null ? null : Number(row.quantity),
    unit: { label: row.unitLabel },
    seller: row.seller,
    manufacturer: row.manufacturer,
    producer_product_id: row.producerProductId,
    url: row.url,
    elementType: row.elementType,
    roomType: row.roomType,
    is_sample_available: row.isSampleAvailable,
    lead_time_days: row.leadTimeDays,
    end_of_sale: row.endOfSale
      ? { date: row.endOfSale, ends_at: dayEnd(row.endOfSale, timeZone).toISOString() }
      : null,
  };
}
