import {
  type Choice,
  type Choices,
  choicesToList,
  findAsset,
  type RoomGroups,
  type SlotKey,
  slotKey,
  slots,
} from "./configuration.ts";
import { applyRestrictions, type Restricted } from "./restrictions.ts";

export type AppliedChoices = Restricted & {
  /** Carried choices naming a room, group or option the rooms do not have (any more). */
  unknown: Choice[];
};

/**
 * Choices carried from elsewhere (a link, the browser's storage) put over a starting point (a
 * package's choices), then restrictions settle. A carried choice counts when its room has its
 * group and the group has its option; a special solution counts too, since a link reproduces what
 * staff made. Every other carried choice is reported as unknown and changes nothing. When a slot
 * is named twice, the later choice wins.
 */
export function applyChoices(
  rooms: readonly RoomGroups[],
  base: Choices,
  carried: readonly Choice[],
): AppliedChoices {
  const next = new Map<SlotKey, number>(base);
  const unknown: Choice[] = [];
  const roomsById = new Map(rooms.map((room) => [room.roomId, room]));
  for (const choice of carried) {
    const group = roomsById.get(choice.roomId)?.groups.find((g) => g.id === choice.groupId);
    if (!group || !findAsset(group, choice.assetId)) {
      unknown.push(choice);
      continue;
    }
    next.set(slotKey(choice.roomId, choice.groupId), choice.assetId);
  }
  return { ...applyRestrictions(rooms, next), unknown };
}

/**
 * The choices of `choices` that `base` does not make: what a link laid over a package carries
 * (codec.ts). `applyChoices(rooms, base, changedChoices(choices, base))` gives `choices` back
 * whenever `choices` is a settled design (restrictions hold), as every design on screen is.
 */
export function changedChoices(choices: Choices, base: Choices): Choice[] {
  return choicesToList(choices).filter(
    (choice) => base.get(slotKey(choice.roomId, choice.groupId)) !== choice.assetId,
  );
}

/**
 * The rooms whose choices the buyer sees (their groups that are not hidden) differ from `base`'s:
 * a room the buyer changed, and a room whose choice a restriction from another room changed.
 * A room changed and changed back again is not among them.
 */
export function changedRooms(
  rooms: readonly RoomGroups[],
  choices: Choices,
  base: Choices,
): ReadonlySet<number> {
  const changed = new Set<number>();
  for (const { room, group } of slots(rooms)) {
    if (group.hidden || changed.has(room.roomId)) continue;
    const key = slotKey(room.roomId, group.id);
    if (choices.get(key) !== base.get(key)) changed.add(room.roomId);
  }
  return changed;
}

/** Whether two sets of choices choose the same option in the same slots. */
export function sameChoices(a: Choices, b: Choices): boolean {
  if (a.size !== b.size) return false;
  for (const [key, assetId] of a) if (b.get(key) !== assetId) return false;
  return true;
}

/** The choices as a plain record (`"room:group"` → option), the form JSON storage keeps. */
export function choicesToRecord(choices: Choices): Record<SlotKey, number> {
  return Object.fromEntries(choices) as Record<SlotKey, number>;
}

/** Triples from a stored record; keys that are not `room:group` of positive ids are left out. */
export function choicesFromRecord(record: Readonly<Record<string, number>>): Choice[] {
  const list: Choice[] = [];
  for (const [key, assetId] of Object.entries(record)) {
    const match = /^([1-9][0-9]*):([1-9][0-9]*)$/.exec(key);
    if (!match || !Number.isInteger(assetId) || assetId <= 0) continue;
    list.push({ roomId: Number(match[1]), groupId: Number(match[2]), assetId });
  }
  return list;
}
