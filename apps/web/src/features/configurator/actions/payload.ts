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
  pages,
  sharePicturePath,
  type Tabs,
  toEuros,
  type UiLocale,
  VISIT_ONLY_PARAMS,
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
  for (const key of VISIT_ONLY_PARAMS) params.delete(key);
  const search = searchWithChoices(params.toString(), target.choices);
  return `${target.origin}${pages.room({ lang: target.lang, packageId: target.segment, room: target.tab }, search)}`;
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

/** What a request for an offer carries to the company's site (spec section 4). */
export type QuoteDetails = {
  apartmentId: number;
  projectId: number;
  /** The sales site's own id of the apartment, when the visit came with one (`wpid`). */
  wpid: string | null;
  layoutId: number;
  totalCents: number;
  email: string;
};

/** The values by their name: a quote page's placeholders, or the apartment page's query. */
function quoteValues(details: QuoteDetails): [string, string][] {
  return [
    ["apartment_id", String(details.apartmentId)],
    ["project_id", String(details.projectId)],
    ["wpid", details.wpid ?? ""],
    ["layout", String(details.layoutId)],
    ["total_sum", toEuros(details.totalCents).toFixed(2)],
    ["email_address", details.email],
  ];
}

/** An address other sites may be sent to: absolute, and only http(s). */
function webAddress(address: string): URL | null {
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * Where asking for an offer leads (docs/company-format.md, `quote_url`). The company's quote page
 * when it has one: its placeholders (`{apartment_id}`, `{project_id}`, `{wpid}`, `{layout}`,
 * `{total_sum}`, `{email_address}`) filled in, URL-encoded, and nothing appended. Otherwise, as
 * the spec has it, the apartment's page on the company's site with those values as query
 * parameters (`wpid` only when the visit had one). Null when there is neither, or it is not an
 * http(s) address: no offer can be asked for then.
 */
export function quoteUrl(
  companyQuoteUrl: string | null,
  apartmentUrl: string | null,
  details: QuoteDetails,
): string | null {
  const values = quoteValues(details);
  if (companyQuoteUrl) {
    const byName = new Map(values);
    const filled = companyQuoteUrl.replace(/\{([a-z_]+)\}/g, (placeholder, name: string) => {
      const value = byName.get(name);
      return value === undefined ? placeholder : encodeURIComponent(value);
    });
    return webAddress(filled)?.href ?? null;
  }
  const url = apartmentUrl ? webAddress(apartmentUrl) : null;
  if (!url) return null;
  for (const [name, value] of values)
    if (name !== "wpid" || value) url.searchParams.set(name, value);
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
