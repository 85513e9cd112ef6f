import type { FastifyPluginAsync } from "fastify";
import { requireBackOfficeReader } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import {
  choiceColumns,
  choiceRows,
  orderColumns,
  orderRows,
  toCsv,
  toXlsx,
} from "./exports-service.ts";

const tags = ["back office"];
const security = [{ bearer: [] }];
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/**
 * A project's confirmed choices and its order list, as CSV and XLSX, for the company's staff and
 * its ERP (docs/decisions/045-exports-of-confirmed-choices.md).
 */
export const exportsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  const file = (name: string, type: string) => ({
    "content-type": type,
    "content-disposition": `attachment; filename="${name}"`,
    "cache-control": "no-store",
  });

  for (const kind of ["choices", "orders"] as const) {
    /** The confirmed choices a call asks for, in its language. */
    const rowsOf = async (request: {
      companyId(): Promise<number>;
      params: { project: string };
      query: Parameters<typeof choiceRows>[3];
      locale: Parameters<typeof choiceRows>[4];
    }) =>
      choiceRows(
        ctx,
        await request.companyId(),
        request.params.project,
        request.query,
        request.locale,
      );
    const summary =
      kind === "choices"
        ? "A project's confirmed choices, one line each"
        : "What to order for a project, by supplier and material, summed over apartments";

    route(
      app,
      `GET /admin/projects/:project/exports/${kind}.csv`,
      { tags, security, summary: `${summary} (CSV)` },
      async (request, reply) => {
        await requireBackOfficeReader(request);
        const choices = await rowsOf(request);
        const csv =
          kind === "choices"
            ? toCsv(choiceColumns, choices, request.query.separator)
            : toCsv(orderColumns, orderRows(choices), request.query.separator);
        const name = `${request.params.project}-${kind}.csv`;
        return reply.headers(file(name, "text/csv; charset=utf-8")).send(csv);
      },
    );

    route(
      app,
      `GET /admin/projects/:project/exports/${kind}.xlsx`,
      { tags, security, summary: `${summary} (XLSX)` },
      async (request, reply) => {
        await requireBackOfficeReader(request);
        const choices = await rowsOf(request);
        const xlsx =
          kind === "choices"
            ? await toXlsx("Choices", choiceColumns, choices)
            : await toXlsx("Orders", orderColumns, orderRows(choices));
        const name = `${request.params.project}-${kind}.xlsx`;
        return reply.headers(file(name, XLSX)).send(xlsx);
      },
    );
  }
};
