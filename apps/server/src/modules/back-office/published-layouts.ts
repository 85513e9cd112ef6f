/**
 * The draft names an apartment or a layout by its codes, the database by its id: one the company
 * has published is the row its import matched by those codes (decision 017), whose id its buyers,
 * designs, confirmations and audit trail are kept by.
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

/** The codes at `index` of these paths, once each: what a query narrows its rows by. */
const codesAt = (paths: readonly string[], index: number) => [
  ...new Set(paths.map((path) => path.split("/")[index] ?? "")),
];

/** Of rows read by one of their codes, the ids of those whose whole code path was asked for. */
function idsByPath<Row extends { id: number }>(
  rows: readonly Row[],
  paths: readonly string[],
  pathOf: (row: Row) => string,
): Map<string, number> {
  const wanted = new Set(paths);
  const ids = new Map<string, number>();
  for (const row of rows) {
    const path = pathOf(row);
    if (wanted.has(path)) ids.set(path, row.id);
  }
  return ids;
}

/**
 * The company's published layouts among these code paths, their ids by path; a path it has not
 * published is not in the answer. Another company's layout of the same codes never is.
 */
export async function publishedLayoutIds(
  ctx: AppContext,
  companyId: number,
  paths: readonly string[],
): Promise<Map<string, number>> {
  if (paths.length === 0) return new Map();
  // By the buildings' and layouts' own codes; the whole path is held below.
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
        inArray(buildings.code, codesAt(paths, 1)),
        inArray(apartmentLayouts.code, codesAt(paths, 3)),
      ),
    );
  return idsByPath(rows, paths, (r) => layoutPath(r.project, r.building, r.apartment, r.layout));
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
  if (paths.length === 0) return new Map();
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
        // Apartments' codes repeat from building to building: the buildings' narrow it first.
        inArray(buildings.code, codesAt(paths, 1)),
        inArray(apartments.code, codesAt(paths, 2)),
        isNull(projects.retiredAt),
        isNull(buildings.retiredAt),
        isNull(apartments.retiredAt),
      ),
    );
  return idsByPath(rows, paths, (r) => apartmentPath(r.project, r.building, r.apartment));
}
