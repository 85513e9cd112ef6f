import type { FastifyPluginAsync } from "fastify";
import { requireBackOfficeReader } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import { toCsv, toXlsx } from "../exports/exports-service.ts";
import { auditColumns, auditPage, auditRows } from "./audit-service.ts";

const tags = ["back office"];
const security = [{ bearer: [] }];
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** A project's audit trail for the company's staff (docs/decisions/047-audit-trail.md). */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const file = (name: string, type: string) => ({
    "content-type": type,
    "content-disposition": `attachment; filename="${name}"`,
    "cache-control": "no-store",
  });
  /** The file's name: the project's, and the layout's id when it is one layout's trail. */
  const nameOf = (project: string, layout: number | undefined, extension: string) =>
    `${project}${layout === undefined ? "" : `-layout-${layout}`}-audit.${extension}`;

  route(
    app,
    "GET /admin/projects/:project/audit",
    { tags, security, summary: "A page of a project's audit trail, newest first" },
    async (request) => {
      await requireBackOfficeReader(request);
      return auditPage(ctx, await request.companyId(), request.params.project, request.query);
    },
  );

  route(
    app,
    "GET /admin/projects/:project/audit.csv",
    { tags, security, summary: "A project's audit trail as CSV, oldest first" },
    async (request, reply) => {
      await requireBackOfficeReader(request);
      const { project } = request.params;
      const { layout } = request.query;
      const rows = await auditRows(ctx, await request.companyId(), project, layout);
      const csv = toCsv(auditColumns(request.locale), rows, undefined);
      return reply
        .headers(file(nameOf(project, layout, "csv"), "text/csv; charset=utf-8"))
        .send(csv);
    },
  );

  route(
    app,
    "GET /admin/projects/:project/audit.xlsx",
    { tags, security, summary: "A project's audit trail as XLSX, oldest first" },
    async (request, reply) => {
      await requireBackOfficeReader(request);
      const { project } = request.params;
      const { layout } = request.query;
      const rows = await auditRows(ctx, await request.companyId(), project, layout);
      const xlsx = await toXlsx("Audit", auditColumns(request.locale), rows);
      return reply.headers(file(nameOf(project, layout, "xlsx"), XLSX)).send(xlsx);
    },
  );
};
