import type { FastifyPluginAsync } from "fastify";
import { requireActing } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import { message } from "../../i18n/messages.ts";
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
import { presentDashboard, presentPackage } from "./presenters.ts";
import { savePackage } from "./save-service.ts";

const tags = ["packages"];
const security = [{ bearer: [] }];

/** Everything a logged-in buyer (or staff acting for one with `user_id`) does with packages. */
export const packageActionsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(
    app,
    "POST /packages",
    {
      tags,
      security,
      summary:
        "Save choices (own package in place, or a new named package), or add a layout to the dashboard",
    },
    async (request) => {
      const acting = await requireActing(request, request.body.user_id);
      const { pkg, viewer, created, outcome } = await savePackage(ctx, acting, request.body);
      return {
        id: pkg.id,
        created,
        message: message(request.locale, outcome),
        package: presentPackage(ctx, pkg, viewer),
      };
    },
  );

  route(
    app,
    "GET /packages/:packageId/selections",
    {
      tags,
      security,
      summary:
        "A package's choices as tab, group and option ids (a company package's on the given layout)",
    },
    async (request) =>
      packageSelectionList(
        ctx,
        await requireActing(request, request.query.user_id),
        request.params.packageId,
        request.query.apartment_layout_id,
      ),
  );

  route(
    app,
    "POST /packages/:packageId/rename",
    { tags, security, summary: "Rename one's own package (at most 50 characters)" },
    async (request) => {
      const acting = await requireActing(request, request.query.user_id);
      await renamePackage(ctx, acting, request.params.packageId, request.body.name);
      return { message: message(request.locale, "packageRenamed") };
    },
  );

  route(
    app,
    "POST /packages/:packageId/duplicate",
    { tags, security, summary: "Copy a package as a new package of one's own on the layout" },
    async (request) => {
      const acting = await requireActing(request, request.query.user_id);
      const { params, query } = request;
      const copy = await duplicatePackage(ctx, acting, params.packageId, query.apartment_layout_id);
      return { id: copy.id, message: message(request.locale, "packageDuplicated") };
    },
  );

  route(
    app,
    "DELETE /packages/:packageId",
    { tags, security, summary: "Delete one's own unconfirmed package" },
    async (request) => {
      const acting = await requireActing(request, request.query.user_id);
      await deletePackage(ctx, acting, request.params.packageId);
      return { message: message(request.locale, "packageDeleted") };
    },
  );

  route(
    app,
    "DELETE /packages/delete-layout/:layoutId",
    {
      tags,
      security,
      summary:
        "Take a layout off the dashboard with one's own packages of it (not when one is confirmed)",
    },
    async (request) => {
      const acting = await requireActing(request, request.query.user_id);
      await deleteLayout(ctx, acting, request.params.layoutId);
      return { message: message(request.locale, "layoutRemoved") };
    },
  );

  route(
    app,
    "GET /apartments",
    {
      tags,
      security,
      summary: "The caller's dashboard: layouts (newest first, pages of 100) with their packages",
    },
    async (request) => {
      const acting = await requireActing(request, undefined);
      const companyId = await request.companyId(request.query.company);
      return presentDashboard(ctx, acting, await dashboard(ctx, acting, companyId, request.query));
    },
  );

  route(
    app,
    "GET /user-apartments/:userId",
    { tags, security, summary: "A customer's dashboard, for staff of the customer's company" },
    async (request) => {
      const acting = await requireActing(request, request.params.userId);
      const companyId = await request.companyId(request.query.company);
      return presentDashboard(ctx, acting, await dashboard(ctx, acting, companyId, request.query));
    },
  );

  route(
    app,
    "POST /confirm-package",
    {
      tags,
      security,
      summary:
        "Confirm a package for a layout (one per layout, final for the buyer); mails the summary PDF",
    },
    async (request) => {
      const acting = await requireActing(request, request.query.user_id);
      const { url } = await request.site();
      const { confirmedAt } = await confirmPackage(ctx, url, acting, request.body);
      return {
        message: message(request.locale, "confirmedNow"),
        confirmation_date: confirmedAt.toISOString(),
      };
    },
  );

  route(
    app,
    "POST /summary-pdf",
    { tags, security, summary: "The summary PDF of a package's choices with the buyer's changes" },
    async (request, reply) => {
      const acting = await requireActing(request, request.body.user_id);
      const { url } = await request.site();
      const { fileName, pdf } = await summaryPdf(ctx, url, acting, request.body);
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
