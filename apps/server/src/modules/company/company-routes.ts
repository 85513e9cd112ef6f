import { PREVIEW_HEADER } from "@home-designer/core";
import type { FastifyPluginAsync } from "fastify";
import { route } from "../../http/route.ts";
import { companyTerms } from "./company-service.ts";
import { companyForOrigin } from "./presenters.ts";

export const companyRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    "GET /company",
    { summary: "The company (white-label tenant) whose site is at the given origin" },
    // A preview of the draft (decision 042) is its hidden copy's: the site decides it, for staff.
    async (request) =>
      request.headers[PREVIEW_HEADER] === undefined
        ? companyForOrigin(app.ctx, request.query.url)
        : (await request.site()).company,
  );
  route(
    app,
    "GET /terms",
    { summary: "The terms of use of the calling site's company, per language" },
    async (request) => companyTerms(app.ctx, await request.companyId(request.query.company_id)),
  );
};
