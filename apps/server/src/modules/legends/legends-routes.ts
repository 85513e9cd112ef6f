import type { Legend } from "@home-designer/core";
import { asc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import type { AppContext } from "../../context.ts";
import { symbolLegendItems, symbolLegends } from "../../db/schema.ts";
import { route } from "../../http/route.ts";

export const legendsRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    "GET /legends",
    { summary: "Symbol legends of the plans of the calling site's company" },
    async (request) => {
      const companyId = await request.companyId(request.query.company_id);
      return app.ctx.cache.get(`legends:${companyId}`, () => companyLegends(app.ctx, companyId));
    },
  );
};

async function companyLegends(ctx: AppContext, companyId: number): Promise<Legend[]> {
  const rows = await ctx.db
    .select({ legend: symbolLegends, item: symbolLegendItems })
    .from(symbolLegends)
    .leftJoin(symbolLegendItems, eq(symbolLegendItems.legendId, symbolLegends.id))
    .where(eq(symbolLegends.companyId, companyId))
    .orderBy(
      asc(symbolLegends.priority),
      asc(symbolLegends.id),
      asc(symbolLegendItems.priority),
      asc(symbolLegendItems.id),
    );
  const legends = new Map<number, Legend>();
  for (const { legend, item } of rows) {
    let entry = legends.get(legend.id);
    if (!entry) {
      entry = {
        id: legend.id,
        key: legend.key,
        name: legend.name,
        priority: legend.priority,
        items: [],
      };
      legends.set(legend.id, entry);
    }
    if (item) {
      entry.items.push({
        id: item.id,
        icon: item.iconFile ? ctx.storage.publicUrl(item.iconFile) : null,
        name: item.name,
        priority: item.priority,
      });
    }
  }
  return [...legends.values()];
}
