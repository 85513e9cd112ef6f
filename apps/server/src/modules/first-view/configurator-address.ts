import { isPageSegment } from "@home-designer/core";
/**
 * Which addresses of the app are the configurator, read as the web app's router reads them
 * (apps/web/src/app/routes.tsx): `/{lang}?project=…&apartment_layout_id=…` (the start, which
 * opens the default package's first room), and `/{lang}/{package}/{room or summary}…` with a
 * layout in the query. Path segments after the language that are screens of their own are never
 * a package.
 */

export type ConfiguratorAddress = {
  lang: string;
  projectId: number;
  layoutId: number;
  /** The path's package segment; null on the start address (`/{lang}?…`). */
  segment: string | null;
  /** The room's slug or `summary`; null on the start address and a package's own address. */
  tab: string | null;
};

/** The configurator address a URL is, or null for every other page. */
export function configuratorAddress(url: URL): ConfiguratorAddress | null {
  const [lang, segment, tab] = url.pathname.split("/").filter((part) => part !== "");
  if (!lang || !/^[a-z]{2}$/.test(lang)) return null;
  if (segment && isPageSegment(segment)) return null;
  const projectId = Number(url.searchParams.get("project"));
  const layoutId = Number(url.searchParams.get("apartment_layout_id"));
  if (!isId(projectId) || !isId(layoutId)) return null;
  return { lang, projectId, layoutId, segment: segment ?? null, tab: tab ?? null };
}

export function isId(value: number): boolean {
  return Number.isInteger(value) && value > 0 && value <= 2_147_483_647;
}
