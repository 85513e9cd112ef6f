import { asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import {
  rooms,
  roomTypeImages,
  roomTypes,
  selectionGroups,
  wardrobePlans,
} from "../../db/schema.ts";
import { findLayoutInProject } from "../projects/project-scope.ts";

/**
 * What a layout's tabs are made of, as the database holds it: the layout with its apartment,
 * building, project and company, its rooms with their types, its wardrobe plans, its room types'
 * base picture layers, and the groups the project's deadlines may name. `rooms/presenters.ts`
 * makes the answer of it.
 */
export type LayoutRoomRows = Awaited<ReturnType<typeof findLayoutInProject>> & {
  roomRows: { room: typeof rooms.$inferSelect; type: typeof roomTypes.$inferSelect }[];
  wardrobes: (typeof wardrobePlans.$inferSelect)[];
  baseLayers: (typeof roomTypeImages.$inferSelect)[];
  deadlineGroups: { id: number; code: string; roomType: string }[];
};

/** A layout's rooms and what their tabs show, read past the cache. */
export async function loadLayoutRooms(
  ctx: AppContext,
  companyId: number,
  projectId: number,
  layoutId: number,
): Promise<LayoutRoomRows> {
  const found = await findLayoutInProject(ctx, projectId, layoutId, companyId);
  const { layout, project } = found;
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
  const roomTypeIds = [...new Set(roomRows.map(({ type }) => type.id))];
  const baseLayers =
    roomTypeIds.length === 0
      ? []
      : await ctx.db
          .select()
          .from(roomTypeImages)
          .where(inArray(roomTypeImages.roomTypeId, roomTypeIds))
          .orderBy(asc(roomTypeImages.layer), asc(roomTypeImages.id));
  // The groups the project's deadlines hold in this layout, by the codes the deadlines name.
  const deadlineGroups =
    project.deadlines.length === 0 || roomTypeIds.length === 0
      ? []
      : await ctx.db
          .select({ id: selectionGroups.id, code: selectionGroups.code, roomType: roomTypes.slug })
          .from(selectionGroups)
          .innerJoin(roomTypes, eq(roomTypes.id, selectionGroups.roomTypeId))
          .where(inArray(selectionGroups.roomTypeId, roomTypeIds));
  return { ...found, roomRows, wardrobes, baseLayers, deadlineGroups };
}
