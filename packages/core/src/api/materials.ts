import { z } from "zod";
import { i18nTextSchema, idParam } from "./common.ts";

export const materialsQuerySchema = z.object({ company_id: idParam.optional() });

export const materialSchema = z.object({
  id: z.number().int(),
  /** The company's own code of the material. */
  material_id: z.string(),
  desc_short: i18nTextSchema,
  desc_long: i18nTextSchema,
  product_finishing: i18nTextSchema,
  product_type: i18nTextSchema,
  /** Thumbnail. */
  url_sup: z.string().nullable(),
  /** Large picture. */
  url_pip: z.string().nullable(),
  /** What the option costs the buyer, VAT included. */
  price: z.number(),
  /**
   * The catalogue's prices (docs/company-format.md: shown, never added up); null where the
   * company gave none, so that none is shown rather than 0,00 €.
   */
  unit_price: z.number().nullable(),
  install_price: z.number().nullable(),
  additional_price: z.number().nullable(),
  vat: z.number().nullable(),
  quantity: z.number().nullable(),
  unit: z.object({ label: i18nTextSchema }),
  seller: z.string().nullable(),
  manufacturer: z.string().nullable(),
  producer_product_id: z.string().nullable(),
  /** The manufacturer's website. */
  url: z.string().nullable(),
  elementType: z.string().nullable(),
  roomType: z.string().nullable(),
  is_sample_available: z.boolean(),
  /** Days from order to delivery; null: the company gave none (core's availability.ts). */
  lead_time_days: z.number().int().nullable().optional(),
  /** The last day it can be ordered, and the instant that day ends in the company's time zone. */
  end_of_sale: z.object({ date: z.string(), ends_at: z.string() }).nullable().optional(),
});
export type Material = z.infer<typeof materialSchema>;

/** A material as the catalogue shows it: with the rooms it is offered in. */
export const catalogueMaterialSchema = materialSchema.extend({
  /**
   * The labels of the room types whose selection groups offer the material, in the company's
   * order: two cards with one name are told apart by the room they are for.
   */
  room_types: z.array(i18nTextSchema),
});
export type CatalogueMaterial = z.infer<typeof catalogueMaterialSchema>;

export const materialCategorySchema = z.object({
  id: z.number().int(),
  name: i18nTextSchema,
  priority: z.number().int(),
  materials: z.array(catalogueMaterialSchema),
});
export type MaterialCategory = z.infer<typeof materialCategorySchema>;
export const materialCategoryListSchema = z.array(materialCategorySchema);
