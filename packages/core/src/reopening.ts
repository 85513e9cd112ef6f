/**
 * Staff reopening a confirmed layout (issue 23, docs/decisions/046-reopening-confirmations.md):
 * the buyer changes the rooms reopened and confirms again; the rooms not named stay as the
 * reopened version confirmed them. Pure: the server refuses a buyer's save or confirmation with
 * it and the configurator locks the rooms with it.
 */
import type { ConfirmationSnapshot } from "./api/personal-data.ts";
import { type Choices, type SlotKey, slotKey } from "./engine/configuration.ts";

/** Whether a room (tab) may be changed again: every room when the reopening named none. */
export function reopenedRoom(tabId: number, tabIds: readonly number[] | null): boolean {
  return tabIds === null || tabIds.includes(tabId);
}

/** A confirmation's choices by slot, as its snapshot kept them. */
export function snapshotChoices(snapshot: ConfirmationSnapshot): Choices {
  return new Map(
    snapshot.rooms.flatMap((room) =>
      room.choices.map((c): [SlotKey, number] => [slotKey(room.id, c.groupId), c.selectionId]),
    ),
  );
}

/** The slots of rooms not reopened whose option differs between two designs of a layout. */
export function changedOutsideReopened(
  before: Choices,
  after: Choices,
  tabIds: readonly number[] | null,
): SlotKey[] {
  if (tabIds === null) return [];
  const changed: SlotKey[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    if (!reopenedRoom(Number(key.split(":")[0]), tabIds) && before.get(key) !== after.get(key)) {
      changed.push(key);
    }
  }
  return changed;
}
