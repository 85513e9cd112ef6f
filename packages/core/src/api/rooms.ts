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
  /** What the room is called: staff's rename, else the company's label, else the room type's. */
  label: i18nTextSchema,
  /** The company's label of the room (its room type's when it has none), whatever staff renamed. */
  originalLabel: i18nTextSchema,
  /** The room's numbers on the apartment plan. */
  numbers: z.array(z.string()),
  priority: z.number().int(),
  room_type_id: z.number().int(),
  /** A room-type room: its choices apply to every room of the apartment. */
  is_room_type: z.boolean(),
  vat: z.number().nullable(),
  /** The base layers of the room's picture (its room type's), drawn whatever is chosen. */
  images: z.array(imageSchema),
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

/** A selection deadline of the project as buyers read it (core's deadlines.ts). */
export const deadlineSchema = z.object({
  code: z.string(),
  name: i18nTextSchema,
  /** The last day of choosing, YYYY-MM-DD, in the company's time zone. */
  date: z.string(),
  /** The instant the choice closes: the end of `date` in the company's time zone. */
  ends_at: z.string(),
});

/** A deadline over a layout: the groups of the layout it holds (the most specific one holds each). */
export const layoutDeadlineSchema = deadlineSchema.extend({
  group_ids: z.array(z.number().int()),
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
  /** The project's deadlines over this layout, earliest first; none when it has none. */
  deadlines: z.array(layoutDeadlineSchema),
  /**
   * The day installing the finishes starts and the instant it starts in the company's time zone:
   * a material whose lead time ends later is warned of (core's availability.ts). Null: none set.
   */
  installation: z.object({ date: z.string(), starts_at: z.string() }).nullable().optional(),
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
  /**
   * Only in a confirmed package, as its buyer (or staff for them) reads it: the price, VAT
   * included, in euros, the option had when the package was confirmed. It counts instead of
   * today's (docs/decisions/027-confirmed-packages-keep-their-prices.md).
   */
  confirmedPrice: z.number().optional(),
});
export type Asset = z.infer<typeof assetSchema>;

/**
 * A layer a group's choice draws in another room's picture (a room type following the group, such
 * as the whole apartment's floor in the kitchen): drawn in room `room_id` while option
 * `selection_id` is chosen in the group.
 */
export const followingImageSchema = imageSchema.extend({
  room_id: z.number().int(),
  selection_id: z.number().int(),
});
export type FollowingImage = z.infer<typeof followingImageSchema>;

export const selectionGroupSchema = z.object({
  id: z.number().int(),
  title: z.object({ label: i18nTextSchema }),
  description: z.object({ label: i18nTextSchema }),
  priority: z.number().int(),
  /** The group's choice holds for the whole apartment: its room is a room-type room. */
  applies_to_all: z.boolean(),
  hidden: z.boolean(),
  /** Restrictions whose source is an asset of this group. */
  restrictions: z.array(restrictionSchema),
  assets: z.array(assetSchema),
  roomId: z.number().int(),
  isRoomType: z.boolean(),
  /** The layers this group's choice draws in other rooms' pictures. */
  images: z.array(followingImageSchema),
});
export type SelectionGroup = z.infer<typeof selectionGroupSchema>;
export const selectionGroupListSchema = z.array(selectionGroupSchema);
