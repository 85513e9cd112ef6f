import {
  type Company,
  companyBuildingName,
  isPageSegment,
  pickLabel,
  SHARE_PICTURE_SIZE,
  sharePicturePath,
} from "@home-designer/core";
import type { AppContext } from "../../context.ts";
import { escapeHtml, type PagePart } from "../../http/app-page.ts";
import { message, type ServerLocale } from "../../i18n/messages.ts";
import { isId } from "../first-view/configurator-address.ts";
import { designName } from "../packages/summary-service.ts";
import { sharedDesign } from "./shared-design.ts";

/**
 * The head of the app's page as link previews read it (they run no JavaScript): the company's
 * name and icons on every page, and on a configurator page the project, the package and the
 * composed room picture of the design the address carries (og:image), so that a link shared in a
 * chat or on Facebook shows the buyer's design. A host of no company gets nothing (the built
 * page's own title stays).
 */
export const pageHead: PagePart = async (request) => {
  const company = (await request.site().catch(() => null))?.company;
  if (!company) return null;
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const language = pageLanguage(url.pathname, company);
  const design = await designPreview(request.server.ctx, company, url, language);
  const title = design?.title ?? company.name;
  const description = design?.description ?? message(language, "previewSite");
  const image = design?.image ?? company.logo;
  const meta = (attribute: "name" | "property", key: string, value: string | null) =>
    value ? `<meta ${attribute}="${key}" content="${escapeHtml(value)}">` : "";
  const icon = (rel: string, href: string | null, sizes?: string) =>
    // Marked as the brand's, so the app replaces them with its own rather than add a second set.
    href
      ? `<link rel="${rel}"${sizes ? ` sizes="${sizes}"` : ""} href="${escapeHtml(href)}" data-brand-icon>`
      : "";
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta("name", "description", description),
    meta("property", "og:site_name", company.name),
    meta("property", "og:type", "website"),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:url", url.href),
    meta("property", "og:image", image ? new URL(image, url).href : null),
    design ? meta("property", "og:image:type", "image/png") : "",
    design ? meta("property", "og:image:width", String(SHARE_PICTURE_SIZE.width)) : "",
    design ? meta("property", "og:image:height", String(SHARE_PICTURE_SIZE.height)) : "",
    design ? meta("property", "og:image:alt", title) : "",
    meta("name", "twitter:card", design ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    meta("name", "twitter:image", image ? new URL(image, url).href : null),
    icon("icon", company.favicons.regular),
    icon("icon", company.favicons["32"], "32x32"),
    icon("icon", company.favicons["16"], "16x16"),
    icon("apple-touch-icon", company.favicons["180"], "180x180"),
  ]
    .filter((line) => line !== "")
    .join("\n");
};

/**
 * The page's language as the app shows it: the path's (`/de/…`) if the host offers it, else the
 * host's default (the app opens the page again in it); the hidden ru, which every host serves, in
 * English, as the server writes no Russian.
 */
function pageLanguage(pathname: string, company: Company): ServerLocale {
  const wanted = /^\/([a-z]{2})(\/|$)/.exec(pathname)?.[1];
  if (wanted === "ru") return "en";
  return company.locales.find((locale) => locale === wanted) ?? company.default_locale;
}

/**
 * Title, description and picture of the design on a configurator page
 * (`/{lang}/{package}/{room}?project=…&apartment_layout_id=…&selections=…`); null on other pages
 * and when the address names no layout of this company (the app then says so itself).
 */
async function designPreview(ctx: AppContext, company: Company, url: URL, language: ServerLocale) {
  const [, segment, tab] = url.pathname.split("/").filter((part) => part !== "");
  const projectId = Number(url.searchParams.get("project"));
  const layoutId = Number(url.searchParams.get("apartment_layout_id"));
  if (!segment || isPageSegment(segment)) return null;
  if (!isId(projectId) || !isId(layoutId)) return null;
  const design = await sharedDesign(ctx, company.id, {
    projectId,
    layoutId,
    segment,
    search: url.searchParams,
  }).catch(() => null);
  if (!design) return null;
  const { address } = design.tabs;
  // Named as its summary and PDF name it: a changed package is "Custom (based on …)".
  const name = designName(
    language,
    design.pkg ? pickLabel(design.pkg.name, language) : "",
    design.changed,
  );
  const apartment = address.apartment
    ? message(language, "previewApartment", { value: address.apartment })
    : "";
  const building =
    companyBuildingName(company.building_word, language, address.building) ?? address.building;
  const place = [address.project, building, apartment].filter((part) => part).join(", ");
  const picture = sharePicturePath({ segment, tab: tab ?? "summary", query: url.searchParams });
  return {
    title: `${name} – ${place} | ${company.name}`,
    description: message(language, "previewDescription", {
      project: address.project,
      name,
      address: [building, apartment, address.layout].filter((part) => part).join(", "),
    }),
    image: new URL(picture, url).href,
  };
}
