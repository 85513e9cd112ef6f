import { and, eq, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { apartmentLayouts, apartments, buildings, companies, projects } from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";

/** A project of the company; another company's is "not found". */
export async function findProject(ctx: AppContext, projectId: number, companyId: number) {
  const [project] = await ctx.db
    .select()
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .limit(1);
  if (!project) throw notFound(localized("projectNotFound"));
  return project;
}

/**
 * A layout of a project with everything around it (apartment, building, project, company) in one
 * query. Unknown ids, or a layout of another project or company, are "not found".
 */
export async function findLayoutInProject(
  ctx: AppContext,
  projectId: number,
  layoutId: number,
  companyId: number,
) {
  const row = await layoutWithContext(ctx, [
    eq(apartmentLayouts.id, layoutId),
    eq(projects.id, projectId),
    eq(projects.companyId, companyId),
  ]);
  if (!row) throw notFound(localized("layoutNotFound"));
  return row;
}

/** A layout with everything around it (apartment, building, project, company) in one query. */
export async function layoutWithContext(ctx: AppContext, conditions: SQL[]) {
  const [row] = await ctx.db
    .select({
      layout: apartmentLayouts,
      apartment: apartments,
      building: buildings,
      project: projects,
      company: companies,
    })
    .from(apartmentLayouts)
    .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(...conditions))
    .limit(1);
  return row ?? null;
}
