import { packageListSchema, packagesQuerySchema } from "@home-designer/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { actingUser, optionalUser } from "../../auth/current-user.ts";
import { requestCompanyId } from "../company/request-company.ts";
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
      const companyId = await requestCompanyId(request, request.query.company_id);
      const [caller, user] = await Promise.all([
        optionalUser(request),
        actingUser(request, request.query.user_id),
      ]);
      return listPackages(app.ctx, companyId, request.query, caller && user && { caller, user });
    },
  );
};
