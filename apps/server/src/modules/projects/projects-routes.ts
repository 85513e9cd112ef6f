import type { FastifyPluginAsync } from "fastify";
import { actingUser } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import { listProjects } from "./projects-service.ts";

export const projectsRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    "GET /list/projects",
    { summary: "The company's projects; compact=0 adds buildings, apartments and layouts" },
    async (request) => {
      const { company, user_id, compact } = request.query;
      const companyId = await request.companyId(company);
      // Acting for a customer is checked even though every project of a company is public.
      await actingUser(request, user_id);
      return listProjects(app.ctx, companyId, compact === "1");
    },
  );
};
