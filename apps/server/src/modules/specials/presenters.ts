/** Special solutions as the API answers them, beside the routes that answer with them. */
import type { Asset } from "@home-designer/core";
import { toEuros } from "@home-designer/core";
import type { AppContext } from "../../context.ts";
import { presentFiles } from "./special-files.ts";
import type { SpecialWithFiles } from "./specials-service.ts";

/** A special solution as the configurator shows it among a group's options. */
export async function presentSpecial(
  ctx: AppContext,
  { special: row, files }: SpecialWithFiles,
): Promise<Asset> {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    groupId: row.selectionGroupId,
    priority: row.priority,
    packages: row.packageId ? [row.packageId] : [],
    image: specialImage(ctx, row),
    material: null,
    is_special: true,
    label: row.label,
    description: row.description,
    files: await presentFiles(ctx, files),
    unitPrice: toEuros(row.unitPriceCents),
    installPrice: toEuros(row.installPriceCents),
  };
}

/** A special solution's layer in the room's picture: the one of the option it took the place of. */
export function specialImage(
  ctx: AppContext,
  row: { id: number; imageFile: string | null; imageLayer: number },
): Asset["image"] {
  return row.imageFile
    ? { id: row.id, url: ctx.storage.publicUrl(row.imageFile), layer: row.imageLayer }
    : null;
}
