import multipart from "@fastify/multipart";
import { problemsByPlace } from "@home-designer/core";
import type { FastifyPluginAsync } from "fastify";
import { requireCompanyAdmin } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import { message, say } from "../../i18n/messages.ts";
import { actionCounts } from "../company-format/import-service.ts";
import {
  checkCompanyUpload,
  exportCompanyZip,
  folderProblemsByPlace,
  importCompanyUpload,
} from "./company-admin-service.ts";
import { COMPANY_FORM_LIMITS, withCompanyZipUpload } from "./company-upload.ts";

const tags = ["company (admins)"];
const security = [{ bearer: [] }];

/**
 * The site's company as a folder, for its admins: `npm run company` over HTTP. The caller is
 * checked before any byte of an upload is read.
 */
export const companyAdminRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  await app.register(multipart, { throwFileSizeLimit: true, limits: COMPANY_FORM_LIMITS });

  route(
    app,
    "POST /admin/company/check",
    {
      tags,
      security,
      summary:
        "Check a .zip of the company's folder (multipart `company`): every problem and warning by its place in company.json or company.xlsx; writes nothing",
    },
    async (request) => {
      await requireCompanyAdmin(request);
      const companyId = await request.companyId();
      const { problems, warnings } = await withCompanyZipUpload(request, (upload) =>
        checkCompanyUpload(ctx, companyId, upload),
      );
      const count = problems.length;
      const byPlace = folderProblemsByPlace(problems)(request.locale);
      return {
        can_import: count === 0,
        message:
          count === 0
            ? message(request.locale, "companyCheckPassed")
            : message(request.locale, "companyCheckFailed", { count }),
        problems: Object.fromEntries(
          Object.entries(byPlace).map(([place, list]) => [
            place,
            list.map((text) => say(request.locale, text)),
          ]),
        ),
        warnings: problemsByPlace(warnings, request.locale),
      };
    },
  );

  route(
    app,
    "POST /admin/company/import",
    {
      tags,
      security,
      summary:
        "Import a .zip of the company's folder (multipart `company`) into the site's company, all or nothing; with dry_run=1 only say what it would add, change, retire and remove",
    },
    async (request) => {
      const caller = await requireCompanyAdmin(request);
      const companyId = await request.companyId();
      const dryRun = request.query.dry_run === "1";
      const report = await withCompanyZipUpload(request, (upload) =>
        importCompanyUpload(ctx, companyId, upload, { dryRun, by: caller.email }),
      );
      const counts = { ...actionCounts(report), files: report.files };
      return {
        message: message(request.locale, dryRun ? "companyDryRun" : "companyImported", counts),
        dry_run: dryRun,
        company: report.company,
        entries: report.entries,
        files: report.files,
        warnings: problemsByPlace(report.warnings, request.locale),
      };
    },
  );

  route(
    app,
    "GET /admin/company/export",
    {
      tags,
      security,
      summary:
        "The site's company as a .zip of its folder; with workbook=1 its catalogue, options, packages' contents and apartments in company.xlsx",
    },
    async (request, reply) => {
      await requireCompanyAdmin(request);
      const { fileName, zip } = await exportCompanyZip(ctx, await request.companyId(), {
        workbook: request.query.workbook === "1",
      });
      return reply
        .type("application/zip")
        .header(
          "content-disposition",
          `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
        )
        .header("cache-control", "no-store")
        .send(zip);
    },
  );
};
