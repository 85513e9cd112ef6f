import type { Room, RouteBody } from "@home-designer/core";
import { and, eq } from "drizzle-orm";
import { type AuthUser, requireStaff } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { apartmentLayouts, apartments, buildings, projects, rooms } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { byAccount, recordLayoutEvent } from "../audit/audit-log.ts";
import { loadTabs } from "./presenters.ts";

/**
 * Staff rename a room of a layout; the name applies in every language. It is kept apart from the
 * company's label of the room (`renamed`, not `label`), so that a re-import of the company keeps
 * it and an export never writes it; the answer's `originalLabel` stays the company's. Every server
 * process's read cache learns of it from the database.
 */
export async function renameRoom(
  ctx: AppContext,
  caller: AuthUser,
  roomId: number,
  body: RouteBody<"POST /tabs/:roomId/rename">,
): Promise<Room> {
  requireStaff(caller);
  const [found] = await ctx.db
    .select({ roomId: rooms.id, projectId: projects.id })
    .from(rooms)
    .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, rooms.apartmentLayoutId))
    .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(
      and(
        eq(rooms.id, roomId),
        eq(rooms.apartmentLayoutId, body.apartment_layout_id),
        eq(projects.companyId, caller.companyId),
      ),
    )
    .limit(1);
  if (!found) throw notFound(localized("roomNotFound"));
  const renamed = { et: body.name, en: body.name, de: body.name };
  await ctx.db.transaction(async (tx) => {
    await tx.update(rooms).set({ renamed }).where(eq(rooms.id, found.roomId));
    await recordLayoutEvent(tx, body.apartment_layout_id, byAccount(caller.id), {
      action: "room_renamed",
      name: body.name,
    });
  });
  // Read past the cache, which may hold the room as it was when this request came in.
  const { tabs } = await loadTabs(ctx, caller.companyId, found.projectId, body.apartment_layout_id);
  const room = tabs.rooms.find((r) => r.id === found.roomId);
  if (!room) throw notFound(localized("roomNotFound"));
  return room;
}
