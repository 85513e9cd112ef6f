/**
 * What the buyer's actions on a design send and where they lead: the save, PDF and guest-link
 * payloads, the links that are shared, the quote address and the reminders' rules. Pure
 * functions, so that every rule is tested without a browser.
 */
import {
  type Choices,
  choicesToList,
  dropChoicesFromQuery,
  type EditMode,
  type Locale,
  type Package,
  sharePicturePath,
  type Tabs,
  toEuros,
  type UiLocale,
  writeChoicesToQuery,
} from "@home-designer/core";
import type { PendingSave } from "../../../lib/pending-save.ts";

/** One slot of a saved design as the server takes it: the chosen option and its room. */
export type SavedSelection = { selection_id: number; tab_id: number };

/** Every slot of every room, so the saved package holds the whole design and not a part. */
export function savedSelections(choices: Choices): SavedSelection[] {
  return choicesToList(choices).map((choice) => ({
    selection_id: choice.assetId,
    tab_id: choice.roomId,
  }));
}

/** The language the server writes mail, PDFs and messages in: the hidden Russian one reads English. */
export function contentLocale(locale: UiLocale): Locale {
  return locale === "ru" ? "en" : locale;
}

/** The screen under a dialog of its own address: `/et/2/summary/save` → `/et/2/summary`. */
export function screenPath(pathname: string): string {
  return pathname.replace(/\/(save|terms)\/?$/, "").replace(/\/+$/, "") || "/";
}

/**
 * Query values of one visit that never go into a link given to someone else: the customer a
 * designer acts for, a designer's token, and requests that already did their work.
 */
const VISIT_ONLY = ["selected_user", "name", "token", "downloadPDF", "generate_quote", "total_sum"];

/** A query string with the design's choices in compact form, or none when `choices` is null. */
export function searchWithChoices(search: string, choices: Choices | null): string {
  const params = dropChoicesFromQuery(new URLSearchParams(search));
  if (choices !== null) writeChoicesToQuery(params, choicesToList(choices));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * How a design is shared. A company package unchanged is its own address. A changed design
 * carries every slot. The buyer's own package is private (only its owner sees it), so its link
 * carries every slot too and opens as a custom design for whoever receives it.
 */
export function shareTarget(
  active: Pick<Package, "user_package"> | null,
  packageSegment: string,
  mode: EditMode,
): { segment: string; withChoices: boolean } {
  if (active?.user_package) return { segment: "custom", withChoices: true };
  const changed = mode.isCustom || mode.isUserPackageUpdating || packageSegment === "custom";
  return { segment: packageSegment, withChoices: changed };
}

/**
 * The full address of a design on a screen (a room slug or `summary`), for sharing and for the
 * guest's e-mailed link: the layout's query without one visit's values, the choices if any.
 */
export function designLink(target: {
  origin: string;
  lang: UiLocale;
  segment: string;
  tab: string;
  search: string;
  choices: Choices | null;
}): string {
  const params = new URLSearchParams(target.search);
  for (const key of VISIT_ONLY) params.delete(key);
  const search = searchWithChoices(params.toString(), target.choices);
  return `${target.origin}/${target.lang}/${target.segment}/${target.tab}${search}`;
}

/**
 * The room picture of a shared design as the server composes it (the layers of the link's room
 * with its choices), at the link's own origin: what the link's preview shows too.
 */
export function designPictureUrl(link: string, target: { segment: string; tab: string }): string {
  const url = new URL(link);
  return new URL(sharePicturePath({ ...target, query: url.searchParams }), url.origin).href;
}

export function facebookShareUrl(link: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`;
}

export function pinterestShareUrl(link: string, media: string | null, description: string): string {
  const params = new URLSearchParams({ url: link });
  if (media) params.set("media", media);
  params.set("description", description);
  return `https://pinterest.com/pin/create/button/?${params}`;
}

/** A picture address as other sites need it: absolute, and only http(s). */
export function absoluteUrl(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  try {
    const absolute = new URL(url, origin);
    return absolute.protocol === "http:" || absolute.protocol === "https:" ? absolute.href : null;
  } catch {
    return null;
  }
}

/**
 * The company site's page of the apartment with what an offer needs (spec section 4): the
 * apartment, project, the site's own `wpid`, the layout, the total in euros and the buyer's
 * e-mail. Null when the apartment has no page.
 */
export function quoteUrl(
  apartmentUrl: string | null,
  details: {
    apartmentId: number;
    projectId: number;
    wpid: string | null;
    layoutId: number;
    totalCents: number;
    email: string;
  },
): string | null {
  if (!apartmentUrl) return null;
  let url: URL;
  try {
    url = new URL(apartmentUrl);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  url.searchParams.set("apartment_id", String(details.apartmentId));
  url.searchParams.set("project_id", String(details.projectId));
  if (details.wpid) url.searchParams.set("wpid", details.wpid);
  url.searchParams.set("layout", String(details.layoutId));
  url.searchParams.set("total_sum", toEuros(details.totalCents).toFixed(2));
  url.searchParams.set("email_address", details.email);
  return url.href;
}

/** What the login page carries from the save dialog and hands back to it once logged in. */
export function pendingSaveFor(details: {
  layoutId: number;
  project: number;
  active: Pick<Package, "id"> | null;
  tabs: Pick<Tabs, "apartmentId">;
  mode: EditMode;
  /** The save dialog's own address (path and query, choices included) to come back to. */
  returnTo: string;
  tab: string | null;
  wpid: string | null;
  totalCents: number | null;
}): PendingSave {
  return {
    fromSummary: true,
    apartment_layout_id: details.layoutId,
    package_id: details.active?.id ?? "custom",
    returnTo: details.returnTo,
    generate_quote: false,
    total_sum: details.totalCents === null ? null : toEuros(details.totalCents),
    apartmentId: details.tabs.apartmentId,
    project: details.project,
    wpId: details.wpid,
    isCustom: details.mode.isCustom,
    tabSelectionGroup: details.tab,
  };
}
