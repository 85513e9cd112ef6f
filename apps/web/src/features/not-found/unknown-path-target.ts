import { pages, type UiLocale } from "@home-designer/core";
/** Whether an address names a layout to configure (spec: the `project` or `apartment_layout_id` query). */
export function namesLayout(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has("project") || params.has("apartment_layout_id");
}

/** Whether the host is one of the company's own branded sites: its name holds the brand marker. */
export function isBrandedHost(hostname: string, brandMarker: string | null): boolean {
  return brandMarker !== null && brandMarker !== "" && hostname.toLowerCase().includes(brandMarker);
}

export type UnknownPathTarget =
  /** A page of this app, by path. */
  | { kind: "page"; path: string }
  /** The company's public home-designer index on its own website (the redirect page). */
  | { kind: "index"; url: string };

/**
 * Where an address no page knows leads (spec: accounts, section 2): with a project or layout in
 * the query, the configurator's start (`/{lang}?…`, which finds the package and room); on a host
 * carrying the company's brand marker, the home designer's public index; otherwise the login page.
 */
export function unknownPathTarget(
  locale: UiLocale,
  search: string,
  site: { hostname: string; brandMarker: string | null; homeDesignerUrl: string } | null,
): UnknownPathTarget {
  if (namesLayout(search)) return { kind: "page", path: pages.start({ lang: locale }, search) };
  if (site && isBrandedHost(site.hostname, site.brandMarker)) {
    return { kind: "index", url: site.homeDesignerUrl };
  }
  return { kind: "page", path: pages.login({ lang: locale }) };
}
