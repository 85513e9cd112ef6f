import { pages, type UiLocale } from "@home-designer/core";
import { parseId } from "../../lib/ids.ts";

/** A comparison shows two or three designs: more would not fit side by side. */
export const MAX_DESIGNS = 3;

/**
 * The designs a compare address names (`designs=12,3,4`, the packages' ids as the configurator's
 * paths name them), in order, each once, at most three; anything else in the list is left out.
 */
export function readDesigns(value: string | null): number[] {
  const ids: number[] = [];
  for (const part of (value ?? "").split(",")) {
    const id = parseId(part.trim());
    if (id !== null && !ids.includes(id) && ids.length < MAX_DESIGNS) ids.push(id);
  }
  return ids;
}

export type CompareTarget = {
  lang: UiLocale;
  project: number;
  layoutId: number;
  designs: readonly number[];
  /** Staff acting for a customer compare the customer's designs. */
  selectedUser?: number | null;
};

/** The compare page's address: the layout and its designs, which a link shares as they are. */
export function compareUrl({ lang, project, layoutId, designs, selectedUser }: CompareTarget) {
  return pages.compare(
    { lang },
    {
      project,
      apartment_layout_id: layoutId,
      designs: designs.join(","),
      selected_user: selectedUser ?? null,
    },
  );
}

/**
 * The designs a comparison starts with from a list of packages (the dashboard's, the buyer's own
 * after the company's): the buyer's own first, newest first, then the company's, at most three.
 */
export function firstDesigns(packages: readonly { id: number; own: boolean }[]): number[] {
  const own = packages.filter((p) => p.own).reverse();
  const company = packages.filter((p) => !p.own);
  return [...own, ...company].slice(0, MAX_DESIGNS).map((p) => p.id);
}
