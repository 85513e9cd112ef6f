import type { Material } from "@home-designer/core";
import { toEuros } from "@home-designer/core";
import type { AppContext } from "../../context.ts";
import type { materials } from "../../db/schema.ts";

type MaterialRow = typeof materials.$inferSelect;

export function presentMaterial(ctx: AppContext, row: MaterialRow): Material {
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
    unit_price: toEuros(row.unitPriceCents),
    install_price: toEuros(row.installPriceCents),
    additional_price: toEuros(row.additionalPriceCents),
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
  };
}
