/**
 * What an edit of the draft may not remove (docs/decisions/041): an apartment its buyers are bound
 * to, and a layout buyers have saved or confirmed designs of. The import retires both when they
 * leave a folder (decision 017), which keeps the designs in the database, but the buyers would no
 * longer find their apartment or layout: so the back office refuses the removal, at the place the
 * thing had, and the admin unbinds the buyers first (the buyers screen). Whole projects, buildings
 * and apartments are judged by what they hold.
 */
import type { CompanyFile, ProblemKey } from "@home-designer/core";
import { and, inArray, isNotNull } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { confirmations, packages } from "../../db/schema.ts";
import type { FolderProblem } from "../company-admin/company-admin-service.ts";
import { apartmentPath, layoutPath, publishedLayoutIds } from "./published-layouts.ts";

type Place = { path: string; pointer: string; buyers: number };

/** Every apartment and layout of a document by its code path (`p/b/a`, `p/b/a/l`), with its pointer. */
function placesOf(document: CompanyFile) {
  const apartmentPlaces = new Map<string, Place>();
  const layoutPlaces = new Map<string, Place>();
  document.projects.forEach((project, i) => {
    project.buildings.forEach((building, j) => {
      building.apartments.forEach((apartment, k) => {
        const path = apartmentPath(project.code, building.code, apartment.code);
        const pointer = `/projects/${i}/buildings/${j}/apartments/${k}`;
        apartmentPlaces.set(path, { path, pointer, buyers: apartment.buyers?.length ?? 0 });
        apartment.layouts.forEach((layout, l) => {
          const at = layoutPath(project.code, building.code, apartment.code, layout.code);
          layoutPlaces.set(at, { path: at, pointer: `${pointer}/layouts/${l}`, buyers: 0 });
        });
      });
    });
  });
  return { apartments: apartmentPlaces, layouts: layoutPlaces };
}

/** Of these layouts' code paths, how many designs (own packages, confirmations) each has. */
async function designsOf(
  ctx: AppContext,
  companyId: number,
  paths: readonly string[],
): Promise<Map<string, number>> {
  const designs = new Map<string, number>();
  if (paths.length === 0) return designs;
  const pathOf = new Map(
    [...(await publishedLayoutIds(ctx, companyId, paths))].map(([path, id]) => [id, path]),
  );
  if (pathOf.size === 0) return designs;
  const ids = [...pathOf.keys()];
  const [saved, confirmed] = await Promise.all([
    ctx.db
      .select({ layout: packages.apartmentLayoutId, id: packages.id })
      .from(packages)
      .where(and(inArray(packages.apartmentLayoutId, ids), isNotNull(packages.userId))),
    ctx.db
      .select({ layout: confirmations.apartmentLayoutId, id: confirmations.packageId })
      .from(confirmations)
      .where(inArray(confirmations.apartmentLayoutId, ids)),
  ]);
  // A confirmed own package is one design, not two.
  const packagesOf = new Map<number, Set<number>>();
  for (const { layout, id } of [...saved, ...confirmed]) {
    if (layout === null) continue;
    packagesOf.set(layout, (packagesOf.get(layout) ?? new Set()).add(id));
  }
  for (const [layout, ids] of packagesOf) {
    const path = pathOf.get(layout);
    if (path !== undefined) designs.set(path, ids.size);
  }
  return designs;
}

/**
 * The problems of an edit that takes from the draft (`before` → `after`) an apartment with buyers
 * or a layout with buyers' designs, each at the place it had in `before`; none when it takes
 * neither (the database is asked only when a layout goes).
 */
export async function removalsInUse(
  ctx: AppContext,
  companyId: number,
  before: CompanyFile,
  after: CompanyFile,
): Promise<FolderProblem[]> {
  const had = placesOf(before);
  const has = placesOf(after);
  const gone = (places: Map<string, Place>, kept: Map<string, Place>) =>
    [...places.values()].filter((place) => !kept.has(place.path));
  const problems: FolderProblem[] = gone(had.apartments, has.apartments)
    .filter((apartment) => apartment.buyers > 0)
    .map(({ path, pointer, buyers }) =>
      asProblem(pointer, "removedApartmentHasBuyers", path, buyers),
    );
  const goneLayouts = gone(had.layouts, has.layouts);
  const designs = await designsOf(
    ctx,
    companyId,
    goneLayouts.map((l) => l.path),
  );
  for (const { path, pointer } of goneLayouts) {
    const count = designs.get(path) ?? 0;
    if (count > 0) problems.push(asProblem(pointer, "removedLayoutHasDesigns", path, count));
  }
  return problems;
}

function asProblem(pointer: string, key: ProblemKey, code: string, count: number): FolderProblem {
  return { pointer, message: { problem: { key, params: { code, count } } } };
}
