import { type Company, parseColour, textSafeBrandColour } from "@home-designer/core";

/** Only design-token names become CSS variables, so a company's data cannot inject other CSS. */
const TOKEN_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COLOUR_VALUE =
  /^(#[0-9a-f]{3,8}|[a-z]+|(?:rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\([0-9a-z.,%/\s+-]+\))$/i;

/** The tokens that carry white text and are written on white (`--brand`, `--brand-strong`). */
const TEXT_TOKENS = ["primary-500", "primary-600"];

/**
 * The company's colours as CSS custom properties: `primary-500` → `--color-primary-500`. The
 * tokens that white text sits on (buttons, tabs) and that text is written in are darkened to
 * 4.5:1 against white first (core's `textSafeBrandColour`, the PDF's rule too), so a pale brand
 * colour stays a legible one. `resolve` turns other CSS colour syntaxes (`teal`, `hsl()`) into
 * one core reads; a colour it cannot read is left out, and the default colour stands.
 */
export function brandVariables(
  colors: Record<string, string>,
  resolve: (colour: string) => string | null = resolveColour,
): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, value] of Object.entries(colors)) {
    const trimmed = value.trim();
    if (!TOKEN_NAME.test(name) || !COLOUR_VALUE.test(trimmed)) continue;
    if (TEXT_TOKENS.includes(name)) {
      const rgb = parseColour(trimmed) ?? parseColour(resolve(trimmed) ?? "");
      if (rgb) variables[`--color-${name}`] = textSafeBrandColour(rgb);
    } else {
      variables[`--color-${name}`] = trimmed;
    }
  }
  return variables;
}

/** Any CSS colour as the browser's canvas serialises it (`#rrggbb` or `rgba(…)`); null outside one. */
export function resolveColour(colour: string): string | null {
  if (typeof document === "undefined") return null;
  const context = document.createElement("canvas").getContext("2d");
  if (!context) return null;
  context.fillStyle = "#000001";
  context.fillStyle = colour;
  return context.fillStyle === "#000001" ? null : context.fillStyle;
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
