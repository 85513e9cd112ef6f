import { projectListQuerySchema, projectListSchema } from "@home-designer/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingUser } from "../../auth/current-user.ts";
import { requestCompanyId } from "../company/request-company.ts";
import { listProjects } from "./projects-service.ts";

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/list/projects",
    {
      schema: {
        summary: "The company's projects; compact=0 adds buildings, apartments and layouts",
        querystring: projectListQuerySchema,
        response: { 200: projectListSchema },
      },
    },
    async (request) => {
      const { company, user_id, compact } = request.query;
      const companyId = await requestCompanyId(request, company);
      // Acting for a customer is checked even though every project of a company is public.
      await actingUser(request, user_id);
      return listProjects(app.ctx, companyId, compact === "1");
    },
  );
};
