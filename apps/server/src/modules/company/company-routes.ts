import type { FastifyPluginAsync } from "fastify";
import { route } from "../../http/route.ts";
import { companyTerms } from "./company-service.ts";
import { companyForOrigin } from "./presenters.ts";

export const companyRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    "GET /company",
    { summary: "The company (white-label tenant) whose site is at the given origin" },
    (request) => companyForOrigin(app.ctx, request.query.url),
  );
  route(
    app,
    "GET /terms",
    { summary: "The terms of use of the calling site's company, per language" },
    async (request) => companyTerms(app.ctx, await request.companyId(request.query.company_id)),
  );
};
