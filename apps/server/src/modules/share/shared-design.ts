import {
  ANOTHER_CATALOGUE,
  applyChoices,
  type Choice,
  type Choices,
  changedChoices,
  type DecodeResult,
  dropChoicesFromQuery,
  firstChoices,
  type Package,
  packageChoices,
  readLinkChoices,
  type Tabs,
  writeChoicesToQuery,
} from "@home-designer/core";
import type { AppContext } from "../../context.ts";
import { HttpError, unprocessable } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { engineRooms, type LayoutConfiguration } from "../packages/package-choices.ts";
import { packagesAnswer } from "../packages/presenters.ts";
import { layoutConfiguration } from "../rooms/groups-service.ts";
import { layoutTabs } from "../rooms/presenters.ts";

/** What a configurator address names: the layout, the package path segment and the choices. */
export type DesignAddress = {
  projectId: number;
  layoutId: number;
  /** The path's package: an id, `custom`, or anything else (then the default package, as the app does). */
  segment: string;
  /** The query string, whose `selections` / `compressed_selections` carry the choices. */
  search: URLSearchParams;
};

/** A design as a shared link shows it to anyone (a guest): what link previews are made of. */
export type SharedDesign = {
  tabs: Tabs;
  /** The package the path names; null for `custom` (the buyer's own combination). */
  pkg: Package | null;
  /** The link's choices differ from the package's own: a design based on it, not the package. */
  changed: boolean;
  configuration: LayoutConfiguration;
  choices: Choices;
  /** The choices the link carried, as it names them (the changes from the package). */
  carried: Choice[];
  /** The choices the link carried could not be read. */
  damaged: boolean;
  /**
   * A version 3 link written against another catalogue (rooms, groups or options added or removed
   * since): the package is shown, never another design (docs/decisions/005).
   */
  outdated: boolean;
};

/**
 * The design at a configurator address, computed as the configurator computes it for a guest:
 * the path's company package (for `custom` or an unknown one, the default package), the link's
 * choices laid over it, then restrictions (core's engine). Only company packages count, as a
 * guest sees them; a buyer's own package is private and its links name `custom`. A layout or
 * project not of the company is "not found"; choices naming options that are gone are left out.
 * Everything it reads comes from the read cache.
 */
export async function sharedDesign(
  ctx: AppContext,
  companyId: number,
  address: DesignAddress,
): Promise<SharedDesign> {
  const { tabs, pkg, configuration, rooms, start } = await addressStart(ctx, companyId, address);
  const linked: DecodeResult | null = readLinkChoices(address.search, rooms);
  const carried = linked?.ok ? linked.choices : [];
  const outdated = linked?.ok === false && linked.reason === ANOTHER_CATALOGUE;
  const choices = applyChoices(rooms, start, carried).choices;
  return {
    tabs,
    pkg,
    changed: changedChoices(choices, start).length > 0,
    configuration,
    choices,
    carried,
    damaged: linked !== null && !linked.ok && !outdated,
    outdated,
  };
}

/** What an address's path names, and the choices a reader lays the link's choices over. */
async function addressStart(
  ctx: AppContext,
  companyId: number,
  address: Omit<DesignAddress, "search">,
) {
  const tabs = await layoutTabs(ctx, companyId, address.projectId, address.layoutId);
  const [packages, configuration] = await Promise.all([
    packagesAnswer(
      ctx,
      companyId,
      { project_id: address.projectId, apartment_layout_id: address.layoutId },
      null,
    ),
    layoutConfiguration(ctx, { id: address.projectId, companyId }, address.layoutId, null),
  ]);
  const named = packages.find((p) => p.slug === address.segment) ?? null;
  const fallback = packages.find((p) => p.default) ?? packages[0] ?? null;
  const base = named ?? fallback;
  const rooms = engineRooms(configuration);
  return {
    tabs,
    pkg: address.segment === "custom" ? null : base,
    configuration,
    rooms,
    start: base ? packageChoices(rooms, base.id) : firstChoices(rooms),
  };
}

/**
 * The query string of a link to `choices` at an address: `query` with only the choices that
 * differ from what the path's package already chooses, none for the package as it is. The link
 * opens as the same design for anyone, in fewer characters. The server writes version 2 (ids),
 * not 3: what it writes is kept (short links, the summary PDF) and must stay right when the
 * company later adds or removes options (docs/decisions/005).
 */
export async function designLinkQuery(
  ctx: AppContext,
  companyId: number,
  address: Omit<DesignAddress, "search">,
  choices: Choices,
  query: URLSearchParams,
): Promise<URLSearchParams> {
  const { start } = await addressStart(ctx, companyId, address);
  return queryOver(start, choices, query);
}

/**
 * `query` carrying the choices of `choices` that `start` (what the link's path opens with) does
 * not make: none when they are the same.
 */
export function queryOver(
  start: Choices,
  choices: Choices,
  query: URLSearchParams,
): URLSearchParams {
  const params = dropChoicesFromQuery(new URLSearchParams(query));
  const changed = changedChoices(choices, start);
  return changed.length === 0 ? params : writeChoicesToQuery(params, changed);
}

/** `/{lang}/{package}` or `/{lang}/{package}/{room or summary}`, with the layout in the query. */
const DESIGN_PATH = /^\/[a-z]{2}\/([^/]+)(?:\/[^/]+)?\/?$/;

/**
 * A configurator address of the company's site written with only what differs from its package
 * (older links and the dashboard carry every slot). Any other address, or one whose choices
 * cannot be read, is answered as it came.
 */
export async function compactDesignUrl(
  ctx: AppContext,
  companyId: number,
  url: string,
): Promise<string> {
  const parsed = new URL(url);
  const segment = DESIGN_PATH.exec(parsed.pathname)?.[1];
  const projectId = Number(parsed.searchParams.get("project"));
  const layoutId = Number(parsed.searchParams.get("apartment_layout_id"));
  if (!segment || !Number.isSafeInteger(projectId) || !Number.isSafeInteger(layoutId)) return url;
  if (!parsed.searchParams.has("selections")) return url;
  const address = { projectId, layoutId, segment: decodeURIComponent(segment) };
  try {
    const design = await sharedDesign(ctx, companyId, { ...address, search: parsed.searchParams });
    if (design.damaged || design.outdated) return url;
    const query = await designLinkQuery(
      ctx,
      companyId,
      address,
      design.choices,
      parsed.searchParams,
    );
    parsed.search = query.toString();
    return parsed.toString();
  } catch (error) {
    // A layout or project that is not (or no longer) the company's: the link stays as given.
    if (error instanceof HttpError && error.statusCode === 404) return url;
    throw error;
  }
}

/** The same, refusing damaged choices with a 422 in the request's language (for the API). */
export async function sharedDesignOrRefuse(
  ctx: AppContext,
  companyId: number,
  address: DesignAddress,
): Promise<SharedDesign> {
  const design = await sharedDesign(ctx, companyId, address);
  if (design.damaged) {
    throw unprocessable(localized("linkDamaged"), { selections: [localized("linkDamaged")] });
  }
  return design;
}
