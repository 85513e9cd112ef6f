/**
 * Reading a project's audit trail (docs/decisions/047-audit-trail.md): a page of it for the back
 * office, or all of it for a spreadsheet, the whole project's or one layout's. A layout's trail
 * holds its apartment's events too (its buyers).
 */
import {
  type AuditAnswer,
  type AuditDetails,
  type AuditEvent,
  auditDetailsSchema,
  type I18nText,
  pickLabel,
} from "@home-designer/core";
import { and, asc, count, desc, eq, isNull, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AppContext } from "../../context.ts";
import {
  apartmentLayouts,
  apartments,
  auditEvents,
  buildings,
  projects,
  type Role,
  users,
} from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { localized, type ServerLocale } from "../../i18n/messages.ts";
import type { Column } from "../exports/exports-service.ts";

export const AUDIT_PER_PAGE = 50;

/** The events the query asks for: the project's, or one layout's with its apartment's. */
async function scope(
  ctx: AppContext,
  companyId: number,
  code: string,
  layoutId: number | undefined,
): Promise<SQL | undefined> {
  const [project] = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.code, code)))
    .limit(1);
  if (!project) throw notFound(localized("projectNotFound"));
  const ofProject = eq(auditEvents.projectId, project.id);
  if (layoutId === undefined) return ofProject;
  const [layout] = await ctx.db
    .select({ apartmentId: apartmentLayouts.apartmentId })
    .from(apartmentLayouts)
    .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .where(and(eq(apartmentLayouts.id, layoutId), eq(buildings.projectId, project.id)))
    .limit(1);
  if (!layout) throw notFound(localized("layoutNotFound"));
  return and(
    ofProject,
    or(
      eq(auditEvents.apartmentLayoutId, layoutId),
      and(isNull(auditEvents.apartmentLayoutId), eq(auditEvents.apartmentId, layout.apartmentId)),
    ),
  );
}

const byUser = alias(users, "by_user");
const forUser = alias(users, "for_user");

/** The events of `where` with the people and places they name, in the order asked. */
function events(ctx: AppContext, where: SQL | undefined, newestFirst: boolean) {
  const order = newestFirst ? desc : asc;
  return ctx.db
    .select({
      at: auditEvents.at,
      byUserId: auditEvents.byUserId,
      byEmail: byUser.email,
      byRole: byUser.role,
      forUserId: auditEvents.forUserId,
      forEmail: forUser.email,
      forRole: forUser.role,
      building: buildings.buildingNumber,
      apartment: apartments.number,
      layoutId: apartmentLayouts.id,
      layoutName: apartmentLayouts.name,
      details: auditEvents.details,
    })
    .from(auditEvents)
    .leftJoin(byUser, eq(byUser.id, auditEvents.byUserId))
    .leftJoin(forUser, eq(forUser.id, auditEvents.forUserId))
    .leftJoin(apartments, eq(apartments.id, auditEvents.apartmentId))
    .leftJoin(buildings, eq(buildings.id, apartments.buildingId))
    .leftJoin(apartmentLayouts, eq(apartmentLayouts.id, auditEvents.apartmentLayoutId))
    .where(where)
    .orderBy(order(auditEvents.at), order(auditEvents.id));
}

type EventRow = Awaited<ReturnType<typeof events>>[number];

const who = (id: number | null, email: string | null, role: Role | null) =>
  id === null ? null : { email, role };

function present(row: EventRow): AuditEvent {
  return {
    at: row.at.toISOString(),
    by: who(row.byUserId, row.byEmail, row.byRole),
    for: who(row.forUserId, row.forEmail, row.forRole),
    apartment:
      row.apartment === null ? null : { building: row.building ?? "", number: row.apartment },
    layout: row.layoutId === null ? null : { id: row.layoutId, name: row.layoutName ?? "" },
    // Parsed, not cast: what an older version wrote is checked, and its keys come in the order
    // core's schema names them, as the spreadsheet's cell shows them.
    details: auditDetailsSchema.parse(row.details),
  };
}

/** `GET /admin/projects/:project/audit`: a page of the trail, newest first. */
export async function auditPage(
  ctx: AppContext,
  companyId: number,
  project: string,
  query: { layout?: number; page: number },
): Promise<AuditAnswer> {
  const where = await scope(ctx, companyId, project, query.layout);
  const [total] = await ctx.db.select({ n: count() }).from(auditEvents).where(where);
  const rows = await events(ctx, where, true)
    .limit(AUDIT_PER_PAGE)
    .offset((query.page - 1) * AUDIT_PER_PAGE);
  return {
    total: total?.n ?? 0,
    page: query.page,
    per_page: AUDIT_PER_PAGE,
    events: rows.map(present),
  };
}

/** The whole trail of the query, oldest first, as a spreadsheet reads it from top to bottom. */
export async function auditRows(
  ctx: AppContext,
  companyId: number,
  project: string,
  layout: number | undefined,
): Promise<AuditEvent[]> {
  const where = await scope(ctx, companyId, project, layout);
  return (await events(ctx, where, false)).map(present);
}

type Deadline = Extract<AuditDetails, { action: "deadlines_changed" }>["deadlines"][number];

/** An event's details as one cell: `key: value` pairs, names in the request's language. */
export function detailsText(details: AuditDetails, locale: ServerLocale): string {
  const shown = (value: unknown): string => {
    if (Array.isArray(value)) return value.map(shown).join(", ");
    if (typeof value !== "object" || value === null) return String(value);
    if ("date" in value) {
      const deadline = value as Deadline;
      return [deadline.code, deadline.date, pickLabel(deadline.name, locale)]
        .filter(Boolean)
        .join(" ");
    }
    return pickLabel(value as I18nText, locale);
  };
  return Object.entries(details)
    .filter(([key, value]) => key !== "action" && value !== null)
    .map(([key, value]) => `${key}: ${shown(value)}`)
    .join("; ");
}

/** The columns of the trail's CSV and XLSX, in the request's language for names. */
export function auditColumns(locale: ServerLocale): Column<AuditEvent>[] {
  return [
    { header: "at", kind: "date", of: (e) => new Date(e.at) },
    { header: "by", kind: "text", of: (e) => e.by?.email ?? (e.by ? "(deleted account)" : "") },
    { header: "role", kind: "text", of: (e) => e.by?.role ?? "" },
    { header: "for", kind: "text", of: (e) => e.for?.email ?? (e.for ? "(deleted account)" : "") },
    { header: "building", kind: "text", of: (e) => e.apartment?.building ?? "" },
    { header: "apartment", kind: "text", of: (e) => e.apartment?.number ?? "" },
    { header: "layout", kind: "text", of: (e) => e.layout?.name ?? "" },
    { header: "action", kind: "text", of: (e) => e.details.action },
    { header: "details", kind: "text", of: (e) => detailsText(e.details, locale) },
  ];
}
