import {
  applyChoices,
  type Choices,
  choicesToList,
  firstChoices,
  packageChoices,
  type RoomGroups,
} from "@home-designer/core";
import { eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import {
  type ConfirmationSnapshot,
  selectionFiles,
  selections,
  userPackageSelections,
} from "../../db/schema.ts";
import { unprocessable } from "../../http/errors.ts";
import { localized, verbatim } from "../../i18n/messages.ts";
import { layoutConfiguration } from "../rooms/groups-service.ts";
import { confirmationOn, confirmedChoices } from "./confirmed-design.ts";
import type { PackageRow } from "./package-access.ts";

export type LayoutConfiguration = Awaited<ReturnType<typeof layoutConfiguration>>;

export function engineRooms(configuration: LayoutConfiguration): RoomGroups[] {
  return configuration.rooms.map(({ room, groups }) => ({
    roomId: room.id,
    isRoomType: room.is_room_type,
    groups,
  }));
}

/**
 * The layout's rooms with a package's choices, as the configurator computes them (the package's
 * options, else each group's first; then restrictions). A user package brings its own choices
 * and special solutions.
 */
export async function choicesOfPackage(
  ctx: AppContext,
  pkg: PackageRow | null,
  project: { id: number; companyId: number },
  layoutId: number,
): Promise<{ configuration: LayoutConfiguration; choices: Choices }> {
  const configuration = await layoutConfiguration(ctx, project, layoutId, pkg);
  const rooms = engineRooms(configuration);
  return { configuration, choices: pkg ? packageChoices(rooms, pkg.id) : firstChoices(rooms) };
}

/**
 * A package's design as this person sees it on the layout: as confirmed when they confirmed it
 * there (with the confirmation), otherwise as `choicesOfPackage` computes it, at today's prices.
 */
export async function packageDesignFor(
  ctx: AppContext,
  pkg: PackageRow | null,
  project: { id: number; companyId: number },
  layoutId: number,
  userId: number,
): Promise<{
  configuration: LayoutConfiguration;
  choices: Choices;
  confirmation: Awaited<ReturnType<typeof confirmationOn>>;
}> {
  const confirmation = pkg ? await confirmationOn(ctx, layoutId, pkg.id, userId) : null;
  if (!pkg || !confirmation) {
    return { ...(await choicesOfPackage(ctx, pkg, project, layoutId)), confirmation: null };
  }
  return {
    ...(await confirmedDesign(ctx, pkg, project, layoutId, confirmation.snapshot)),
    confirmation,
  };
}

/** A confirmed package's rooms and choices as they were confirmed (confirmed-design.ts). */
export async function confirmedDesign(
  ctx: AppContext,
  pkg: PackageRow,
  project: { id: number; companyId: number },
  layoutId: number,
  snapshot: ConfirmationSnapshot,
): Promise<{ configuration: LayoutConfiguration; choices: Choices }> {
  const configuration = await layoutConfiguration(ctx, project, layoutId, pkg, snapshot);
  return {
    configuration,
    choices: confirmedChoices(engineRooms(configuration), snapshot, pkg.id),
  };
}

/**
 * Choices sent by the browser (room and option), put over the starting choices. Every one must be
 * an option of a group of that room of the layout; otherwise nothing is saved (422).
 */
export function carriedChoices(
  configuration: LayoutConfiguration,
  base: Choices,
  sent: readonly { tab_id: number; selection_id: number }[],
): Choices {
  const groupOf = new Map<string, number>();
  for (const { room, groups } of configuration.rooms) {
    for (const group of groups)
      for (const asset of group.assets) groupOf.set(`${room.id}:${asset.id}`, group.id);
  }
  const bad: string[] = [];
  const triples = sent.flatMap((s) => {
    const groupId = groupOf.get(`${s.tab_id}:${s.selection_id}`);
    if (groupId === undefined) {
      bad.push(`${s.tab_id}:${s.selection_id}`);
      return [];
    }
    return [{ roomId: s.tab_id, groupId, assetId: s.selection_id }];
  });
  if (bad.length > 0) {
    throw unprocessable(localized("selectionsInvalid"), {
      selections: [verbatim(`not options of this layout: ${bad.slice(0, 10).join(", ")}`)],
    });
  }
  return applyChoices(engineRooms(configuration), base, triples).choices;
}

/**
 * Stores choices as a user package's own (one option per group per room), replacing what it
 * held. Special solutions of another package are copied into this one, with their files, so the
 * new package owns what it shows.
 */
export async function writeChoices(
  tx: Pick<Db, "select" | "insert" | "delete">,
  packageId: number,
  choices: Choices,
): Promise<void> {
  const list = choicesToList(choices);
  const specialIds = list.map((c) => c.assetId);
  const foreignSpecials =
    specialIds.length === 0
      ? []
      : (await tx.select().from(selections).where(inArray(selections.id, specialIds))).filter(
          (s) => s.isSpecial && s.packageId !== packageId,
        );
  const copies = new Map<number, number>();
  for (const special of foreignSpecials) {
    const { id: _old, createdAt: _created, ...rest } = special;
    const [copy] = await tx
      .insert(selections)
      .values({ ...rest, packageId, slug: `${special.slug}-${packageId}` })
      .returning({ id: selections.id });
    if (!copy) throw new Error("special solution not copied");
    copies.set(special.id, copy.id);
    const attached = await tx
      .select()
      .from(selectionFiles)
      .where(eq(selectionFiles.selectionId, special.id));
    if (attached.length > 0) {
      await tx
        .insert(selectionFiles)
        .values(
          attached.map((f) => ({ selectionId: copy.id, file: f.file, position: f.position })),
        );
    }
  }
  await tx.delete(userPackageSelections).where(eq(userPackageSelections.packageId, packageId));
  if (list.length === 0) return;
  await tx.insert(userPackageSelections).values(
    list.map((c) => ({
      packageId,
      roomId: c.roomId,
      selectionGroupId: c.groupId,
      selectionId: copies.get(c.assetId) ?? c.assetId,
    })),
  );
}
