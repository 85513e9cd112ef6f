import type { SelectionGroup } from "../api/rooms.ts";
import { type Choices, type RoomGroups, type SlotKey, slotKey, slots } from "./configuration.ts";
import { total } from "./pricing.ts";

/** One slot's option before and after a pick (undefined: the slot held no choice). */
export type SlotChange = {
  roomId: number;
  groupId: number;
  from: number | undefined;
  to: number | undefined;
};

/**
 * What a buyer's pick did to the design: the slot they picked in, and every other slot whose
 * option changed with it — what restrictions moved to keep every rule true (spec section 4).
 */
export type PickReport = {
  picked: SlotChange;
  /** The other slots whose option changed, in room and group order. */
  ruleChanges: SlotChange[];
};

/**
 * Compares the choices before and after a pick in `picked` (a room and group). Every slot either
 * side names is looked at, so a choice the rooms do not hold (a carried one) is not missed; the
 * rooms give the order only.
 */
export function pickReport(
  rooms: readonly RoomGroups[],
  before: Choices,
  after: Choices,
  picked: { roomId: number; groupId: number },
): PickReport {
  const pickedKey = slotKey(picked.roomId, picked.groupId);
  const order: SlotKey[] = [];
  for (const { room, group } of slots(rooms)) order.push(slotKey(room.roomId, group.id));
  const known = new Set(order);
  for (const key of [...before.keys(), ...after.keys()]) {
    if (!known.has(key)) {
      known.add(key);
      order.push(key);
    }
  }
  const ruleChanges: SlotChange[] = [];
  for (const key of order) {
    const from = before.get(key);
    const to = after.get(key);
    if (key === pickedKey || from === to) continue;
    ruleChanges.push(changeAt(key, from, to));
  }
  return {
    picked: changeAt(pickedKey, before.get(pickedKey), after.get(pickedKey)),
    ruleChanges,
  };
}

function changeAt(key: SlotKey, from: number | undefined, to: number | undefined): SlotChange {
  const [roomId, groupId] = key.split(":").map(Number) as [number, number];
  return { roomId, groupId, from, to };
}

/** The rule's changes the buyer can see: those in groups that are not hidden. */
export function shownRuleChanges(rooms: readonly RoomGroups[], report: PickReport): SlotChange[] {
  return report.ruleChanges.filter((change) => changedGroup(rooms, change)?.hidden === false);
}

/**
 * What the rule's changes add to the total, VAT included: the design's total after the pick less
 * its total had the pick changed only the picked slot. `priced` is false when neither total has a
 * priced option (nothing worth saying about money).
 */
export function ruleChangesPrice(
  rooms: readonly RoomGroups[],
  after: Choices,
  report: PickReport,
  vatRateOf: (roomId: number) => number,
): { cents: number; priced: boolean } {
  const pickOnly = new Map(after);
  for (const change of report.ruleChanges) {
    const key = slotKey(change.roomId, change.groupId);
    if (change.from === undefined) pickOnly.delete(key);
    else pickOnly.set(key, change.from);
  }
  const withRules = total(rooms, after, vatRateOf);
  const without = total(rooms, pickOnly, vatRateOf);
  return { cents: withRules.cents - without.cents, priced: withRules.priced || without.priced };
}

/** The group a change is in, among the rooms given. */
export function changedGroup(
  rooms: readonly RoomGroups[],
  change: SlotChange,
): SelectionGroup | undefined {
  return rooms
    .find((room) => room.roomId === change.roomId)
    ?.groups.find((group) => group.id === change.groupId);
}
