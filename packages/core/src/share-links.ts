/**
 * Addresses about a shared design that the browser and the server both build: the composed room
 * picture of a configurator page (link previews, the Pinterest pin). No zod here: the web app's
 * bundle imports it.
 */

/** The size of the composed room picture: the 1.91:1 that Facebook, chats and Pinterest show whole. */
export const SHARE_PICTURE_SIZE = { width: 1200, height: 630 } as const;

/**
 * Query values of one visit that never go into a link given to someone else: the customer a
 * designer acts for, a handover code, and requests that already did their work. The web app leaves
 * them out of the links it makes; the server drops them from every address it shortens, whoever
 * sent it.
 */
export const VISIT_ONLY_PARAMS = [
  "selected_user",
  "name",
  "token",
  "downloadPDF",
  "generate_quote",
  "total_sum",
] as const;

/** Query values of a configurator page that decide what the picture shows. */
const PICTURE_KEYS = ["project", "apartment_layout_id", "selections", "compressed_selections"];

/**
 * The path (under the site's origin) of the picture of a configurator page: the page's package
 * path segment (an id or `custom`), its screen (a room's slug or `summary`) and its query
 * (URLSearchParams). Only the values that decide the picture are kept, so every visit of a design
 * shares one address (and one cached picture).
 */
export function sharePicturePath(page: {
  segment: string;
  tab: string;
  query: { get(name: string): string | null };
}): string {
  const pairs: [string, string][] = [];
  for (const key of PICTURE_KEYS) {
    const value = page.query.get(key);
    if (value !== null) pairs.push([key, value]);
  }
  pairs.push(["package", page.segment], ["room", page.tab]);
  const query = pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&");
  return `/api/share/picture?${query}`;
}
