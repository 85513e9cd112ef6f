import type { FastifyPluginAsync } from "fastify";
import { requireCompanyAdmin } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import { message } from "../../i18n/messages.ts";
import {
  companyWebhook,
  removeWebhook,
  rotateWebhookSecret,
  setWebhook,
  webhookDeliveriesPage,
} from "./webhook-service.ts";

const tags = ["company (admins)"];
const security = [{ bearer: [] }];

/**
 * The site's company's webhook for its ERP, for its admins (decision 043): its address and
 * signing secret, and every attempt at delivering its events.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(
    app,
    "GET /admin/webhook",
    { tags, security, summary: "The company's webhook: its address and signing secret" },
    async (request, reply) => {
      await requireCompanyAdmin(request);
      reply.header("cache-control", "no-store");
      return companyWebhook(ctx, await request.companyId());
    },
  );

  route(
    app,
    "PUT /admin/webhook",
    {
      tags,
      security,
      summary:
        "Set the webhook's address (https; a new webhook gets a signing secret, an existing one keeps its own)",
    },
    async (request, reply) => {
      const admin = await requireCompanyAdmin(request);
      const answer = await setWebhook(ctx, await request.companyId(), request.body.url);
      request.log.info({ user_id: admin.id }, "webhook address set by an admin");
      reply.header("cache-control", "no-store");
      return answer;
    },
  );

  route(
    app,
    "DELETE /admin/webhook",
    { tags, security, summary: "Remove the webhook: no more events are sent" },
    async (request) => {
      const admin = await requireCompanyAdmin(request);
      await removeWebhook(ctx, await request.companyId());
      request.log.info({ user_id: admin.id }, "webhook removed by an admin");
      return { message: message(request.locale, "webhookRemoved") };
    },
  );

  route(
    app,
    "POST /admin/webhook/secret",
    {
      tags,
      security,
      summary: "A new signing secret; deliveries from now on are signed with it",
    },
    async (request, reply) => {
      const admin = await requireCompanyAdmin(request);
      const answer = await rotateWebhookSecret(ctx, await request.companyId());
      request.log.info({ user_id: admin.id }, "webhook secret changed by an admin");
      reply.header("cache-control", "no-store");
      return answer;
    },
  );

  route(
    app,
    "GET /admin/webhook/deliveries",
    {
      tags,
      security,
      summary:
        "Every attempt at delivering the company's events, newest first: when, which event, the answer's status and why it failed",
    },
    async (request, reply) => {
      await requireCompanyAdmin(request);
      reply.header("cache-control", "no-store");
      return webhookDeliveriesPage(ctx, await request.companyId(), request.query.page);
    },
  );
};
