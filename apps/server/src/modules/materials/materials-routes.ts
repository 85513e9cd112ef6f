import type { I18nText, MaterialCategory } from "@home-designer/core";
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../context.ts";
import {
  companies,
  materialCategories,
  materials,
  projects,
  roomTypes,
  selectionGroups,
  selections,
} from "../../db/schema.ts";
import { route } from "../../http/route.ts";
import { groupBy } from "../../lib/group-by.ts";
import { presentMaterial } from "./present-material.ts";

export const materialsRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    "GET /materials",
    { summary: "The materials catalogue by category of the calling site's company" },
    async (request) => {
      const companyId = await request.companyId(request.query.company_id);
      return app.ctx.cache.get(`materials:${companyId}`, () => catalogue(app.ctx, companyId));
    },
  );
};

async function catalogue(ctx: AppContext, companyId: number): Promise<MaterialCategory[]> {
  const [categories, rows, offered] = await Promise.all([
    ctx.db
      .select()
      .from(materialCategories)
      .where(eq(materialCategories.companyId, companyId))
      .orderBy(asc(materialCategories.priority), asc(materialCategories.id)),
    ctx.db
      .select({ material: materials, timeZone: companies.timeZone })
      .from(materials)
      .innerJoin(companies, eq(companies.id, materials.companyId))
      .where(and(eq(materials.companyId, companyId), isNull(materials.retiredAt)))
      .orderBy(asc(materials.priority), asc(materials.id)),
    ctx.db
      .selectDistinct({
        materialId: selections.materialId,
        label: roomTypes.label,
        priority: roomTypes.priority,
      })
      .from(selections)
      .innerJoin(selectionGroups, eq(selectionGroups.id, selections.selectionGroupId))
      .innerJoin(roomTypes, eq(roomTypes.id, selectionGroups.roomTypeId))
      .innerJoin(projects, eq(projects.id, roomTypes.projectId))
      .where(
        and(
          eq(projects.companyId, companyId),
          isNotNull(selections.materialId),
          isNull(selections.retiredAt),
        ),
      )
      .orderBy(asc(roomTypes.priority)),
  ]);
  const roomTypesOf = new Map<number, I18nText[]>();
  for (const { materialId, label } of offered) {
    if (materialId === null) continue;
    const labels = roomTypesOf.get(materialId) ?? [];
    // Projects have room types of their own, often with the same names.
    if (!labels.some((l) => JSON.stringify(l) === JSON.stringify(label))) labels.push(label);
    roomTypesOf.set(materialId, labels);
  }
  const byCategory = groupBy(rows, (row) => row.material.categoryId);
  return categories.map((category) => ({
    id: category.id,
    name: category.name,
    priority: category.priority,
    materials: (byCategory.get(category.id) ?? []).map(({ material, timeZone }) => ({
      ...presentMaterial(ctx, material, timeZone),
      room_types: roomTypesOf.get(material.id) ?? [],
    })),
  }));
}
