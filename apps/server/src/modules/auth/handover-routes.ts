import {
  handoverBodySchema,
  handoverCodeAnswerSchema,
  handoverCodeBodySchema,
  tokenAnswerSchema,
} from "@home-designer/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../auth/current-user.ts";
import { createStaffHandoverCode, exchangeHandoverCode } from "./handover.ts";

const tags = ["accounts"];

/** One-time codes that carry a login into a page's address instead of a bearer token. */
export const handoverRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/auth/handover",
    {
      config: { openapi: { errors: [429] } },
      schema: {
        tags,
        summary:
          "Trade a one-time code from a page's address (`token`) for a login; once, within a minute, for its purpose and company",
        body: handoverBodySchema,
        response: { 200: tokenAnswerSchema },
      },
    },
    (request) => exchangeHandoverCode(ctx, request, request.body),
  );

  app.post(
    "/auth/handover-codes",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          "Staff: a one-time code for a link that opens a customer's dashboard or summary (`?token=<code>`)",
        body: handoverCodeBodySchema,
        response: { 200: handoverCodeAnswerSchema },
      },
    },
    async (request) => createStaffHandoverCode(ctx, request, await requireUser(request)),
  );
};
