import {
  applyChoices,
  type Choices,
  type DecodeResult,
  firstChoices,
  type Package,
  packageChoices,
  readChoicesFromQuery,
  type Tabs,
} from "@home-designer/core";
import type { AppContext } from "../../context.ts";
import { unprocessable } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { engineRooms, type LayoutConfiguration } from "../packages/package-choices.ts";
import { listPackages } from "../packages/packages-service.ts";
import { layoutConfiguration } from "../rooms/groups-service.ts";
import { layoutTabs } from "../rooms/tabs-service.ts";

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
  configuration: LayoutConfiguration;
  choices: Choices;
  /** The choices the link carried could not be read. */
  damaged: boolean;
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
  const tabs = await layoutTabs(ctx, companyId, address.projectId, address.layoutId);
  const [packages, configuration] = await Promise.all([
    listPackages(
      ctx,
      companyId,
      { project_id: address.projectId, apartment_layout_id: address.layoutId },
      null,
    ),
    layoutConfiguration(ctx, { id: address.projectId, companyId }, address.layoutId, null),
  ]);
  const named = packages.find((p) => p.slug === address.segment) ?? null;
  const fallback = packages.find((p) => p.default) ?? packages[0] ?? null;
  const pkg = address.segment === "custom" ? null : (named ?? fallback);
  const base = named ?? fallback;
  const rooms = engineRooms(configuration);
  const start = base ? packageChoices(rooms, base.id) : firstChoices(rooms);
  const linked: DecodeResult | null = readChoicesFromQuery(address.search);
  const carried = linked?.ok ? linked.choices : [];
  return {
    tabs,
    pkg,
    configuration,
    choices: applyChoices(rooms, start, carried).choices,
    damaged: linked !== null && !linked.ok,
  };
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
