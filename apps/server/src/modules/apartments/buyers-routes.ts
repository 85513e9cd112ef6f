import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { requireUser } from "../../auth/current-user.ts";
import { forbidden, notFound } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import { localized, message } from "../../i18n/messages.ts";
import { mayManageBuyers } from "../../policies/apartments.ts";
import { bindBuyers } from "../back-office/draft-buyers.ts";
import { companyApartment, listBuyers } from "./buyers-service.ts";

const tags = ["buyers (staff)"];
const security = [{ bearer: [] }];

/**
 * The apartment a staff call is about, when the caller may manage its buyers: an apartment of
 * another company is "not found", a customer is refused.
 */
async function managedApartment(request: FastifyRequest, apartmentId: number) {
  const caller = await requireUser(request);
  const apartment = await companyApartment(
    request.server.ctx,
    apartmentId,
    await request.companyId(),
  );
  if (!apartment) throw notFound(localized("apartmentNotFound"));
  if (!mayManageBuyers(caller, apartment)) throw forbidden(localized("staffOnly"));
  return { caller, apartment };
}

/** Who bought an apartment: only they (or staff acting for them) confirm its layouts. */
export const buyersRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(
    app,
    "GET /apartments/:apartmentId/buyers",
    { tags, security, summary: "The apartment's buyers by e-mail (staff of its company)" },
    async (request) => {
      const { apartment } = await managedApartment(request, request.params.apartmentId);
      return { apartment_id: apartment.id, emails: await listBuyers(ctx, apartment.id) };
    },
  );

  route(
    app,
    "PUT /apartments/:apartmentId/buyers",
    {
      tags,
      security,
      summary:
        "Set the apartment's buyers by e-mail, replacing the list (staff of its company), at once and in the company's draft; an account with a listed, confirmed address may confirm the apartment's layouts",
    },
    async (request) => {
      const { caller, apartment } = await managedApartment(request, request.params.apartmentId);
      const emails = await bindBuyers(
        ctx,
        apartment.companyId,
        apartment.id,
        request.body.emails,
        caller.id,
      );
      return {
        apartment_id: apartment.id,
        emails,
        message: message(request.locale, "buyersSaved"),
      };
    },
  );
};
