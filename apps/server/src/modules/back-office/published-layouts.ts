/**
 * The draft names a layout by its codes, the database by its id: a layout the company has
 * published is the row its import matched by those codes (decision 017), whose id its designs,
 * confirmations and audit trail are kept by.
 */
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { apartmentLayouts, apartments, buildings, projects } from "../../db/schema.ts";

/** An apartment's code path in a company document: `project/building/apartment`. */
export const apartmentPath = (project: string, building: string, apartment: string) =>
  `${project}/${building}/${apartment}`;

/** A layout's code path in a company document: `project/building/apartment/layout`. */
export const layoutPath = (project: string, building: string, apartment: string, layout: string) =>
  `${project}/${building}/${apartment}/${layout}`;

/**
 * The company's published layouts among these code paths, their ids by path; a path it has not
 * published is not in the answer. Another company's layout of the same codes never is.
 */
export async function publishedLayoutIds(
  ctx: AppContext,
  companyId: number,
  paths: readonly string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (paths.length === 0) return ids;
  const wanted = new Set(paths);
  // By the layouts' own codes, which few layouts of a company share; the whole path is held below.
  const rows = await ctx.db
    .select({
      id: apartmentLayouts.id,
      project: projects.code,
      building: buildings.code,
      apartment: apartments.code,
      layout: apartmentLayouts.code,
    })
    .from(apartmentLayouts)
    .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(
      and(
        eq(projects.companyId, companyId),
        inArray(apartmentLayouts.code, [...new Set(paths.map((p) => p.split("/")[3] ?? ""))]),
      ),
    );
  for (const row of rows) {
    const path = layoutPath(row.project, row.building, row.apartment, row.layout);
    if (wanted.has(path)) ids.set(path, row.id);
  }
  return ids;
}

/**
 * The company's published apartments among these code paths (`project/building/apartment`), their
 * ids by path: one the draft has and buyers do not see (never published, or retired) is not in
 * the answer.
 */
export async function publishedApartmentIds(
  ctx: AppContext,
  companyId: number,
  paths: readonly string[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (paths.length === 0) return ids;
  const wanted = new Set(paths);
  const rows = await ctx.db
    .select({
      id: apartments.id,
      project: projects.code,
      building: buildings.code,
      apartment: apartments.code,
    })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(
      and(
        eq(projects.companyId, companyId),
        inArray(apartments.code, [...new Set(paths.map((p) => p.split("/")[2] ?? ""))]),
        isNull(projects.retiredAt),
        isNull(buildings.retiredAt),
        isNull(apartments.retiredAt),
      ),
    );
  for (const row of rows) {
    const path = apartmentPath(row.project, row.building, row.apartment);
    if (wanted.has(path)) ids.set(path, row.id);
  }
  return ids;
}
