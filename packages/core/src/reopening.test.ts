import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Choices, SlotKey } from "./engine/configuration.ts";
import { changedOutsideReopened, reopenedRoom, snapshotChoices } from "./reopening.ts";

const design = (entries: [SlotKey, number][]): Choices => new Map(entries);

describe("a reopened layout", () => {
  it("opens every room when no room is named, else only those named", () => {
    expect(reopenedRoom(4, null)).toBe(true);
    expect(reopenedRoom(4, [3, 4])).toBe(true);
    expect(reopenedRoom(5, [3, 4])).toBe(false);
  });

  it("tells changes in rooms not reopened, by room even where two rooms share a group", () => {
    // Two bathrooms (rooms 5 and 6) of one room type share group 30.
    const before = design([
      ["5:30", 300],
      ["6:30", 300],
      ["7:40", 400],
    ]);
    const after = design([
      ["5:30", 301],
      ["6:30", 301],
      ["7:40", 400],
    ]);
    expect(changedOutsideReopened(before, after, [5])).toEqual(["6:30"]);
    expect(changedOutsideReopened(before, after, [5, 6])).toEqual([]);
    expect(changedOutsideReopened(before, after, null)).toEqual([]);
    // A choice added or dropped outside counts as a change too.
    expect(changedOutsideReopened(before, design([...before, ["7:41", 410]]), [5])).toEqual([
      "7:41",
    ]);
  });

  it("finds nothing outside whatever changed inside the reopened rooms", () => {
    const slot = fc.tuple(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }));
    const choices = fc
      .array(fc.tuple(slot, fc.integer({ min: 1, max: 9 })), { maxLength: 20 })
      .map((list) => design(list.map(([[r, g], a]): [SlotKey, number] => [`${r}:${g}`, a])));
    fc.assert(
      fc.property(
        choices,
        choices,
        fc.uniqueArray(fc.integer({ min: 1, max: 5 })),
        (a, b, open) => {
          // b's choices in the open rooms, a's everywhere else.
          const mixed = design([
            ...[...a].filter(([k]) => !open.includes(Number(k.split(":")[0]))),
            ...[...b].filter(([k]) => open.includes(Number(k.split(":")[0]))),
          ]);
          expect(changedOutsideReopened(a, mixed, open)).toEqual([]);
        },
      ),
    );
  });

  it("reads a confirmation's choices by room and group", () => {
    const choice = (groupId: number, selectionId: number) => ({
      groupId,
      groupTitle: {},
      selectionId,
      title: {},
      materialCode: null,
      priceCents: 0,
      isSpecial: false,
    });
    const snapshot = {
      locale: "en",
      vat: null,
      totalCents: 0,
      rooms: [
        { id: 5, label: {}, numbers: [], choices: [choice(30, 300)] },
        { id: 6, label: {}, numbers: [], choices: [choice(30, 301)] },
      ],
    };
    expect([...snapshotChoices(snapshot)]).toEqual([
      ["5:30", 300],
      ["6:30", 301],
    ]);
  });
});
