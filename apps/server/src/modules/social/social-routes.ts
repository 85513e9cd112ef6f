import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { requireUser } from "../../auth/current-user.ts";
import type { Site } from "../../http/request-context.ts";
import { route } from "../../http/route.ts";
import { presentUser } from "../auth/presenters.ts";
import { confirmAttachment } from "./attachments.ts";
import { socialProviders } from "./providers.ts";
import {
  configuredProvider,
  detachProvider,
  finishSocialLogin,
  startSocialLogin,
} from "./social-service.ts";

const tags = ["social login"];

/** What starting a login needs of its request: the site to come back to, the log. */
function asked(request: FastifyRequest, site: Site) {
  return { site: site.url, log: request.log };
}

export const socialRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  // Built once: Google's discovery document and keys are fetched once and kept.
  const providers = socialProviders(ctx.config);

  route(
    app,
    "GET /social-auth/:provider/:lang",
    {
      tags,
      summary:
        "The provider's login address (state, nonce and PKCE kept on the server, with the hash of the browser's `browser_key`)",
    },
    async (request) => {
      const { provider } = request.params;
      const configured = configuredProvider({
        name: provider,
        client: providers[provider],
      });
      await request.companyId(request.query.company_id);
      return startSocialLogin(ctx, asked(request, await request.site()), configured, {
        companyId: request.query.company_id,
        locale: request.params.lang,
        browserKey: request.query.browser_key,
      });
    },
  );

  route(
    app,
    "GET /social-auth/attach/:provider/:locale",
    {
      tags,
      security: [{ bearer: [] }],
      summary: "The provider's address for connecting it to the logged-in account",
    },
    async (request) => {
      const attachTo = await requireUser(request);
      const { provider } = request.params;
      const configured = configuredProvider({
        name: provider,
        client: providers[provider],
      });
      await request.companyId(request.query.company_id);
      return startSocialLogin(ctx, asked(request, await request.site()), configured, {
        companyId: request.query.company_id,
        locale: request.params.locale,
        attachTo,
      });
    },
  );

  route(
    app,
    "POST /social-auth/attach",
    {
      tags,
      security: [{ bearer: [] }],
      summary:
        "Connect the provider the return's one-time `code` (`/{lang}/profile/attached?code=…`) names; only the account that started connecting, once, within a minute",
    },
    async (request) =>
      presentUser(ctx, await confirmAttachment(ctx, await requireUser(request), request.body.code)),
  );

  route(
    app,
    "GET /social-auth/:provider/callback",
    {
      tags,
      summary:
        "Where the provider sends the browser back; redirects to the site with a one-time code (`token` of a login, `code` of connecting) or errors",
    },
    async (request, reply) => {
      const target = await finishSocialLogin(
        ctx,
        { locale: request.locale, log: request.log },
        { name: request.params.provider, client: providers[request.params.provider] },
        request.query,
      );
      // The address carries a one-time login code: no cache may keep it.
      return reply.header("cache-control", "no-store").redirect(target, 303);
    },
  );

  route(
    app,
    "GET /social-auth/detach/:provider",
    {
      tags,
      security: [{ bearer: [] }],
      summary: "Disconnect a provider; the last way to log in cannot be removed",
    },
    async (request) =>
      presentUser(
        ctx,
        await detachProvider(ctx, await requireUser(request), request.params.provider),
      ),
  );
};
