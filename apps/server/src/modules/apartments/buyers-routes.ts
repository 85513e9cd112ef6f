import { buyersAnswerSchema, buyersBodySchema, buyersParamsSchema } from "@home-designer/core";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../auth/current-user.ts";
import { forbidden, notFound } from "../../http/errors.ts";
import { message, requestLocale } from "../../i18n/messages.ts";
import { mayManageBuyers } from "../../policies/apartments.ts";
import { requestCompanyId } from "../company/request-company.ts";
import { companyApartment, listBuyers, setBuyers } from "./buyers-service.ts";

const tags = ["buyers (staff)"];
const security = [{ bearer: [] }];

/**
 * The apartment a staff call is about, when the caller may manage its buyers: an apartment of
 * another company is "not found", a customer is refused.
 */
async function managedApartment(request: FastifyRequest, apartmentId: number) {
  const locale = requestLocale(request);
  const caller = await requireUser(request);
  const apartment = await companyApartment(
    request.server.ctx,
    apartmentId,
    await requestCompanyId(request),
  );
  if (!apartment) throw notFound(message(locale, "apartmentNotFound"));
  if (!mayManageBuyers(caller, apartment)) throw forbidden(message(locale, "staffOnly"));
  return { caller, apartment };
}

/** Who bought an apartment: only they (or staff acting for them) confirm its layouts. */
export const buyersRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    "/apartments/:apartmentId/buyers",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "The apartment's buyers by e-mail (staff of its company)",
        params: buyersParamsSchema,
        response: { 200: buyersAnswerSchema },
      },
    },
    async (request) => {
      const { apartment } = await managedApartment(request, request.params.apartmentId);
      return { apartment_id: apartment.id, emails: await listBuyers(ctx, apartment.id) };
    },
  );

  app.put(
    "/apartments/:apartmentId/buyers",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary:
          "Set the apartment's buyers by e-mail, replacing the list (staff of its company); an account with a listed, confirmed address may confirm the apartment's layouts",
        params: buyersParamsSchema,
        body: buyersBodySchema,
        response: { 200: buyersAnswerSchema },
      },
    },
    async (request) => {
      const { caller, apartment } = await managedApartment(request, request.params.apartmentId);
      const emails = await setBuyers(ctx, apartment.id, request.body.emails, caller.id);
      return {
        apartment_id: apartment.id,
        emails,
        message: message(requestLocale(request), "buyersSaved"),
      };
    },
  );
};
