import { packageListSchema, packagesQuerySchema } from "@home-designer/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingUser } from "../../auth/current-user.ts";
import { listPackages } from "./packages-service.ts";

export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/packages",
    {
      schema: {
        summary: "Packages of a project for a layout: the company's and the user's own",
        querystring: packagesQuerySchema,
        response: { 200: packageListSchema },
      },
    },
    async (request) => {
      const user = await actingUser(request, request.query.user_id);
      return listPackages(app.ctx, request.query, user);
    },
  );
};
