import type { Project } from "@home-designer/core";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import {
  apartmentLayouts,
  apartments,
  buildings,
  packages,
  projects,
  rooms,
} from "../../db/schema.ts";
import { groupBy } from "../../lib/group-by.ts";

const byNumber = new Intl.Collator("et", { numeric: true });

/**
 * The company's projects with their default package; the full list adds buildings, apartments
 * (sorted by number) and layouts for choosing a layout to add, only those with rooms to design
 * (and so only the apartments, buildings and projects that have one). What an import retired is
 * left out: nobody starts a design there, while saved ones keep reaching it by id.
 */
export async function listProjects(
  ctx: AppContext,
  companyId: number,
  compact: boolean,
): Promise<Project[]> {
  return ctx.cache.get(`projects:${companyId}:${compact}`, () =>
    loadProjects(ctx, companyId, compact),
  );
}

async function loadProjects(
  ctx: AppContext,
  companyId: number,
  compact: boolean,
): Promise<Project[]> {
  const rows = await ctx.db
    .select({ project: projects, defaultPackageId: packages.id })
    .from(projects)
    .leftJoin(packages, and(eq(packages.projectId, projects.id), eq(packages.isDefault, true)))
    .where(and(eq(projects.companyId, companyId), isNull(projects.retiredAt)))
    .orderBy(asc(projects.priority), asc(projects.id));
  const list: Project[] = rows.map(({ project, defaultPackageId }) => ({
    id: project.id,
    name: project.name,
    project_url: project.projectUrl,
    default_package: defaultPackageId === null ? null : { id: defaultPackageId },
  }));
  if (compact || list.length === 0) return list;

  const buildingRows = await ctx.db
    .select()
    .from(buildings)
    .where(
      and(
        inArray(
          buildings.projectId,
          list.map((p) => p.id),
        ),
        isNull(buildings.retiredAt),
      ),
    )
    .orderBy(asc(buildings.priority), asc(buildings.id));
  const apartmentRows =
    buildingRows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(apartments)
          .where(
            and(
              inArray(
                apartments.buildingId,
                buildingRows.map((b) => b.id),
              ),
              isNull(apartments.retiredAt),
            ),
          );
  const layoutRows =
    apartmentRows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(apartmentLayouts)
          .where(
            and(
              inArray(
                apartmentLayouts.apartmentId,
                apartmentRows.map((a) => a.id),
              ),
              isNull(apartmentLayouts.retiredAt),
              // A layout without rooms has nothing to design.
              inArray(
                apartmentLayouts.id,
                ctx.db.select({ id: rooms.apartmentLayoutId }).from(rooms),
              ),
            ),
          )
          .orderBy(asc(apartmentLayouts.priority), asc(apartmentLayouts.id));

  const layoutsOf = groupBy(layoutRows, (l) => l.apartmentId);
  const apartmentsOf = groupBy(
    apartmentRows.toSorted((a, b) => byNumber.compare(a.number, b.number)),
    (a) => a.buildingId,
  );
  const buildingsOf = groupBy(buildingRows, (b) => b.projectId);
  // Only what leads to a layout to design: an apartment without one is left out, and so is a
  // building without such an apartment and a project without such a building.
  const designable = <T>(items: T[], has: (item: T) => boolean) => items.filter(has);
  return designable(
    list.map((project) => ({
      ...project,
      buildings: designable(
        (buildingsOf.get(project.id) ?? []).map((building) => ({
          id: building.id,
          building_number: building.buildingNumber,
          apartments: designable(
            (apartmentsOf.get(building.id) ?? []).map((apartment) => ({
              id: apartment.id,
              number: apartment.number,
              transaction_status: apartment.transactionStatus,
              layouts: (layoutsOf.get(apartment.id) ?? []).map((layout) => ({
                id: layout.id,
                name: layout.name,
                web_img: {
                  url: layout.webImageFile ? ctx.storage.publicUrl(layout.webImageFile) : null,
                },
              })),
            })),
            (apartment) => apartment.layouts.length > 0,
          ),
        })),
        (building) => building.apartments.length > 0,
      ),
    })),
    (project) => project.buildings.length > 0,
  );
}
