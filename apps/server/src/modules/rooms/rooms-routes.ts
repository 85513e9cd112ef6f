import {
  groupsQuerySchema,
  projectParamsSchema,
  roomParamsSchema,
  roomRenameAnswerSchema,
  roomRenameBodySchema,
  roomRenameParamsSchema,
  selectionGroupListSchema,
  tabsQuerySchema,
  tabsSchema,
} from "@home-designer/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingUser, requireUser } from "../../auth/current-user.ts";
import { requestCompanyId } from "../company/request-company.ts";
import { roomGroups } from "./groups-service.ts";
import { renameRoom } from "./rename-service.ts";
import { layoutTabs } from "./tabs-service.ts";

export const roomsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/project/:project/tabs",
    {
      schema: {
        summary: "Rooms (tabs) of a layout, with its plans and configurator settings",
        params: projectParamsSchema,
        querystring: tabsQuerySchema,
        response: { 200: tabsSchema },
      },
    },
    async (request) =>
      layoutTabs(
        app.ctx,
        await requestCompanyId(request, request.query.company_id),
        request.params.project,
        request.query.apartment_layout_id,
      ),
  );

  app.get(
    "/project/:project/tabs/:roomId",
    {
      schema: {
        summary: "Selection groups of one room, with options, pictures and restrictions",
        params: roomParamsSchema,
        querystring: groupsQuerySchema,
        response: { 200: selectionGroupListSchema },
      },
    },
    async (request) => {
      const companyId = await requestCompanyId(request);
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

  app.post(
    "/tabs/:roomId/rename",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        summary: "Rename a room of a layout in every language (staff)",
        security: [{ bearer: [] }],
        params: roomRenameParamsSchema,
        body: roomRenameBodySchema,
        response: { 200: roomRenameAnswerSchema },
      },
    },
    async (request) =>
      renameRoom(app.ctx, request, await requireUser(request), request.params.roomId, request.body),
  );
};
