import type { Project } from "@home-designer/core";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { apartmentLayouts, apartments, buildings, packages, projects } from "../../db/schema.ts";
import { groupBy } from "../../lib/group-by.ts";

const byNumber = new Intl.Collator("et", { numeric: true });

/**
 * The company's projects with their default package; the full list adds buildings, apartments
 * (sorted by number) and layouts for choosing a layout to add.
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
    .where(eq(projects.companyId, companyId))
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
      inArray(
        buildings.projectId,
        list.map((p) => p.id),
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
            inArray(
              apartments.buildingId,
              buildingRows.map((b) => b.id),
            ),
          );
  const layoutRows =
    apartmentRows.length === 0
      ? []
      : await ctx.db
          .select()
          .from(apartmentLayouts)
          .where(
            inArray(
              apartmentLayouts.apartmentId,
              apartmentRows.map((a) => a.id),
            ),
          )
          .orderBy(asc(apartmentLayouts.priority), asc(apartmentLayouts.id));

  const layoutsOf = groupBy(layoutRows, (l) => l.apartmentId);
  const apartmentsOf = groupBy(
    apartmentRows.toSorted((a, b) => byNumber.compare(a.number, b.number)),
    (a) => a.buildingId,
  );
  const buildingsOf = groupBy(buildingRows, (b) => b.projectId);
  return list.map((project) => ({
    ...project,
    buildings: (buildingsOf.get(project.id) ?? []).map((building) => ({
      id: building.id,
      building_number: building.buildingNumber,
      apartments: (apartmentsOf.get(building.id) ?? []).map((apartment) => ({
        id: apartment.id,
        number: apartment.number,
        transaction_status: apartment.transactionStatus,
        layouts: (layoutsOf.get(apartment.id) ?? []).map((layout) => ({
          id: layout.id,
          name: layout.name,
          web_img: { url: layout.webImageFile ? ctx.storage.publicUrl(layout.webImageFile) : null },
        })),
      })),
    })),
  }));
}
