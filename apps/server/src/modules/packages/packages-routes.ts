import type { FastifyPluginAsync } from "fastify";
import { actingUser, optionalUser } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import { packagesPage } from "./presenters.ts";

export const packagesRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    "GET /packages",
    {
      summary:
        "Packages of a project for a layout: the company's and the user's own; a page of them with page or per_page (X-Total-Count: the whole list's length)",
    },
    async (request, reply) => {
      const companyId = await request.companyId(request.query.company_id);
      const [caller, user] = await Promise.all([
        optionalUser(request),
        actingUser(request, request.query.user_id),
      ]);
      const actor = caller && user && { caller, user };
      const { packages, total } = await packagesPage(app.ctx, companyId, request.query, actor);
      reply.header("x-total-count", total);
      return packages;
    },
  );
};
