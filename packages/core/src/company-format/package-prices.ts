/**
 * What each package of a project costs on each of its layouts, as the configurator adds it up:
 * the package's choices (its options, else each group's first; then restrictions,
 * engine/packages.ts) priced by the engine's `total` (engine/pricing.ts): the chosen options'
 * materials' `price`, VAT included, over the groups buyers see (hidden groups are not added),
 * in every room of the layout.
 */
import type { Asset } from "../api/rooms.ts";
import { packageChoices } from "../engine/packages.ts";
import { total } from "../engine/pricing.ts";
import { layoutConfigurations, numberedOptions } from "./engine-rooms.ts";
import type { CompanyFile, CompanyProject } from "./schema.ts";

export type LayoutPackagePrices = {
  /** The names of the layouts with these rooms, each once, in the document's order. */
  names: string[];
  /** How many layouts (over all apartments) have these rooms. */
  layout_count: number;
  /** The room types of its rooms, in order. */
  room_types: string[];
  /** Per package (by code, in the document's order): euros as the format writes them, or null. */
  prices: { package: string; price: string | null }[];
};

/** Cents as the format writes euros: 123456 → "1234.56". */
const euros = (cents: number) =>
  `${cents < 0 ? "-" : ""}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

export function packagePricesByLayout(
  company: Pick<CompanyFile, "materials">,
  project: CompanyProject,
): LayoutPackagePrices[] {
  const prices = new Map(
    (company.materials ?? []).map((material) => [material.code, Number(material.price ?? "0")]),
  );
  const numbered = numberedOptions(project, []);
  const packageIds = new Map<string, number[]>();
  project.packages.forEach((pkg, k) => {
    for (const ref of pkg.options) packageIds.set(ref, [...(packageIds.get(ref) ?? []), k + 1]);
  });
  const configurations = layoutConfigurations(project, numbered, (group, option) => {
    const price = option.material === undefined ? undefined : prices.get(option.material);
    return {
      // The engine reads only a material's price here.
      material: price === undefined ? null : ({ price } as Asset["material"]),
      packages: packageIds.get(`${group.code}/${option.code}`) ?? [],
    };
  });
  return [...configurations].map(([key, { rooms, layouts }]) => ({
    names: [...new Set(layouts)],
    layout_count: layouts.length,
    room_types: key.split(","),
    prices: project.packages.map((pkg, k) => {
      const sum = total(rooms, packageChoices(rooms, k + 1), () => 0);
      return { package: pkg.code, price: sum.priced ? euros(sum.cents) : null };
    }),
  }));
}
