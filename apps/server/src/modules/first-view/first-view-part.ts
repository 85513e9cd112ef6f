import {
  amountFormatFor,
  type Company,
  FIRST_VIEW_ELEMENT_ID,
  type FirstView,
  needsRooms,
  pictureLayers,
  type Room,
  readChoicesFromQuery,
} from "@home-designer/core";
import type { AppContext } from "../../context.ts";
import { escapeHtml, type PagePart, scriptJson } from "../../http/app-page.ts";
import { messageLocale } from "../../i18n/messages.ts";
import { storedImage } from "../../storage/stored-image.ts";
import { packagesAnswer } from "../packages/presenters.ts";
import { labels, snapshotOf } from "../packages/summary-service.ts";
import { roomGroups } from "../rooms/groups-service.ts";
import { layoutTabs } from "../rooms/presenters.ts";
import { sharedDesign } from "../share/shared-design.ts";
import { type ConfiguratorAddress, configuratorAddress } from "./configurator-address.ts";
import { firstPaint, summaryFirstPaint } from "./first-paint.ts";
import { configuratorAssets, DESKTOP_MEDIA, PHONE_MEDIA } from "./route-assets.ts";

/**
 * Query parameters of addresses whose calls carry a login (staff acting for a customer, a
 * designer's hand-over code): the server only ever renders a guest's view (tokens live in the
 * browser's storage, never in a cookie), so these pages fetch as before.
 */
const LOGGED_IN_ONLY = ["selected_user", "user_id", "token"];

/**
 * The first view of a configurator address, in the page (docs/decisions/008-first-view.md): the
 * company, the layout's tabs and packages and the groups of the rooms the screen shows, as a
 * guest's calls would answer them, so that the app renders its first screen without waiting for
 * those calls; the screen's lazily loaded modules as preloads, fetched at once rather than one
 * after another; and the open room picture's layers as preloads, so the browser fetches the
 * largest picture on the page while the scripts still load.
 *
 * Everything comes from the services the API calls use, scoped to the company of the request's
 * host: an address naming another company's layout gets nothing (as its calls would be "not
 * found"), and so does every page that is not the configurator.
 */
export const firstViewPart: PagePart = async (request) => {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const address = configuratorAddress(url);
  if (!address || LOGGED_IN_ONLY.some((key) => url.searchParams.has(key))) return null;
  const view = await request
    .site()
    .then(({ company }) => firstView(request.server.ctx, company, address, url.searchParams))
    .catch(() => null);
  if (!view) return null;
  const assets = await configuratorAssets(request.server.ctx.config.webDist, address);
  // A layer the first paint shows by its address is the screen's largest paint: it goes ahead of
  // the scripts. Layers written into the first paint are wanted only by the app's own picture,
  // after its scripts, on a phone's few connections.
  const preload = (href: string, high: boolean) =>
    `<link rel="preload" as="image" href="${escapeHtml(href)}"${high ? ' fetchpriority="high"' : ""}>`;
  const head = [
    ...view.layers.filter((layer) => !layer.inlined).map((layer) => preload(layer.url, true)),
    `<script type="application/json" id="${FIRST_VIEW_ELEMENT_ID}">${scriptJson(view.data)}</script>`,
    ...assets.styles.map(
      (href) => `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}">`,
    ),
    ...assets.scripts.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`,
    ),
    // A phone's own files (the group rows), and a desktop's (the room tabs, the package bar):
    // each screen leaves the other's.
    ...mediaPreloads(assets.phone, PHONE_MEDIA),
    ...mediaPreloads(assets.desktop, DESKTOP_MEDIA),
    ...view.layers.filter((layer) => layer.inlined).map((layer) => preload(layer.url, false)),
  ].join("\n");
  return { head, body: view.firstPaint ?? "" };
};

/** Preloads of files that only a screen matching `media` uses. */
function mediaPreloads(files: { scripts: string[]; styles: string[] }, media: string): string[] {
  return [
    ...files.styles.map(
      (href) =>
        `<link rel="preload" as="style" crossorigin href="${escapeHtml(href)}" media="${media}">`,
    ),
    ...files.scripts.map(
      (href) =>
        `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" media="${media}">`,
    ),
  ];
}

/** The rooms in tab order, as the app orders them (by priority; the server's order breaks ties). */
function tabOrder(rooms: readonly Room[]): Room[] {
  return [...rooms].sort((a, b) => a.priority - b.priority);
}

async function firstView(
  ctx: AppContext,
  company: Company,
  address: ConfiguratorAddress,
  search: URLSearchParams,
): Promise<{
  data: FirstView;
  layers: { url: string; inlined: boolean }[];
  firstPaint: string | null;
} | null> {
  const { projectId, layoutId } = address;
  const [tabs, packages] = await Promise.all([
    layoutTabs(ctx, company.id, projectId, layoutId),
    packagesAnswer(ctx, company.id, { project_id: projectId, apartment_layout_id: layoutId }, null),
  ]);
  const rooms = tabOrder(tabs.rooms);
  const summary = address.tab === "summary";
  // The start address and a package's own address open the first room.
  const open = address.tab === null ? rooms[0] : rooms.find((room) => room.slug === address.tab);
  if (!summary && !open) return null;
  // The open room's choices depend on its own groups and the room-type rooms' (the app's
  // `choiceRooms`); the summary lists every room.
  const shown = summary ? rooms : rooms.filter((room) => room.is_room_type || room === open);
  const groups = await Promise.all(
    shown.map(async (room) => ({
      id: room.id,
      groups: await roomGroups(
        ctx,
        company.id,
        projectId,
        room.id,
        { apartment_layout_id: layoutId },
        null,
      ),
    })),
  );
  const design = await sharedDesign(ctx, company.id, {
    projectId,
    layoutId,
    segment: address.segment ?? "",
    search,
  });
  const data: FirstView = { company, project: projectId, layoutId, tabs, packages, rooms: groups };
  const selections = search.get("selections") ?? search.get("compressed_selections");
  if (selections && needsRooms(readChoicesFromQuery(search)) && !design.damaged)
    data.link = { selections, choices: design.outdated ? null : design.carried };
  if (summary || !open) {
    const locale = messageLocale(address.lang);
    const configuration = {
      tabs,
      rooms: rooms.map((room) => ({
        room,
        groups: groups.find((loaded) => loaded.id === room.id)?.groups ?? [],
      })),
    };
    return {
      data,
      layers: [],
      firstPaint: summaryFirstPaint({
        lang: address.lang,
        companyName: company.name,
        labels: labels[locale],
        amountFormat: amountFormatFor(company.amount_format, locale),
        snapshot: snapshotOf(configuration, design.choices, locale),
      }),
    };
  }
  const openGroups = groups.find((room) => room.id === open.id)?.groups ?? [];
  // Layers other rooms' groups draw in the open room come from the rooms loaded here: the
  // whole-apartment room's finishes, which is what rooms' pictures follow in practice.
  const urls = pictureLayers(
    open,
    groups.flatMap((room) => room.groups),
    design.choices,
  ).map((layer) => layer.url);
  const sources = await inlinedLayers(ctx, urls);
  return {
    data,
    layers: urls.map((url, i) => ({ url, inlined: sources[i] !== url })),
    firstPaint: firstPaint({
      lang: address.lang,
      companyName: company.name,
      room: open,
      groups: openGroups,
      choices: design.choices,
      layers: sources,
    }),
  };
}

/** A layer this small (an SVG drawing) is written into the first paint itself. */
const INLINE_LAYER_BYTES = 24 * 1024;
/**
 * At most this much of the page is pictures written into it (before compression: drawings are
 * text and compress as well as the page); larger layers stay addresses.
 */
const INLINE_PICTURE_BYTES = 64 * 1024;

/**
 * The first paint's picture sources: small SVG layers as `data:` addresses, so that the room's
 * picture (the screen's largest paint) is drawn with the page rather than a round trip after it;
 * every other layer (photographs, larger drawings) as its address, preloaded in the head. The
 * app's own picture still loads the layers by address. Made once per layer file while the read
 * cache holds (a changed file is a write, which clears it).
 */
async function inlinedLayers(ctx: AppContext, urls: readonly string[]): Promise<string[]> {
  // The layers are looked up together, not one after another.
  const inlines = await Promise.all(
    urls.map((url) => ctx.cache.get(`inline-layer:${url}`, () => inlineSvg(ctx, url))),
  );
  let written = 0;
  return urls.map((url, i) => {
    const inline = inlines[i] ?? null;
    if (inline === null || written + inline.length > INLINE_PICTURE_BYTES) return url;
    written += inline.length;
    return inline;
  });
}

async function inlineSvg(ctx: AppContext, url: string): Promise<string | null> {
  const image = await storedImage(ctx, url);
  if (image?.contentType !== "image/svg+xml" || image.bytes.length > INLINE_LAYER_BYTES)
    return null;
  // As text rather than base64, so that the page's compression still works on it.
  return `data:image/svg+xml,${encodeURIComponent(Buffer.from(image.bytes).toString("utf8"))}`;
}
