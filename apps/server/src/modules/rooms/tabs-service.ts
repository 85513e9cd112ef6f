import type { Tabs } from "@home-designer/core";
import { asc, eq } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { rooms, roomTypes, wardrobePlans } from "../../db/schema.ts";
import { findLayoutInProject } from "../projects/project-scope.ts";

const percentOrNull = (value: string | null) => (value === null ? null : Number(value));

/** The rooms (tabs) of a layout of the company, with the plans and settings the configurator needs. */
export function layoutTabs(
  ctx: AppContext,
  companyId: number,
  projectId: number,
  layoutId: number,
): Promise<Tabs> {
  return ctx.cache.get(`tabs:${companyId}:${projectId}:${layoutId}`, () =>
    loadTabs(ctx, companyId, projectId, layoutId),
  );
}

async function loadTabs(
  ctx: AppContext,
  companyId: number,
  projectId: number,
  layoutId: number,
): Promise<Tabs> {
  const { layout, apartment, building, project, company } = await findLayoutInProject(
    ctx,
    projectId,
    layoutId,
    companyId,
  );
  const [roomRows, wardrobes] = await Promise.all([
    ctx.db
      .select({ room: rooms, type: roomTypes })
      .from(rooms)
      .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
      .where(eq(rooms.apartmentLayoutId, layout.id))
      .orderBy(asc(rooms.priority), asc(rooms.id)),
    ctx.db
      .select()
      .from(wardrobePlans)
      .where(eq(wardrobePlans.apartmentLayoutId, layout.id))
      .orderBy(asc(wardrobePlans.priority), asc(wardrobePlans.id)),
  ]);
  const url = (key: string | null) => (key ? ctx.storage.publicUrl(key) : null);

  return {
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
    rooms: roomRows.map(({ room, type }) => ({
      id: room.id,
      slug: room.slug,
      label: room.label ?? type.label,
      originalLabel: type.label,
      numbers: room.numbers,
      priority: room.priority,
      room_type_id: type.id,
      is_room_type: type.isRoomType,
      vat: percentOrNull(type.vat),
    })),
  };
}
