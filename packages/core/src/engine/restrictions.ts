import {
  type Choices,
  findAsset,
  type RoomGroups,
  type SlotKey,
  slotKey,
  slots,
} from "./configuration.ts";

/** Why an option is targeted: the restriction and the chosen option that caused it. */
export type Targeting = {
  restrictionId: number;
  sourceRoomId: number;
  sourceGroupId: number;
  sourceAssetId: number;
};

/** Per slot, the options restrictions point at, with the first restriction naming each. */
export type Targets = ReadonlyMap<SlotKey, ReadonlyMap<number, Targeting>>;

export type Restricted = { choices: Choices; targets: Targets };

/**
 * Settles restrictions (spec section 4): all marks are cleared; every restriction whose source
 * option is chosen marks its target option, in the source's own room, or in every room when the
 * source room is a room-type room; a target group whose chosen option is a special solution is
 * left alone; a group with marked options whose choice is not among them gets its first marked
 * option.
 *
 * A changed choice can itself be the source of further restrictions, so this repeats until
 * nothing changes (at most once per slot, which ends cycles that could never be satisfied).
 */
export function applyRestrictions(rooms: readonly RoomGroups[], choices: Choices): Restricted {
  let current = new Map(choices);
  let targets = markTargets(rooms, current);
  const limit = countSlots(rooms) + 1;
  for (let pass = 0; pass < limit; pass++) {
    const next = enforce(rooms, current, targets);
    if (next === current) break;
    current = next;
    targets = markTargets(rooms, current);
  }
  return { choices: current, targets };
}

function markTargets(rooms: readonly RoomGroups[], choices: Choices): Targets {
  const targets = new Map<SlotKey, Map<number, Targeting>>();
  const roomsWithGroup = new Map<number, number[]>();
  for (const { room, group } of slots(rooms)) {
    const list = roomsWithGroup.get(group.id);
    if (list) list.push(room.roomId);
    else roomsWithGroup.set(group.id, [room.roomId]);
  }
  for (const { room, group } of slots(rooms)) {
    const chosen = choices.get(slotKey(room.roomId, group.id));
    for (const restriction of group.restrictions) {
      if (restriction.source_selection_id !== chosen) continue;
      const targetGroup = restriction.target_selection_group_id;
      const targetRooms = room.isRoomType
        ? (roomsWithGroup.get(targetGroup) ?? [])
        : (roomsWithGroup.get(targetGroup) ?? []).filter((id) => id === room.roomId);
      for (const targetRoom of targetRooms) {
        const key = slotKey(targetRoom, targetGroup);
        let marks = targets.get(key);
        if (!marks) {
          marks = new Map();
          targets.set(key, marks);
        }
        if (!marks.has(restriction.target_selection_id)) {
          marks.set(restriction.target_selection_id, {
            restrictionId: restriction.id,
            sourceRoomId: room.roomId,
            sourceGroupId: group.id,
            sourceAssetId: restriction.source_selection_id,
          });
        }
      }
    }
  }
  return targets;
}

/** The choices with every restricted slot moved onto its first marked option; the same map when none moves. */
function enforce(rooms: readonly RoomGroups[], choices: Map<SlotKey, number>, targets: Targets) {
  let next: Map<SlotKey, number> | null = null;
  for (const { room, group } of slots(rooms)) {
    const key = slotKey(room.roomId, group.id);
    const marks = targets.get(key);
    if (!marks || marks.size === 0) continue;
    const chosenId = choices.get(key);
    if (findAsset(group, chosenId)?.is_special) continue;
    if (chosenId !== undefined && marks.has(chosenId)) continue;
    // "First" in the group's own order, which is the order the buyer sees.
    const firstMarked = group.assets.find((a) => marks.has(a.id));
    if (!firstMarked) continue;
    next ??= new Map(choices);
    next.set(key, firstMarked.id);
  }
  return next ?? choices;
}

function countSlots(rooms: readonly RoomGroups[]): number {
  return rooms.reduce((n, room) => n + room.groups.length, 0);
}
