import { placesInWords, problemsByPlace } from "@home-designer/core";
import type { FastifyPluginAsync } from "fastify";
import {
  type AuthUser,
  requireBackOfficeReader,
  requireCompanyAdmin,
} from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import { message, type ServerLocale } from "../../i18n/messages.ts";
import { mayManageBuyers } from "../../policies/apartments.ts";
import { mayAdministerCompany, mayInviteStaff } from "../../policies/company.ts";
import { actionCounts } from "../company-format/import-service.ts";
import { buildPreview } from "./draft-preview.ts";
import {
  type DraftView,
  discardDraft,
  draftApartments,
  draftMaterials,
  draftPackagePrices,
  draftPart,
  draftParts,
  draftProjects,
  draftRestrictions,
  editDraft,
  publishDraft,
  viewDraft,
} from "./draft-service.ts";
import { isStale } from "./draft-store.ts";
import { companyHistoryCsv, companyHistoryPage } from "./history-service.ts";
import { invite } from "./invitations-service.ts";
import { companyOverview } from "./overview-service.ts";
import { popularChoices } from "./popular-choices-service.ts";

const tags = ["back office"];
const security = [{ bearer: [] }];

function presentDraft(
  { draft, changes, warnings, checked }: DraftView,
  caller: AuthUser,
  locale: ServerLocale,
) {
  const byPlace = problemsByPlace(warnings, locale);
  return {
    version: draft.version,
    stale: isStale(draft),
    updated_by: draft.updatedBy,
    updated_at: draft.updatedAt?.toISOString() ?? null,
    changes,
    warnings: byPlace,
    places: placesInWords(checked, Object.keys(byPlace), locale),
    abilities: {
      edit: mayAdministerCompany(caller, draft.companyId),
      buyers: mayManageBuyers(caller, { companyId: draft.companyId }),
    },
  };
}

/**
 * The back office of the site's company (docs/decisions/037): its staff read where buyers stand
 * and the company's draft; its admins edit the draft and publish it through the import.
 */
export const backOfficeRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;

  route(
    app,
    "GET /admin/overview",
    {
      tags,
      security,
      summary: "Per project, its apartments by state and the buyers who have not confirmed",
    },
    async (request) => {
      await requireBackOfficeReader(request);
      return companyOverview(ctx, await request.companyId());
    },
  );

  route(
    app,
    "GET /admin/popular-choices",
    {
      tags,
      security,
      summary:
        "Per room type and group of a project, how many saved and how many confirmed designs chose each option",
    },
    async (request) => {
      await requireBackOfficeReader(request);
      return popularChoices(ctx, await request.companyId(), request.query.project);
    },
  );

  route(
    app,
    "GET /admin/draft",
    {
      tags,
      security,
      summary: "The company's draft: what publishing it would add, change, retire and remove",
    },
    async (request) => {
      const caller = await requireBackOfficeReader(request);
      return presentDraft(await viewDraft(ctx, await request.companyId()), caller, request.locale);
    },
  );

  route(
    app,
    "POST /admin/draft/preview",
    {
      tags,
      security,
      summary:
        "Imports the draft into the company's hidden preview copy, which its staff then read with the Preview header",
    },
    async (request) => {
      await requireBackOfficeReader(request);
      return buildPreview(ctx, await request.companyId(), request.body.project);
    },
  );

  route(
    app,
    "GET /admin/draft/part",
    {
      tags,
      security,
      summary: "The value at a JSON pointer of the draft's company.json, for a form",
    },
    async (request) => {
      await requireBackOfficeReader(request);
      const { path } = request.query;
      const part = await draftPart(ctx, await request.companyId(), path);
      return { version: part.version, path, value: part.value, files: part.files };
    },
  );

  route(
    app,
    "GET /admin/draft/parts",
    {
      tags,
      security,
      summary: "The values at several JSON pointers of the draft's company.json, for one page",
    },
    async (request) => {
      await requireBackOfficeReader(request);
      return draftParts(ctx, await request.companyId(), request.query.paths);
    },
  );

  route(
    app,
    "GET /admin/draft/materials",
    {
      tags,
      security,
      summary: "The draft's materials, found by words and category, a page at a time",
    },
    async (request) => {
      await requireBackOfficeReader(request);
      return draftMaterials(ctx, await request.companyId(), request.query, request.locale);
    },
  );

  route(
    app,
    "GET /admin/draft/apartments",
    {
      tags,
      security,
      summary:
        "The draft's apartments with their buyers, found by project and words, a page at a time",
    },
    async (request) => {
      await requireBackOfficeReader(request);
      return draftApartments(ctx, await request.companyId(), request.query);
    },
  );

  route(
    app,
    "GET /admin/draft/projects",
    {
      tags,
      security,
      summary: "The draft's projects in brief: buildings with their apartment counts, room types",
    },
    async (request) => {
      await requireBackOfficeReader(request);
      return draftProjects(ctx, await request.companyId(), request.locale);
    },
  );

  route(
    app,
    "GET /admin/draft/restrictions",
    {
      tags,
      security,
      summary: "A project's restrictions in the draft, found by words, a page at a time",
    },
    async (request) => {
      await requireBackOfficeReader(request);
      return draftRestrictions(ctx, await request.companyId(), request.query);
    },
  );

  route(
    app,
    "GET /admin/draft/package-prices",
    {
      tags,
      security,
      summary: "What each package of a project of the draft costs per layout",
    },
    async (request) => {
      await requireBackOfficeReader(request);
      return draftPackagePrices(ctx, await request.companyId(), request.query.project);
    },
  );

  route(
    app,
    "PATCH /admin/draft",
    {
      tags,
      security,
      summary:
        "Edit the draft's company.json with JSON Patch operations, made on the draft's `version`; with dry_run=1 only check it",
    },
    async (request) => {
      const caller = await requireCompanyAdmin(request);
      const dryRun = request.query.dry_run === "1";
      const view = await editDraft(ctx, await request.companyId(), request.body, {
        dryRun,
        by: caller.id,
      });
      return {
        ...presentDraft(view, caller, request.locale),
        message: message(request.locale, dryRun ? "draftEditChecked" : "draftSaved"),
        dry_run: dryRun,
      };
    },
  );

  route(
    app,
    "POST /admin/draft/publish",
    {
      tags,
      security,
      summary: "Publish the draft made at `version` through the import, all or nothing",
    },
    async (request) => {
      const caller = await requireCompanyAdmin(request);
      const report = await publishDraft(
        ctx,
        await request.companyId(),
        request.body.version,
        caller.email,
      );
      const warnings = problemsByPlace(report.warnings, request.locale);
      return {
        message: message(request.locale, "draftPublished", actionCounts(report)),
        dry_run: false,
        company: report.company,
        entries: report.entries,
        files: report.files,
        warnings,
        places: placesInWords(report.checked, Object.keys(warnings), request.locale),
      };
    },
  );

  route(
    app,
    "DELETE /admin/draft",
    { tags, security, summary: "Discard the draft: the company stays as it was published" },
    async (request) => {
      await requireCompanyAdmin(request);
      await discardDraft(ctx, await request.companyId());
      return { message: message(request.locale, "draftDiscarded") };
    },
  );

  route(
    app,
    "POST /admin/invitations",
    {
      tags,
      security,
      summary:
        "Mail the company's staff a link to set their password (its admins), and buyers bound to its apartments a link to its site (any of its staff)",
    },
    async (request) => {
      const caller = await requireBackOfficeReader(request);
      const companyId = await request.companyId();
      const invited = await invite(ctx, companyId, request.body.emails, {
        site: (await request.site()).url,
        locale: request.locale,
        staffToo: mayInviteStaff(caller, companyId),
      });
      return {
        message: message(request.locale, "invitationsSent", { count: invited.length }),
        invited,
      };
    },
  );

  route(
    app,
    "GET /admin/history",
    {
      tags,
      security,
      summary: "What each import, upload and publish changed, by whom and when, newest first",
    },
    async (request) => {
      await requireBackOfficeReader(request);
      return companyHistoryPage(ctx, await request.companyId(), request.query);
    },
  );

  route(
    app,
    "GET /admin/history/export",
    { tags, security, summary: "The history as CSV, one line per thing changed" },
    async (request, reply) => {
      await requireBackOfficeReader(request);
      const csv = await companyHistoryCsv(ctx, await request.companyId(), request.query.project);
      return reply
        .type("text/csv; charset=utf-8")
        .header("content-disposition", 'attachment; filename="history.csv"')
        .header("cache-control", "no-store")
        .send(csv);
    },
  );
};
