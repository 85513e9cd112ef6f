import {
  type Asset,
  type Choices,
  type I18nText,
  packageChoices,
  type RoomGroups,
  type SelectionGroup,
  type SlotKey,
  slotKey,
  toEuros,
} from "@home-designer/core";
import { and, eq } from "drizzle-orm";
import { personal } from "../../auth/personal-cache.ts";
import type { AppContext } from "../../context.ts";
import { type ConfirmationSnapshot, confirmations } from "../../db/schema.ts";
import { ofRecord } from "./confirmation-versions.ts";

/**
 * A confirmed package shows what was confirmed, whatever a later import of the company's data
 * changed (docs/decisions/027-confirmed-packages-keep-their-prices.md): its confirmation's snapshot
 * is laid over the catalogue as it is now. The snapshot names every option chosen in a shown
 * group, with its price, title and name when confirmed.
 */

type ConfirmedRoom = ConfirmationSnapshot["rooms"][number];
type ConfirmedChoice = ConfirmedRoom["choices"][number];

/** The condition picking the confirmation of record of a package by a person on a layout. */
const recordOf = (layoutId: number, packageId: number, userId: number) =>
  and(
    eq(confirmations.apartmentLayoutId, layoutId),
    eq(confirmations.packageId, packageId),
    eq(confirmations.userId, userId),
    ofRecord,
  );

/** The confirmation of record of a package by this person on this layout, if there is one. */
export async function confirmationOn(
  ctx: AppContext,
  layoutId: number,
  packageId: number,
  userId: number,
) {
  const [row] = await ctx.db
    .select()
    .from(confirmations)
    .where(recordOf(layoutId, packageId, userId))
    .limit(1);
  return row ?? null;
}

/**
 * Which confirmation of record (its id) a package by this person on this layout has, if any: as
 * `confirmationOn`, without reading its snapshot. For read calls: kept in the personal cache
 * (auth/personal-cache.ts), since every logged-in read of a room's groups asks it.
 */
export function confirmationIdOn(
  ctx: AppContext,
  layoutId: number,
  packageId: number,
  userId: number,
): Promise<number | null> {
  return personal(ctx.personal, `confirmation-id:${layoutId}:${packageId}:${userId}`, async () => {
    const [row] = await ctx.db
      .select({ id: confirmations.id })
      .from(confirmations)
      .where(recordOf(layoutId, packageId, userId))
      .limit(1);
    return row?.id ?? null;
  });
}

/** A confirmation's package and snapshot, by its id. */
export async function confirmedSnapshot(
  ctx: AppContext,
  confirmationId: number,
): Promise<{ packageId: number; snapshot: ConfirmationSnapshot }> {
  const [row] = await ctx.db
    .select({ packageId: confirmations.packageId, snapshot: confirmations.snapshot })
    .from(confirmations)
    .where(eq(confirmations.id, confirmationId))
    .limit(1);
  if (!row) throw new Error(`no confirmation ${confirmationId}`);
  return row;
}

/** The rooms and options a confirmation names: kept where they are even when an import retired them. */
export type Kept = { rooms: ReadonlySet<number>; options: ReadonlySet<number> };

export function keptBy(snapshot: ConfirmationSnapshot): Kept {
  return {
    rooms: new Set(snapshot.rooms.map((room) => room.id)),
    options: new Set(snapshot.rooms.flatMap((room) => room.choices.map((c) => c.selectionId))),
  };
}

/**
 * One room's groups as they were confirmed: each shown group holds the confirmed option, priced
 * (`confirmedPrice`, which core's `assetPrice` counts) and named as it was then, and the package
 * chooses it. Groups the confirmation did not show (added since, or hidden then) are hidden, so
 * they add nothing to the total; an option gone altogether is shown by what the snapshot kept.
 * A restriction from a confirmed option, possibly added since, is left out: the confirmed choices
 * were settled when they were confirmed and are not changed by reading them.
 */
export function confirmedGroups(
  groups: readonly SelectionGroup[],
  room: ConfirmedRoom | undefined,
  packageId: number,
): SelectionGroup[] {
  const confirmed = new Map((room?.choices ?? []).map((choice) => [choice.groupId, choice]));
  return groups.map((group) => {
    const choice = confirmed.get(group.id);
    if (!choice) return group.hidden ? group : { ...group, hidden: true };
    const present = group.assets.some((asset) => asset.id === choice.selectionId);
    const assets = group.assets.map((asset) =>
      asset.id === choice.selectionId
        ? asConfirmed(asset, choice, packageId)
        : withoutPackage(asset, packageId),
    );
    return {
      ...group,
      hidden: false,
      restrictions: group.restrictions.filter((r) => r.source_selection_id !== choice.selectionId),
      assets: present
        ? assets
        : [...assets, asConfirmed(standIn(choice, group.id), choice, packageId)],
    };
  });
}

/** The confirmed choices over rooms laid out by `confirmedGroups`, every confirmed slot as confirmed. */
export function confirmedChoices(
  rooms: readonly RoomGroups[],
  snapshot: ConfirmationSnapshot,
  packageId: number,
): Choices {
  const choices = new Map(packageChoices(rooms, packageId));
  const slots = new Set<SlotKey>(
    rooms.flatMap((room) => room.groups.map((group) => slotKey(room.roomId, group.id))),
  );
  for (const room of snapshot.rooms) {
    for (const choice of room.choices) {
      const key = slotKey(room.id, choice.groupId);
      if (slots.has(key)) choices.set(key, choice.selectionId);
    }
  }
  return choices;
}

function asConfirmed(asset: Asset, choice: ConfirmedChoice, packageId: number): Asset {
  const packages = asset.packages.includes(packageId)
    ? asset.packages
    : [...asset.packages, packageId];
  // An option that had no price then (no material) is not given one now.
  const unpriced = choice.priceCents === 0 && !asset.is_special && asset.material === null;
  const confirmedPrice = unpriced ? {} : { confirmedPrice: toEuros(choice.priceCents) };
  // A special solution is the package's own, named by staff: its texts are not the catalogue's.
  if (asset.is_special) return { ...asset, packages, ...confirmedPrice };
  const material = asset.material && {
    ...asset.material,
    price: toEuros(choice.priceCents),
    // The name as confirmed (core's optionName: the short text, else the title); confirmations
    // older than the name have only the title.
    ...(choice.name ? { desc_short: sameText(choice.name, choice.title) ? {} : choice.name } : {}),
  };
  return { ...asset, packages, title: choice.title, material, ...confirmedPrice };
}

function withoutPackage(asset: Asset, packageId: number): Asset {
  if (!asset.packages.includes(packageId)) return asset;
  return { ...asset, packages: asset.packages.filter((id) => id !== packageId) };
}

/** An option no longer in the database (a special solution removed): what the snapshot kept of it. */
function standIn(choice: ConfirmedChoice, groupId: number): Asset {
  return {
    id: choice.selectionId,
    slug: `confirmed-${choice.selectionId}`,
    title: choice.title,
    groupId,
    priority: 0,
    packages: [],
    image: null,
    material: null,
    is_special: false,
  };
}

function sameText(a: I18nText, b: I18nText): boolean {
  return (["et", "en", "de"] as const).every((lang) => (a[lang] ?? "") === (b[lang] ?? ""));
}
