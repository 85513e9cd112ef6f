import type { FastifyPluginAsync } from "fastify";
import { actingUser, requireUser } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import { message } from "../../i18n/messages.ts";
import { roomGroups } from "./groups-service.ts";
import { layoutTabs } from "./presenters.ts";
import { renameRoom } from "./rename-service.ts";

export const roomsRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    "GET /project/:project/tabs",
    { summary: "Rooms (tabs) of a layout, with its plans and configurator settings" },
    async (request) =>
      layoutTabs(
        app.ctx,
        await request.companyId(request.query.company_id),
        request.params.project,
        request.query.apartment_layout_id,
      ),
  );

  route(
    app,
    "GET /project/:project/tabs/:roomId",
    { summary: "Selection groups of one room, with options, pictures and restrictions" },
    async (request) => {
      const companyId = await request.companyId();
      const user = await actingUser(request, request.query.user_id);
      return roomGroups(
        app.ctx,
        companyId,
        request.params.project,
        request.params.roomId,
        request.query,
        user,
      );
    },
  );

  route(
    app,
    "POST /tabs/:roomId/rename",
    { summary: "Rename a room of a layout in every language (staff)", security: [{ bearer: [] }] },
    async (request) => {
      const caller = await requireUser(request);
      const room = await renameRoom(app.ctx, caller, request.params.roomId, request.body);
      return { message: message(request.locale, "roomRenamed"), room };
    },
  );
};
