import type { FastifyPluginAsync } from "fastify";
import { actingUser, optionalUser } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import { packagesAnswer } from "./presenters.ts";

export const packagesRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    "GET /packages",
    { summary: "Packages of a project for a layout: the company's and the user's own" },
    async (request) => {
      const companyId = await request.companyId(request.query.company_id);
      const [caller, user] = await Promise.all([
        optionalUser(request),
        actingUser(request, request.query.user_id),
      ]);
      return packagesAnswer(app.ctx, companyId, request.query, caller && user && { caller, user });
    },
  );
};
