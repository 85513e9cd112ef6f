/**
 * A layout's rooms as the API answers them (`GET /project/:project/tabs`), beside the routes that
 * answer with them. The answer is also what the server computes with (saving, confirming, PDFs,
 * the first view, a shared design's picture), so it is cached whole and read through here.
 */
import { dayStart, type I18nText, layoutDeadlines, type Tabs } from "@home-designer/core";
import type { AppContext } from "../../context.ts";
import type { rooms, roomTypes } from "../../db/schema.ts";
import { groupBy } from "../../lib/group-by.ts";
import { type LayoutRoomRows, loadLayoutRooms } from "./tabs-service.ts";

const percentOrNull = (value: string | null) => (value === null ? null : Number(value));

/** What a room is called: staff's rename wins over the company's label, which wins over its type's. */
export function roomLabel(
  room: Pick<typeof rooms.$inferSelect, "label" | "renamed">,
  type: Pick<typeof roomTypes.$inferSelect, "label">,
): I18nText {
  return room.renamed ?? room.label ?? type.label;
}

/**
 * A layout's tabs with all its rooms, and which of them an import retired (gone from the
 * company's folder): kept for the packages that made choices in them.
 */
export type LayoutTabs = { tabs: Tabs; retiredRooms: ReadonlySet<number> };

/**
 * The rooms (tabs) of a layout of the company, with the plans and settings the configurator
 * needs, as a new design sees them: without retired rooms.
 */
export function layoutTabs(
  ctx: AppContext,
  companyId: number,
  projectId: number,
  layoutId: number,
): Promise<Tabs> {
  return ctx.cache.get(`tabs:${companyId}:${projectId}:${layoutId}`, async () =>
    tabsKeeping(await allLayoutTabs(ctx, companyId, projectId, layoutId), () => false),
  );
}

/** Every room of the layout, retired ones too, for the server's own use. */
export function allLayoutTabs(
  ctx: AppContext,
  companyId: number,
  projectId: number,
  layoutId: number,
): Promise<LayoutTabs> {
  return ctx.cache.get(`tabs-all:${companyId}:${projectId}:${layoutId}`, () =>
    loadTabs(ctx, companyId, projectId, layoutId),
  );
}

/** The tabs without their retired rooms, but for those `keep` names. */
export function tabsKeeping(all: LayoutTabs, keep: (roomId: number) => boolean): Tabs {
  if (all.retiredRooms.size === 0) return all.tabs;
  const rooms = all.tabs.rooms.filter((r) => !all.retiredRooms.has(r.id) || keep(r.id));
  return { ...all.tabs, rooms };
}

/** The layout's tabs as the database holds them now, past the read cache (for an answer after a write). */
export async function loadTabs(
  ctx: AppContext,
  companyId: number,
  projectId: number,
  layoutId: number,
): Promise<LayoutTabs> {
  return presentTabs(ctx, await loadLayoutRooms(ctx, companyId, projectId, layoutId));
}

/** The answer made of the rows: files as addresses, the project's settings over the company's. */
function presentTabs(ctx: AppContext, rows: LayoutRoomRows): LayoutTabs {
  const { layout, apartment, building, project, company, roomRows, wardrobes } = rows;
  const url = (key: string | null) => (key ? ctx.storage.publicUrl(key) : null);
  const baseLayersOf = groupBy(rows.baseLayers, (image) => image.roomTypeId);
  const tabs: Tabs = {
    apartmentId: apartment.id,
    apartment_url: apartment.wwwDetailedUrl,
    transaction_status: apartment.transactionStatus,
    address: {
      project: project.name,
      building: building.buildingNumber,
      apartment: apartment.number,
      layout: layout.name,
      project_url: project.projectUrl,
      address: project.address,
    },
    layoutImage: url(layout.planFile),
    kitchenPlanImage: url(layout.kitchenPlanFile),
    electricalPlanImage: url(layout.electricalPlanFile),
    wardrobePlans: wardrobes.map((plan) => ({
      id: plan.id,
      url: ctx.storage.publicUrl(plan.file),
      translations: plan.name,
    })),
    show_quite_generation: project.showQuoteGeneration,
    vat: percentOrNull(project.vat) ?? Number(company.vat),
    showPlanColors: project.showPlanColors,
    showSymbols: project.showSymbols,
    pdfFooter: project.pdfFooter ?? company.pdfFooter,
    deadlines: layoutDeadlines(project.deadlines, rows.deadlineGroups, company.timeZone),
    installation: project.installationDate
      ? {
          date: project.installationDate,
          starts_at: dayStart(project.installationDate, company.timeZone).toISOString(),
        }
      : null,
    rooms: roomRows.map(({ room, type }) => ({
      id: room.id,
      slug: room.slug,
      label: roomLabel(room, type),
      originalLabel: room.label ?? type.label,
      numbers: room.numbers,
      priority: room.priority,
      room_type_id: type.id,
      is_room_type: type.isRoomType,
      vat: percentOrNull(type.vat),
      images: (baseLayersOf.get(type.id) ?? []).map((image) => ({
        id: image.id,
        url: ctx.storage.publicUrl(image.file),
        layer: image.layer,
      })),
    })),
  };
  const retired = roomRows.filter(({ room }) => room.retiredAt !== null);
  return { tabs, retiredRooms: new Set(retired.map(({ room }) => room.id)) };
}
