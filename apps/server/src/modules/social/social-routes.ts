import {
  redirectAnswerSchema,
  socialAttachConfirmBodySchema,
  socialAttachParamsSchema,
  socialAttachQuerySchema,
  socialCallbackQuerySchema,
  socialProviderParamsSchema,
  socialStartParamsSchema,
  socialStartQuerySchema,
  userSchema,
} from "@home-designer/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../auth/current-user.ts";
import { confirmAttachment } from "./attachments.ts";
import { socialProviders } from "./providers.ts";
import { detachProvider, finishSocialLogin, startSocialLogin } from "./social-service.ts";

const tags = ["social login"];

export const socialRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Built once: Google's discovery document and keys are fetched once and kept.
  const providers = socialProviders(ctx.config);

  app.get(
    "/social-auth/:provider/:lang",
    {
      schema: {
        tags,
        summary:
          "The provider's login address (state, nonce and PKCE kept on the server, with the hash of the browser's `browser_key`)",
        params: socialStartParamsSchema,
        querystring: socialStartQuerySchema,
        response: { 200: redirectAnswerSchema },
      },
    },
    (request) =>
      startSocialLogin(
        ctx,
        request,
        { name: request.params.provider, client: providers[request.params.provider] },
        {
          companyId: request.query.company_id,
          locale: request.params.lang,
          browserKey: request.query.browser_key,
        },
      ),
  );

  app.get(
    "/social-auth/attach/:provider/:locale",
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "The provider's address for connecting it to the logged-in account",
        params: socialAttachParamsSchema,
        querystring: socialAttachQuerySchema,
        response: { 200: redirectAnswerSchema },
      },
    },
    async (request) =>
      startSocialLogin(
        ctx,
        request,
        { name: request.params.provider, client: providers[request.params.provider] },
        {
          companyId: request.query.company_id,
          locale: request.params.locale,
          attachTo: await requireUser(request),
        },
      ),
  );

  app.post(
    "/social-auth/attach",
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "Connect the provider the return's one-time `code` (`/{lang}/profile/attached?code=…`) names; only the account that started connecting, once, within a minute",
        body: socialAttachConfirmBodySchema,
        response: { 200: userSchema },
      },
    },
    async (request) =>
      confirmAttachment(ctx, request, await requireUser(request), request.body.code),
  );

  app.get(
    "/social-auth/:provider/callback",
    {
      schema: {
        tags,
        summary:
          "Where the provider sends the browser back; redirects to the site with a one-time code (`token` of a login, `code` of connecting) or errors",
        params: socialProviderParamsSchema,
        querystring: socialCallbackQuerySchema,
      },
      config: {
        openapi: {
          redirects: {
            303: "To the site: `/{lang}/auth/success?token=…` (a login), `/{lang}/profile/attached?code=…` (connecting) or the failure page",
          },
        },
      },
    },
    async (request, reply) => {
      const target = await finishSocialLogin(
        ctx,
        request,
        { name: request.params.provider, client: providers[request.params.provider] },
        request.query,
      );
      // The address carries a one-time login code: no cache may keep it.
      return reply.header("cache-control", "no-store").redirect(target, 303);
    },
  );

  app.get(
    "/social-auth/detach/:provider",
    {
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: "Disconnect a provider; the last way to log in cannot be removed",
        params: socialProviderParamsSchema,
        response: { 200: userSchema },
      },
    },
    async (request) =>
      detachProvider(ctx, request, await requireUser(request), request.params.provider),
  );
};
