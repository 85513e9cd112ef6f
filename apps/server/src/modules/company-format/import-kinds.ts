/**
 * The things of the company format that the database keeps one row each for, matched by code:
 * their table, the column holding the code, the parent whose id scopes it, and whether a thing
 * gone from the folder is retired (buyers' designs may use it) or deleted (nothing of buyers'
 * refers to it). Kinds are listed parents first, the order an import writes them in.
 */
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  apartmentLayouts,
  apartments,
  buildings,
  materialCategories,
  materials,
  packages,
  projects,
  rooms,
  roomTypes,
  selectionGroups,
  selections,
  symbolLegendItems,
  symbolLegends,
  wardrobePlans,
} from "../../db/schema.ts";

export type KindName =
  | "category"
  | "material"
  | "legend"
  | "legend item"
  | "project"
  | "building"
  | "apartment"
  | "layout"
  | "wardrobe plan"
  | "room type"
  | "room"
  | "group"
  | "option"
  | "package";

export type Kind = {
  name: KindName;
  table: PgTable & { id: AnyPgColumn };
  /** The property holding the code. */
  code: string;
  /**
   * The property holding the parent's id and the parent's kind; `company` for the company.
   * Selection groups have none: their scope is the project, their row hangs on a room type.
   */
  parent: { column: string; kind: KindName | "company" } | null;
  /** Retired when gone from the folder; deleted otherwise. */
  retire: boolean;
  /** Properties that name another thing, by that thing's kind. */
  refs: Record<string, KindName>;
  /** The properties the folder decides, compared and written. */
  columns: string[];
};

const kind = (k: Omit<Kind, "refs"> & { refs?: Kind["refs"] }): Kind => ({ refs: {}, ...k });
const company = (column = "companyId") => ({ column, kind: "company" as const });

export const KINDS: Kind[] = [
  kind({
    name: "category",
    table: materialCategories,
    code: "code",
    parent: company(),
    retire: false,
    columns: ["name", "priority"],
  }),
  kind({
    name: "material",
    table: materials,
    code: "code",
    parent: company(),
    retire: true,
    refs: { categoryId: "category" },
    columns: [
      "categoryId",
      "descShort",
      "descLong",
      "productFinishing",
      "productType",
      "unitLabel",
      "elementType",
      "roomType",
      "manufacturer",
      "seller",
      "producerProductId",
      "url",
      "thumbnailFile",
      "imageFile",
      "priceCents",
      "unitPriceCents",
      "installPriceCents",
      "additionalPriceCents",
      "quantity",
      "vat",
      "isSampleAvailable",
      "leadTimeDays",
      "endOfSale",
      "priority",
    ],
  }),
  kind({
    name: "legend",
    table: symbolLegends,
    code: "key",
    parent: company(),
    retire: false,
    columns: ["name", "priority"],
  }),
  kind({
    name: "legend item",
    table: symbolLegendItems,
    code: "code",
    parent: { column: "legendId", kind: "legend" },
    retire: false,
    columns: ["name", "iconFile", "priority"],
  }),
  kind({
    name: "project",
    table: projects,
    code: "code",
    parent: company(),
    retire: true,
    columns: [
      "name",
      "address",
      "projectUrl",
      "vat",
      "showPlanColors",
      "showSymbols",
      "showQuoteGeneration",
      "pdfFooter",
      "deadlines",
      "deadlineReminderDays",
      "installationDate",
      "priority",
    ],
  }),
  kind({
    name: "building",
    table: buildings,
    code: "code",
    parent: { column: "projectId", kind: "project" },
    retire: true,
    columns: ["buildingNumber", "priority"],
  }),
  kind({
    name: "apartment",
    table: apartments,
    code: "code",
    parent: { column: "buildingId", kind: "building" },
    retire: true,
    columns: ["number", "floor", "transactionStatus", "wwwDetailedUrl"],
  }),
  kind({
    name: "layout",
    table: apartmentLayouts,
    code: "code",
    parent: { column: "apartmentId", kind: "apartment" },
    retire: true,
    columns: [
      "name",
      "priority",
      "webImageFile",
      "planFile",
      "kitchenPlanFile",
      "electricalPlanFile",
    ],
  }),
  kind({
    name: "wardrobe plan",
    table: wardrobePlans,
    code: "code",
    parent: { column: "apartmentLayoutId", kind: "layout" },
    retire: false,
    columns: ["name", "file", "priority"],
  }),
  kind({
    name: "room type",
    table: roomTypes,
    code: "slug",
    parent: { column: "projectId", kind: "project" },
    retire: true,
    columns: ["label", "isRoomType", "vat", "priority"],
  }),
  kind({
    name: "room",
    table: rooms,
    code: "slug",
    parent: { column: "apartmentLayoutId", kind: "layout" },
    retire: true,
    refs: { roomTypeId: "room type" },
    columns: ["roomTypeId", "label", "numbers", "priority"],
  }),
  kind({
    name: "group",
    table: selectionGroups,
    code: "code",
    parent: null,
    retire: true,
    refs: { roomTypeId: "room type" },
    columns: ["roomTypeId", "title", "description", "hidden", "priority"],
  }),
  kind({
    name: "option",
    table: selections,
    code: "slug",
    parent: { column: "selectionGroupId", kind: "group" },
    retire: true,
    refs: { materialId: "material" },
    columns: ["title", "materialId", "imageFile", "imageLayer", "priority"],
  }),
  kind({
    name: "package",
    table: packages,
    code: "code",
    parent: { column: "projectId", kind: "project" },
    retire: true,
    columns: [
      "name",
      "description",
      "imageFile",
      "isDefault",
      "canConfirm",
      "pdfFooter",
      "priority",
    ],
  }),
];

/** The format's name of a property, for the list of what changed. */
const FIELD_NAMES: Record<string, string> = {
  categoryId: "category",
  unitLabel: "unit",
  thumbnailFile: "thumbnail",
  imageFile: "picture",
  priceCents: "price",
  unitPriceCents: "unit_price",
  installPriceCents: "install_price",
  additionalPriceCents: "additional_price",
  iconFile: "icon",
  projectUrl: "url",
  buildingNumber: "number",
  transactionStatus: "status",
  wwwDetailedUrl: "url",
  webImageFile: "picture",
  planFile: "plan",
  kitchenPlanFile: "kitchen_plan",
  electricalPlanFile: "electrical_plan",
  isRoomType: "whole_apartment",
  roomTypeId: "room_type",
  materialId: "material",
  imageLayer: "picture",
  isDefault: "default",
};

export function fieldName(property: string): string {
  return FIELD_NAMES[property] ?? property.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}
