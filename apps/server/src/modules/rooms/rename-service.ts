import type { Room } from "@home-designer/core";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { type AuthUser, requireStaff } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import {
  apartmentLayouts,
  apartments,
  buildings,
  projects,
  rooms,
  roomTypes,
} from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { message, requestLocale } from "../../i18n/messages.ts";

/**
 * Staff rename a room of a layout; the name applies in every language, and the room keeps its
 * type's label as its original label. Every server process's read cache learns of it from the database.
 */
export async function renameRoom(
  ctx: AppContext,
  request: FastifyRequest,
  caller: AuthUser,
  roomId: number,
  body: { name: string; apartment_layout_id: number },
): Promise<{ message: string; room: Room }> {
  const locale = requestLocale(request);
  requireStaff(request, caller);
  const [found] = await ctx.db
    .select({ room: rooms, type: roomTypes })
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
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
  if (!found) throw notFound(message(locale, "roomNotFound"));
  const label = { et: body.name, en: body.name, de: body.name };
  await ctx.db.update(rooms).set({ label }).where(eq(rooms.id, found.room.id));
  return {
    message: message(locale, "roomRenamed"),
    room: {
      id: found.room.id,
      slug: found.room.slug,
      label,
      originalLabel: found.type.label,
      numbers: found.room.numbers,
      priority: found.room.priority,
      room_type_id: found.type.id,
      is_room_type: found.type.isRoomType,
      vat: found.type.vat === null ? null : Number(found.type.vat),
    },
  };
}
