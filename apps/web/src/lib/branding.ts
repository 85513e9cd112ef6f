import type { Company } from "@home-designer/core";

/** Only design-token names become CSS variables, so a company's data cannot inject other CSS. */
const TOKEN_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOUR_VALUE =
  /^(#[0-9a-f]{3,8}|[a-z]+|(?:rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([0-9a-z.,%/\s+-]+\))$/i;

/** The company's colours as CSS custom properties: `primary-500` → `--color-primary-500`. */
export function brandVariables(colors: Record<string, string>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) {
    const trimmed = value.trim();
    if (TOKEN_NAME.test(name) && COLOUR_VALUE.test(trimmed)) {
      variables[`--color-${name}`] = trimmed;
    }
  }
  return variables;
}

export type IconLink = { rel: "icon" | "apple-touch-icon"; href: string; sizes?: string };

/** `<link>` elements for the company's favicons; missing sizes are left out. */
export function faviconLinks(favicons: Company["favicons"]): IconLink[] {
  const links: IconLink[] = [];
  if (favicons.regular) links.push({ rel: "icon", href: favicons.regular });
  if (favicons["32"]) links.push({ rel: "icon", href: favicons["32"], sizes: "32x32" });
  if (favicons["16"]) links.push({ rel: "icon", href: favicons["16"], sizes: "16x16" });
  if (favicons["180"])
    links.push({ rel: "apple-touch-icon", href: favicons["180"], sizes: "180x180" });
  return links;
}

/** Applies the company's colours, favicons and name to the document. */
export function applyBranding(company: Company, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(brandVariables(company.colors))) {
    root.style.setProperty(name, value);
  }
  for (const old of doc.head.querySelectorAll("link[data-brand-icon]")) old.remove();
  for (const link of faviconLinks(company.favicons)) {
    const element = doc.createElement("link");
    element.rel = link.rel;
    element.href = link.href;
    if (link.sizes) element.setAttribute("sizes", link.sizes);
    element.dataset.brandIcon = "";
    doc.head.append(element);
  }
  doc.title = company.name;
}

/** Page title as `Page · Company`, or the company alone. */
export function pageTitle(
  page: string | null | undefined,
  companyName: string | null | undefined,
): string {
  const parts = [page, companyName].filter((p): p is string => Boolean(p?.trim()));
  return parts.length > 0 ? parts.join(" · ") : "Home Designer";
}
