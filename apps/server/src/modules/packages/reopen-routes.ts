import type { FastifyPluginAsync } from "fastify";
import { requireUser } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import { message } from "../../i18n/messages.ts";
import { layoutConfirmations, reopenLayout } from "./reopen-service.ts";

const tags = ["packages"];
const security = [{ bearer: [] }];

/** A layout's confirmation versions, and staff reopening its confirmation (decision 046). */
export const reopenRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(
    app,
    "GET /layouts/:layoutId/confirmations",
    {
      tags,
      security,
      summary:
        "A layout's confirmation versions, newest first, with what each changed and its open reopening; its buyers and the company's staff",
    },
    async (request) => {
      const caller = await requireUser(request);
      return layoutConfirmations(ctx, caller, request.params.layoutId);
    },
  );

  route(
    app,
    "POST /layouts/:layoutId/reopen",
    {
      tags,
      security,
      summary:
        "Staff reopen a layout's confirmation with a reason, for the rooms named (all when none); the buyer is told by mail and confirms again",
    },
    async (request) => {
      const caller = await requireUser(request);
      const { url } = await request.site();
      const reopening = await reopenLayout(ctx, url, caller, request.params.layoutId, request.body);
      return { message: message(request.locale, "reopened"), reopening };
    },
  );
};
