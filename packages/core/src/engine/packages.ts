import { type Choices, type RoomGroups, type SlotKey, slotKey, slots } from "./configuration.ts";
import { applyRestrictions } from "./restrictions.ts";

/**
 * The choices of a package: in every group, the option whose package list names it, else the
 * first option. Restrictions then settle what the package leaves in conflict.
 */
export function packageChoices(rooms: readonly RoomGroups[], packageId: number): Choices {
  const choices = new Map<SlotKey, number>();
  for (const { room, group } of slots(rooms)) {
    const chosen = group.assets.find((a) => a.packages.includes(packageId)) ?? group.assets[0];
    if (chosen) choices.set(slotKey(room.roomId, group.id), chosen.id);
  }
  return applyRestrictions(rooms, choices).choices;
}

/** A package reset: the first option of every group. */
export function firstChoices(rooms: readonly RoomGroups[]): Choices {
  const choices = new Map<SlotKey, number>();
  for (const { room, group } of slots(rooms)) {
    const first = group.assets[0];
    if (first) choices.set(slotKey(room.roomId, group.id), first.id);
  }
  return applyRestrictions(rooms, choices).choices;
}
