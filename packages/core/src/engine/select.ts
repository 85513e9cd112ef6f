import { type Choices, findAsset, type RoomGroups, slotKey } from "./configuration.ts";
import { applyRestrictions, type Restricted } from "./restrictions.ts";

type SlotChoice = { roomId: number; groupId: number; assetId: number };

function findGroup(rooms: readonly RoomGroups[], roomId: number, groupId: number) {
  return rooms.find((r) => r.roomId === roomId)?.groups.find((g) => g.id === groupId);
}

/**
 * A buyer's choice of an option in one room's group (the group's other option is unmarked), then
 * restrictions settle. Special solutions are outside ordinary choosing: a slot holding one keeps
 * it, and one is never chosen this way. Unknown rooms, groups or options change nothing.
 */
export function selectAsset(
  rooms: readonly RoomGroups[],
  choices: Choices,
  choice: SlotChoice,
): Restricted {
  const group = findGroup(rooms, choice.roomId, choice.groupId);
  const key = slotKey(choice.roomId, choice.groupId);
  const wanted = group && findAsset(group, choice.assetId);
  const current = group && findAsset(group, choices.get(key));
  if (!wanted || wanted.is_special || current?.is_special) return applyRestrictions(rooms, choices);
  return applyRestrictions(rooms, new Map(choices).set(key, wanted.id));
}

/** Staff switching a special solution on: it becomes the slot's choice. */
export function chooseSpecial(
  rooms: readonly RoomGroups[],
  choices: Choices,
  choice: SlotChoice,
): Restricted {
  const group = findGroup(rooms, choice.roomId, choice.groupId);
  const special = group && findAsset(group, choice.assetId);
  if (!special?.is_special) return applyRestrictions(rooms, choices);
  return applyRestrictions(
    rooms,
    new Map(choices).set(slotKey(choice.roomId, choice.groupId), special.id),
  );
}

/** Staff switching a special solution off: the group's first regular option comes back. */
export function dropSpecial(
  rooms: readonly RoomGroups[],
  choices: Choices,
  slot: { roomId: number; groupId: number },
): Restricted {
  const first = findGroup(rooms, slot.roomId, slot.groupId)?.assets.find((a) => !a.is_special);
  if (!first) return applyRestrictions(rooms, choices);
  return applyRestrictions(
    rooms,
    new Map(choices).set(slotKey(slot.roomId, slot.groupId), first.id),
  );
}
