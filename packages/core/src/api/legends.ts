import { z } from "zod";
import { i18nTextSchema, idParam } from "./common.ts";

export const LEGEND_KEYS = [
  "Kitchen&Living",
  "Bedrooms",
  "WashingRooms",
  "Kitchen",
  "Electric",
  "Apartment",
] as const;

export const legendsQuerySchema = z.object({ company_id: idParam.optional() });

export const legendItemSchema = z.object({
  id: z.number().int(),
  icon: z.string().nullable(),
  name: i18nTextSchema,
  priority: z.number().int(),
});

export const legendSchema = z.object({
  id: z.number().int(),
  key: z.enum(LEGEND_KEYS),
  name: i18nTextSchema,
  priority: z.number().int(),
  items: z.array(legendItemSchema),
});
export type Legend = z.infer<typeof legendSchema>;
export const legendListSchema = z.array(legendSchema);
