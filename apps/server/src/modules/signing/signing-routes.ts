import { pages, type SigningOutcome } from "@home-designer/core";
import type { FastifyPluginAsync } from "fastify";
import { requireCompanyAdmin, requireUser } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import { finishSigning, startSigning } from "./signing-service.ts";
import { removeSigning, setSigning, signingSettings } from "./signing-settings.ts";

const tags = ["signing"];
const security = [{ bearer: [] }];

/**
 * Confirmations signed at the company's eID broker (decision 048): its admins set the broker, a
 * buyer starts signing and the broker sends them back.
 */
export const signingRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(
    app,
    "GET /admin/signing",
    { tags, security, summary: "The company's eID broker for signed confirmations (no secret)" },
    async (request, reply) => {
      await requireCompanyAdmin(request);
      reply.header("cache-control", "no-store");
      return signingSettings(ctx, await request.companyId(), (await request.site()).url);
    },
  );

  route(
    app,
    "PUT /admin/signing",
    {
      tags,
      security,
      summary:
        "Set the eID broker (an OpenID Connect issuer, its client id and secret): from now on buyers confirm by signing there",
    },
    async (request, reply) => {
      const admin = await requireCompanyAdmin(request);
      const site = (await request.site()).url;
      const answer = await setSigning(ctx, await request.companyId(), site, request.body);
      request.log.info({ user_id: admin.id }, "eID broker set by an admin");
      reply.header("cache-control", "no-store");
      return answer;
    },
  );

  route(
    app,
    "DELETE /admin/signing",
    { tags, security, summary: "Remove the eID broker: buyers confirm without signing" },
    async (request) => {
      const admin = await requireCompanyAdmin(request);
      const site = (await request.site()).url;
      const answer = await removeSigning(ctx, await request.companyId(), site);
      request.log.info({ user_id: admin.id }, "eID broker removed by an admin");
      return answer;
    },
  );

  route(
    app,
    "POST /confirm-package/sign",
    {
      tags,
      security,
      summary: "Start confirming by signing at the company's eID broker: its address to go to",
    },
    async (request) => {
      const caller = await requireUser(request);
      return startSigning(
        ctx,
        { site: (await request.site()).url, log: request.log },
        caller,
        request.body,
      );
    },
  );

  route(
    app,
    "GET /signing/callback",
    {
      tags,
      summary:
        "Where the eID broker sends the buyer back: confirms with the name it verified, then on to the summary",
    },
    async (request, reply) => {
      const site = await request.site().catch(() => null);
      const fallback = (outcome: SigningOutcome) =>
        `${site?.url ?? ctx.config.publicUrl}${pages.dashboard(
          { lang: site?.company.default_locale ?? "et" },
          { signing: outcome },
        )}`;
      const target = await finishSigning(ctx, { log: request.log, fallback }, request.query);
      return reply.header("cache-control", "no-store").redirect(target, 303);
    },
  );
};
