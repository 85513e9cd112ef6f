import type { FastifyPluginAsync } from "fastify";
import { requireUser } from "../../auth/current-user.ts";
import { clientOf } from "../../http/request-context.ts";
import { route } from "../../http/route.ts";
import { createStaffHandoverCode, exchangeHandoverCode } from "./handover.ts";
import { presentUser } from "./presenters.ts";

const tags = ["accounts"];

/** One-time codes that carry a login into a page's address instead of a bearer token. */
export const handoverRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(
    app,
    "POST /auth/handover",
    {
      tags,
      summary:
        "Trade a one-time code from a page's address (`token`) for a login; once, within a minute, for its purpose and company",
    },
    async (request) => {
      const { token, account } = await exchangeHandoverCode(
        ctx,
        clientOf(request),
        await request.companyId(request.body.company_id),
        request.body,
      );
      return { token, user: await presentUser(ctx, account) };
    },
  );

  route(
    app,
    "POST /auth/handover-codes",
    {
      tags,
      security: [{ bearer: [] }],
      summary:
        "Staff: a one-time code for a link that opens a customer's dashboard or summary (`?token=<code>`)",
    },
    async (request) => createStaffHandoverCode(ctx, await requireUser(request)),
  );
};
