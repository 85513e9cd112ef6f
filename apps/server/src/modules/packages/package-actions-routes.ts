import {
  actingQuerySchema,
  apartmentsAnswerSchema,
  apartmentsQuerySchema,
  confirmAnswerSchema,
  confirmPackageBodySchema,
  idParam,
  layoutParamsSchema,
  layoutQuerySchema,
  messageAnswerSchema,
  packageParamsSchema,
  packageSelectionListSchema,
  renamePackageBodySchema,
  savePackageAnswerSchema,
  savePackageBodySchema,
  summaryPdfBodySchema,
  userApartmentsParamsSchema,
} from "@home-designer/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireActing } from "../../auth/current-user.ts";
import { requestCompanyId } from "../company/request-company.ts";
import { confirmPackage } from "./confirm-service.ts";
import {
  dashboard,
  deleteLayout,
  deletePackage,
  duplicatePackage,
  packageSelectionList,
  renamePackage,
} from "./dashboard-service.ts";
import { summaryPdf } from "./pdf-service.ts";
import { savePackage } from "./save-service.ts";

const tags = ["packages"];
const security = [{ bearer: [] }];

/** Everything a logged-in buyer (or staff acting for one with `user_id`) does with packages. */
export const packageActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    "/packages",
    {
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary:
          "Save choices (own package in place, or a new named package), or add a layout to the dashboard",
        body: savePackageBodySchema,
        response: { 200: savePackageAnswerSchema },
      },
    },
    async (request) =>
      savePackage(ctx, request, await requireActing(request, request.body.user_id), request.body),
  );

  app.get(
    "/packages/:packageId/selections",
    {
      schema: {
        tags,
        security,
        summary:
          "A package's choices as tab, group and option ids (a company package's on the given layout)",
        params: packageParamsSchema,
        querystring: z.object({
          apartment_layout_id: idParam.optional(),
          user_id: idParam.optional(),
        }),
        response: { 200: packageSelectionListSchema },
      },
    },
    async (request) =>
      packageSelectionList(
        ctx,
        request,
        await requireActing(request, request.query.user_id),
        request.params.packageId,
        request.query.apartment_layout_id,
      ),
  );

  app.post(
    "/packages/:packageId/rename",
    {
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Rename one's own package (at most 50 characters)",
        params: packageParamsSchema,
        querystring: actingQuerySchema,
        body: renamePackageBodySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) =>
      renamePackage(
        ctx,
        request,
        await requireActing(request, request.query.user_id),
        request.params.packageId,
        request.body.name,
      ),
  );

  app.post(
    "/packages/:packageId/duplicate",
    {
      schema: {
        tags,
        security,
        summary: "Copy a package as a new package of one's own on the layout",
        params: packageParamsSchema,
        querystring: layoutQuerySchema,
        response: { 200: messageAnswerSchema.extend({ id: z.number().int() }) },
      },
    },
    async (request) =>
      duplicatePackage(
        ctx,
        request,
        await requireActing(request, request.query.user_id),
        request.params.packageId,
        request.query.apartment_layout_id,
      ),
  );

  app.delete(
    "/packages/:packageId",
    {
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary: "Delete one's own unconfirmed package",
        params: packageParamsSchema,
        querystring: layoutQuerySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) =>
      deletePackage(
        ctx,
        request,
        await requireActing(request, request.query.user_id),
        request.params.packageId,
      ),
  );

  app.delete(
    "/packages/delete-layout/:layoutId",
    {
      config: { openapi: { errors: [409] } },
      schema: {
        tags,
        security,
        summary:
          "Take a layout off the dashboard with one's own packages of it (not when one is confirmed)",
        params: layoutParamsSchema,
        querystring: actingQuerySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) =>
      deleteLayout(
        ctx,
        request,
        await requireActing(request, request.query.user_id),
        request.params.layoutId,
      ),
  );

  app.get(
    "/apartments",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "The caller's dashboard: layouts (newest first, pages of 100) with their packages",
        querystring: apartmentsQuerySchema,
        response: { 200: apartmentsAnswerSchema },
      },
    },
    async (request) =>
      dashboard(
        ctx,
        await requireActing(request, undefined),
        await requestCompanyId(request, request.query.company),
        request.query,
      ),
  );

  app.get(
    "/user-apartments/:userId",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "A customer's dashboard, for staff of the customer's company",
        params: userApartmentsParamsSchema,
        querystring: apartmentsQuerySchema,
        response: { 200: apartmentsAnswerSchema },
      },
    },
    async (request) =>
      dashboard(
        ctx,
        await requireActing(request, request.params.userId),
        await requestCompanyId(request, request.query.company),
        request.query,
      ),
  );

  app.post(
    "/confirm-package",
    {
      config: { openapi: { errors: [403, 409] } },
      schema: {
        tags,
        security,
        summary:
          "Confirm a package for a layout (one per layout, final for the buyer); mails the summary PDF",
        querystring: actingQuerySchema,
        body: confirmPackageBodySchema,
        response: { 200: confirmAnswerSchema },
      },
    },
    async (request) =>
      confirmPackage(
        ctx,
        request,
        await requireActing(request, request.query.user_id),
        request.body,
      ),
  );

  app.post(
    "/summary-pdf",
    {
      config: {
        openapi: {
          file: { type: "application/pdf", description: "The summary PDF, as an attachment" },
        },
      },
      schema: {
        tags,
        security,
        summary: "The summary PDF of a package's choices with the buyer's changes",
        body: summaryPdfBodySchema,
        produces: ["application/pdf"],
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await summaryPdf(
        ctx,
        request,
        await requireActing(request, request.body.user_id),
        request.body,
      );
      return reply
        .type("application/pdf")
        .header(
          "content-disposition",
          `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header("cache-control", "no-store")
        .send(pdf);
    },
  );
};
