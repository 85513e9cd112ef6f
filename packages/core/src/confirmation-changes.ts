/**
 * What a confirmation version changed against the one before it (issue 23, decision 046): per
 * room, each group whose option or price differs, with both options as they were confirmed and
 * the price difference, and the difference of the totals. Read from the two versions' snapshots
 * alone, so it says what the buyer confirmed each time whatever the catalogue says today. The
 * summary of version 2 and its PDF of record show it.
 */
import type { ConfirmationSnapshot } from "./api/personal-data.ts";
import type { I18nText } from "./locale.ts";

type SnapshotRoom = ConfirmationSnapshot["rooms"][number];
type SnapshotChoice = SnapshotRoom["choices"][number];

/** An option as a version confirmed it. */
export type ConfirmedOption = {
  selectionId: number;
  /** As buyers saw it named (the snapshot's `name`, else its title). */
  name: I18nText;
  materialCode: string | null;
  priceCents: number;
  isSpecial: boolean;
};

/** A group whose confirmed option changed: `before` null when the group is new, `after` when gone. */
export type ChoiceChange = {
  groupId: number;
  groupTitle: I18nText;
  before: ConfirmedOption | null;
  after: ConfirmedOption | null;
  /** `after`'s price less `before`'s, in cents (an absent side counts 0). */
  deltaCents: number;
};

export type RoomChanges = {
  roomId: number;
  label: I18nText;
  numbers: string[];
  changes: ChoiceChange[];
};

export type ConfirmationChanges = {
  /** Rooms with at least one change, in the later version's order (rooms it dropped last). */
  rooms: RoomChanges[];
  /** The later version's total less the earlier one's, in cents. */
  totalDeltaCents: number;
};

const optionOf = (choice: SnapshotChoice): ConfirmedOption => ({
  selectionId: choice.selectionId,
  name: choice.name ?? choice.title,
  materialCode: choice.materialCode,
  priceCents: choice.priceCents,
  isSpecial: choice.isSpecial,
});

/** Whether a group's confirmed choice is the same in both: the same option at the same price. */
const same = (a: SnapshotChoice | undefined, b: SnapshotChoice | undefined) =>
  a?.selectionId === b?.selectionId && a?.priceCents === b?.priceCents;

/** The changes from `before` (an earlier version's snapshot) to `after` (a later one's). */
export function confirmationChanges(
  before: ConfirmationSnapshot,
  after: ConfirmationSnapshot,
): ConfirmationChanges {
  const beforeRooms = new Map(before.rooms.map((room) => [room.id, room]));
  const afterIds = new Set(after.rooms.map((room) => room.id));
  const rooms: RoomChanges[] = [];
  const pairs: [SnapshotRoom | undefined, SnapshotRoom][] = [
    ...after.rooms.map((room): [SnapshotRoom | undefined, SnapshotRoom] => [
      beforeRooms.get(room.id),
      room,
    ]),
    ...before.rooms
      .filter((room) => !afterIds.has(room.id))
      .map((room): [SnapshotRoom, SnapshotRoom] => [room, { ...room, choices: [] }]),
  ];
  for (const [was, is] of pairs) {
    const wasChoices = new Map((was?.choices ?? []).map((c) => [c.groupId, c]));
    const isIds = new Set(is.choices.map((c) => c.groupId));
    const changes: ChoiceChange[] = [];
    for (const choice of is.choices) {
      const earlier = wasChoices.get(choice.groupId);
      if (same(earlier, choice)) continue;
      changes.push({
        groupId: choice.groupId,
        groupTitle: choice.groupTitle,
        before: earlier ? optionOf(earlier) : null,
        after: optionOf(choice),
        deltaCents: choice.priceCents - (earlier?.priceCents ?? 0),
      });
    }
    for (const earlier of was?.choices ?? []) {
      if (isIds.has(earlier.groupId)) continue;
      changes.push({
        groupId: earlier.groupId,
        groupTitle: earlier.groupTitle,
        before: optionOf(earlier),
        after: null,
        deltaCents: -earlier.priceCents,
      });
    }
    if (changes.length > 0) {
      rooms.push({ roomId: is.id, label: is.label, numbers: is.numbers, changes });
    }
  }
  return { rooms, totalDeltaCents: after.totalCents - before.totalCents };
}
