import { companyQuerySchema, companySchema } from "@home-designer/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { companyForOrigin } from "./company-service.ts";

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/company",
    {
      schema: {
        summary: "The company (white-label tenant) whose site is at the given origin",
        querystring: companyQuerySchema,
        response: { 200: companySchema },
      },
    },
    (request) => companyForOrigin(app.ctx, request.query.url),
  );
};
