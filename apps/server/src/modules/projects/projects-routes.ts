import { projectListQuerySchema, projectListSchema } from "@home-designer/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingUser } from "../../auth/current-user.ts";
import { forbidden } from "../../http/errors.ts";
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
      // Acting for a customer is checked even though every project of a company is public.
      const user = await actingUser(request, user_id);
      if (user && user_id !== undefined && user.companyId !== company) {
        throw forbidden("This account belongs to another company.");
      }
      return listProjects(app.ctx, company, compact === "1");
    },
  );
};
