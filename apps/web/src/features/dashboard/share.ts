import { type Choice, pages, type UiLocale, writeChoicesToQuery } from "@home-designer/core";

type LinkTarget = {
  origin: string;
  lang: UiLocale;
  projectId: number;
  layoutId: number;
  packageId: number;
};

/**
 * The address a package is shared by: its summary. A company package is open to anyone by its
 * id. The buyer's own package is not (only its owner and staff see it), so its link carries
 * every choice instead, as the configurator's own links do, and opens as a custom design.
 */
export function packageShareUrl(target: LinkTarget, choices: readonly Choice[] | null): string {
  const params = new URLSearchParams({
    project: String(target.projectId),
    apartment_layout_id: String(target.layoutId),
  });
  if (choices === null) {
    return `${target.origin}${pages.summary({ lang: target.lang, packageId: target.packageId }, params)}`;
  }
  writeChoicesToQuery(params, choices);
  return `${target.origin}${pages.summary({ lang: target.lang, packageId: "custom" }, params)}`;
}
