import { randomBytes } from "node:crypto";
import {
  companyBuildingName,
  pages,
  type RouteAnswer,
  type RouteBody,
  type RouteQuery,
  VISIT_ONLY_PARAMS,
} from "@home-designer/core";
import { and, eq, sql } from "drizzle-orm";
import * as throttle from "../../auth/throttle.ts";
import type { AppContext } from "../../context.ts";
import { companies, companyHosts, shortLinks } from "../../db/schema.ts";
import { HttpError, notFound, unprocessable } from "../../http/errors.ts";
import type { Client } from "../../http/request-context.ts";
import { localized, type ServerLocale } from "../../i18n/messages.ts";
import { sendCompanyMail } from "../../mail/company-mail.ts";
import { withinRecipientCap } from "../../mail/recipient-cap.ts";
import { productMail } from "../../mail/templates.ts";
import { apartmentLine } from "../../pdf/summary-data.ts";
import { tooMany } from "../auth/accounts-service.ts";
import { hostOf } from "../company/company-service.ts";
import { configuratorAddress } from "../first-view/configurator-address.ts";
import { labels } from "../packages/summary-service.ts";
import { layoutTabs } from "../rooms/presenters.ts";
import {
  composePicture,
  layerKeys,
  type PictureCache,
  pictureKey,
  pictureRoom,
  picturesWaiting,
} from "./room-picture.ts";
import {
  compactDesignUrl,
  type SharedDesign,
  sharedDesign,
  sharedDesignOrRefuse,
} from "./shared-design.ts";

const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
const CODE_LENGTH = 8;
const LINKS_PER_CALLER = { limit: 60, seconds: 3600 };
const GUEST_MAILS_PER_CALLER = { limit: 10, seconds: 3600 };
const GUEST_MAILS_PER_ADDRESS = { limit: 3, seconds: 3600 };
/** Room pictures drawn (not already made) for one caller: previews ask once per link. */
const PICTURES_PER_CALLER = { limit: 120, seconds: 600 };
const MAX_PICTURES_WAITING = 16;

/** 8 characters of an alphabet without look-alikes (0/O, 1/l/I): about 47 bits. */
function newCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  return [...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join("");
}

/**
 * Only addresses of the company's own site may be shortened (or mailed), so the service cannot be
 * used to disguise links to anywhere else.
 */
async function assertOwnSite(ctx: AppContext, companyId: number, url: string) {
  const host = hostOf(url);
  const protocol = new URL(url).protocol;
  const [known] = host
    ? await ctx.db
        .select({ host: companyHosts.host })
        .from(companyHosts)
        .where(and(eq(companyHosts.companyId, companyId), eq(companyHosts.host, host)))
        .limit(1)
    : [];
  if (!known || !["http:", "https:"].includes(protocol)) {
    const text = localized("notOwnSite");
    throw unprocessable(text, { url: [text] });
  }
}

/**
 * A short address on the same site (`/s/{code}`); the same address always gets the same code.
 * `body.company_id` is the request's own company (the route checked it).
 */
export async function shortenLink(
  ctx: AppContext,
  client: Client,
  body: RouteBody<"POST /short-links">,
): Promise<RouteAnswer<"POST /short-links"> & { target: string }> {
  await assertOwnSite(ctx, body.company_id, body.url);
  const limited = await throttle.hit(ctx.db, `short-link:${client.ip}`, LINKS_PER_CALLER);
  if (limited.exceeded) throw tooMany(limited.retryAfter, "tooManyRequests");
  const given = new URL(body.url);
  // A short address is given to others: one visit's values (a handover code, the customer a
  // designer acts for) never go into it, whoever made the call.
  for (const key of VISIT_ONLY_PARAMS) given.searchParams.delete(key);
  // What the short address leads to carries only what differs from its package, whatever form
  // of the choices the caller sent; the same design keeps the same code.
  const url = await compactDesignUrl(ctx, body.company_id, given.toString());
  const [existing] = await ctx.db
    .select({ code: shortLinks.code })
    .from(shortLinks)
    .where(and(eq(shortLinks.companyId, body.company_id), eq(shortLinks.url, url)))
    .limit(1);
  if (existing)
    return { url: `${given.origin}${pages.shortLink({ code: existing.code })}`, target: url };
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newCode();
    const [row] = await ctx.db
      .insert(shortLinks)
      .values({ code, companyId: body.company_id, url })
      .onConflictDoNothing()
      .returning({ code: shortLinks.code });
    if (row) return { url: `${given.origin}${pages.shortLink({ code: row.code })}`, target: url };
  }
  throw new Error("no free short-link code");
}

/** Where a short address leads, counting the visit; null when there is no such address. */
export async function resolveShortLink(ctx: AppContext, code: string): Promise<string | null> {
  if (!/^[A-Za-z0-9]{1,32}$/.test(code)) return null;
  const [row] = await ctx.db
    .update(shortLinks)
    .set({ hits: sql`${shortLinks.hits} + 1` })
    .where(eq(shortLinks.code, code))
    .returning({ url: shortLinks.url });
  return row?.url ?? null;
}

/**
 * The apartment a configurator address of the company's site is about, as the server knows it,
 * in the words of `lang` ("Harbour View, A, Apartment 10, Layout 1"; "Haus A" where the company
 * has a word of its own for a building). Any other address, or a layout that is not the
 * company's, is a 422 naming `homeDesignerUrl`.
 */
async function addressedApartment(
  ctx: AppContext,
  companyId: number,
  url: string,
  lang: ServerLocale,
): Promise<string> {
  const text = localized("notADesign");
  const refused = unprocessable(text, { homeDesignerUrl: [text] });
  const address = configuratorAddress(new URL(url));
  if (!address) throw refused;
  const tabs = await layoutTabs(ctx, companyId, address.projectId, address.layoutId).catch(
    (error: unknown) => {
      throw error instanceof HttpError && error.statusCode === 404 ? refused : error;
    },
  );
  const [company] = await ctx.db
    .select({ buildingWord: companies.buildingWord })
    .from(companies)
    .where(eq(companies.id, companyId));
  const { building } = tabs.address;
  return apartmentLine(
    {
      ...tabs.address,
      building: companyBuildingName(company?.buildingWord, lang, building) ?? building,
    },
    labels[lang],
  );
}

/**
 * A guest asks for the link to their choices by mail (they cannot save into an account).
 * `body.companyId` is the request's own company (the route checked it). The mail may go to
 * anyone's address, so nothing the caller typed is in it: the apartment is named from the link's
 * own layout (the body's `apartment` is taken, as the spec sends it, and not used), and past the
 * address's daily cap nothing is sent, with the same answer.
 */
export async function mailGuestLink(
  ctx: AppContext,
  client: Client,
  body: RouteBody<"POST /guest/package">,
): Promise<void> {
  await assertOwnSite(ctx, body.companyId, body.homeDesignerUrl);
  const apartment = await addressedApartment(ctx, body.companyId, body.homeDesignerUrl, body.lang);
  for (const [key, window] of [
    [`guest-link:${client.ip}`, GUEST_MAILS_PER_CALLER],
    [`guest-link:${body.email.toLowerCase()}`, GUEST_MAILS_PER_ADDRESS],
  ] as const) {
    const limited = await throttle.hit(ctx.db, key, window);
    if (limited.exceeded) throw tooMany(limited.retryAfter, "tooManyRequests");
  }
  const { url } = await shortenLink(ctx, client, {
    url: body.homeDesignerUrl,
    company_id: body.companyId,
  });
  if (await withinRecipientCap(ctx.db, client.log, body.email, "guest-link")) {
    await sendCompanyMail(ctx, body.companyId, (company) => ({
      to: body.email,
      lang: body.lang,
      ...productMail(body.lang, "savedLink", { company: company.name, url, apartment }),
    }));
  }
}

/**
 * The composed room picture of a design (room-picture.ts), for the company of the request's site
 * (`companyId`):
 * a layout of another company is "not found", damaged choices 422. A picture already made is answered from memory; drawing a new one counts against the
 * caller's throttle, so no one can keep the server drawing.
 */
export async function sharePicture(
  ctx: AppContext,
  client: Client,
  companyId: number,
  pictures: PictureCache,
  query: RouteQuery<"GET /share/picture">,
): Promise<Buffer> {
  const search = new URLSearchParams();
  if (query.selections !== undefined) search.set("selections", query.selections);
  if (query.compressed_selections !== undefined)
    search.set("compressed_selections", query.compressed_selections);
  const design = await sharedDesignOrRefuse(ctx, companyId, {
    projectId: query.project,
    layoutId: query.apartment_layout_id,
    segment: String(query.package),
    search,
  });
  const picture = roomPicture(ctx, companyId, design, query.room);
  if (!picture) throw notFound(localized("contentNotFound"));
  const { key, keys } = picture;
  if (!pictures.has(key)) {
    // A queue that long means a burst from many callers: they come back rather than pile up.
    if (picturesWaiting() >= MAX_PICTURES_WAITING) {
      throw tooMany(5, "tooManyRequests");
    }
    const limited = await throttle.hit(ctx.db, `share-picture:${client.ip}`, PICTURES_PER_CALLER);
    if (limited.exceeded) throw tooMany(limited.retryAfter, "tooManyRequests");
  }
  return pictures.get(key, () => composePicture(ctx, keys));
}

/** The layer files of a design's room picture and its key in the cache; null without layers. */
function roomPicture(
  ctx: AppContext,
  companyId: number,
  design: SharedDesign,
  roomSlug: string | undefined,
): { key: string; keys: string[] } | null {
  const room = pictureRoom(design, roomSlug);
  const keys = room ? layerKeys(ctx, room.layers) : [];
  return keys.length === 0 ? null : { key: `${companyId}\n${pictureKey(keys)}`, keys };
}

/**
 * Draws the picture the page of a short link names as its preview (og:image, see page-head.ts),
 * so that a messenger's first fetch of it finds it made rather than waiting the seconds a large
 * room takes. Called without waiting for it when the link is made; a picture that cannot be drawn
 * now (a queue already long, a page without a picture) is drawn when it is asked for, as before.
 */
export async function drawLinkPicture(
  ctx: AppContext,
  companyId: number,
  pictures: PictureCache,
  target: string,
): Promise<void> {
  const url = new URL(target);
  const address = configuratorAddress(url);
  if (!address?.segment || picturesWaiting() >= MAX_PICTURES_WAITING) return;
  const design = await sharedDesign(ctx, companyId, {
    projectId: address.projectId,
    layoutId: address.layoutId,
    segment: address.segment,
    search: url.searchParams,
  });
  // The room the page's preview names: its tab, or the summary's (page-head.ts).
  const picture = roomPicture(ctx, companyId, design, address.tab ?? "summary");
  if (picture) await pictures.get(picture.key, () => composePicture(ctx, picture.keys));
}
