import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { type Acting, actingUser, optionalUser } from "../../auth/current-user.ts";
import { notFound } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { localized } from "../../i18n/messages.ts";
import { packagesAnswer, packagesPage } from "./presenters.ts";

/** Who reads a layout's packages: a guest (null), a person, or staff acting for a customer. */
async function reader(request: FastifyRequest, userId: number | undefined): Promise<Acting | null> {
  const [caller, user] = await Promise.all([optionalUser(request), actingUser(request, userId)]);
  return caller && user ? { caller, user } : null;
}

export const packagesRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    "GET /packages",
    {
      summary:
        "Packages of a project for a layout: the company's and the user's own; a page of them with page or per_page (X-Total-Count: the whole list's length)",
    },
    async (request, reply) => {
      const companyId = await request.companyId(request.query.company_id);
      const actor = await reader(request, request.query.user_id);
      const { packages, total } = await packagesPage(app.ctx, companyId, request.query, actor);
      reply.header("x-total-count", total);
      return packages;
    },
  );

  route(
    app,
    "GET /packages/:packageId",
    {
      summary:
        "One package of GET /packages' list, as that list shows it to the caller; 404 when the list does not have it",
    },
    async (request) => {
      const companyId = await request.companyId(request.query.company_id);
      const actor = await reader(request, request.query.user_id);
      // The list is kept whole (presenters.ts), so finding one in it costs no query.
      const list = await packagesAnswer(app.ctx, companyId, request.query, actor);
      const pkg = list.find((p) => p.id === request.params.packageId);
      if (!pkg) throw notFound(localized("packageNotFound"));
      return pkg;
    },
  );
};
