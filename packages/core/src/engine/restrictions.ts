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
 * nothing changes. A slot may move more than once on the way (a choice that limits one group is
 * itself moved by a third), so the passes are not counted per slot; the limit only ends a loop
 * that never settles, wherever it then is (`restrictionLoop` names its restrictions, and the
 * company format's check refuses them).
 */
export function applyRestrictions(rooms: readonly RoomGroups[], choices: Choices): Restricted {
  let current = new Map(choices);
  let targets = markTargets(rooms, current);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const next = enforce(rooms, current, targets);
    if (next === current) break;
    current = next;
    targets = markTargets(rooms, current);
  }
  return { choices: current, targets };
}

/** Passes of settling before a loop is given up: far more than any settling run takes. */
const MAX_PASSES = 10_000;

/** A choice that settling restrictions moves: in `slot`, from one option to `to`, by a restriction. */
export type RestrictionMove = {
  slot: SlotKey;
  from: number | undefined;
  to: number;
  restrictionId: number;
};

/**
 * The moves restrictions repeat for ever from these choices when they never come to rest (`a/1`
 * makes `b` `1`, `b/1` makes `a` `2`, `a/2` makes `b` `2`, `b/2` makes `a` `1`): the passes of one
 * round of the loop, found where the choices come back to what they held on an earlier pass.
 * Empty when they settle, as `applyRestrictions` settles them.
 */
export function restrictionLoop(rooms: readonly RoomGroups[], choices: Choices): RestrictionMove[] {
  let current = new Map(choices);
  /** The pass at which the choices were as they are, by the choices as text. */
  const seen = new Map<string, number>();
  const passes: RestrictionMove[][] = [];
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // A run only ever adds slots, each after the last, so equal choices read the same.
    const state = String([...current]);
    const earlier = seen.get(state);
    if (earlier !== undefined) return passes.slice(earlier).flat();
    seen.set(state, pass);
    const targets = markTargets(rooms, current);
    const next = enforce(rooms, current, targets);
    if (next === current) return [];
    const moves: RestrictionMove[] = [];
    for (const [slot, to] of next) {
      const from = current.get(slot);
      const restrictionId = targets.get(slot)?.get(to)?.restrictionId;
      if (to !== from && restrictionId !== undefined) moves.push({ slot, from, to, restrictionId });
    }
    passes.push(moves);
    current = next;
  }
  // No settling and no return within the limit: the engine stops it anywhere, as a loop.
  return passes.slice(-1).flat();
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
