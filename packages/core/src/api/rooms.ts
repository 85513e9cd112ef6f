import { z } from "zod";
import { i18nTextSchema, idParam, imageSchema } from "./common.ts";
import { materialSchema } from "./materials.ts";

export const projectParamsSchema = z.object({ project: idParam });
export const roomParamsSchema = z.object({ project: idParam, roomId: idParam });

export const tabsQuerySchema = z.object({
  apartment_layout_id: idParam,
  company_id: idParam.optional(),
});

export const groupsQuerySchema = z.object({
  apartment_layout_id: idParam,
  package_id: idParam.optional(),
  user_id: idParam.optional(),
});

export const TRANSACTION_STATUSES = ["available", "reserved", "sold"] as const;

export const roomSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: i18nTextSchema,
  /** The label before any rename for this layout. */
  originalLabel: i18nTextSchema,
  /** The room's numbers on the apartment plan. */
  numbers: z.array(z.string()),
  priority: z.number().int(),
  room_type_id: z.number().int(),
  /** A room-type room: its choices apply to every room of the apartment. */
  is_room_type: z.boolean(),
  vat: z.number().nullable(),
});
export type Room = z.infer<typeof roomSchema>;

export const addressSchema = z.object({
  project: z.string(),
  building: z.string(),
  apartment: z.string(),
  layout: z.string(),
  project_url: z.string().nullable(),
  address: z.string().nullable(),
});
export type Address = z.infer<typeof addressSchema>;

export const wardrobePlanSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  translations: i18nTextSchema,
});

export const tabsSchema = z.object({
  apartmentId: z.number().int(),
  apartment_url: z.string().nullable(),
  transaction_status: z.enum(TRANSACTION_STATUSES),
  address: addressSchema,
  layoutImage: z.string().nullable(),
  kitchenPlanImage: z.string().nullable(),
  electricalPlanImage: z.string().nullable(),
  wardrobePlans: z.array(wardrobePlanSchema),
  /** Whether a logged-in buyer may ask for a quote (name as the original API spells it). */
  show_quite_generation: z.boolean(),
  /** VAT percentage of the project, else of the company. */
  vat: z.number().nullable(),
  showPlanColors: z.boolean(),
  showSymbols: z.boolean(),
  pdfFooter: i18nTextSchema,
  rooms: z.array(roomSchema),
});
export type Tabs = z.infer<typeof tabsSchema>;

export const restrictionSchema = z.object({
  id: z.number().int(),
  source_selection_id: z.number().int(),
  source_selection_group_id: z.number().int(),
  target_selection_id: z.number().int(),
  target_selection_group_id: z.number().int(),
});
export type Restriction = z.infer<typeof restrictionSchema>;

export const specialFileSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
  url: z.string(),
});

export const assetSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: i18nTextSchema,
  groupId: z.number().int(),
  priority: z.number().int(),
  /** Ids of the packages that choose this asset in this room. */
  packages: z.array(z.number().int()),
  image: imageSchema.nullable(),
  material: materialSchema.nullable(),
  is_special: z.boolean(),
  /** Special solutions only: staff-written label and description, prices without VAT. */
  label: i18nTextSchema.optional(),
  description: i18nTextSchema.optional(),
  files: z.array(specialFileSchema).optional(),
  unitPrice: z.number().optional(),
  installPrice: z.number().optional(),
});
export type Asset = z.infer<typeof assetSchema>;

export const selectionGroupSchema = z.object({
  id: z.number().int(),
  title: z.object({ label: i18nTextSchema }),
  description: z.object({ label: i18nTextSchema }),
  priority: z.number().int(),
  applies_to_all: z.boolean(),
  hidden: z.boolean(),
  /** Restrictions whose source is an asset of this group. */
  restrictions: z.array(restrictionSchema),
  assets: z.array(assetSchema),
  roomId: z.number().int(),
  isRoomType: z.boolean(),
  /** Base layers of the room picture that belong to this group. */
  images: z.array(imageSchema),
});
export type SelectionGroup = z.infer<typeof selectionGroupSchema>;
export const selectionGroupListSchema = z.array(selectionGroupSchema);
