import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ConfirmationSnapshot } from "./api/personal-data.ts";
import { confirmationChanges } from "./confirmation-changes.ts";

type Choice = ConfirmationSnapshot["rooms"][number]["choices"][number];

const choice = (groupId: number, selectionId: number, priceCents: number): Choice => ({
  groupId,
  groupTitle: { en: `Group ${groupId}` },
  selectionId,
  title: { en: `Option ${selectionId}` },
  name: { en: `Named ${selectionId}` },
  materialCode: null,
  priceCents,
  isSpecial: false,
});

/** A snapshot whose total is its prices' sum, as confirmations are written. */
const snapshotOf = (rooms: { id: number; choices: Choice[] }[]): ConfirmationSnapshot => ({
  locale: "en",
  vat: 24,
  totalCents: rooms.flatMap((r) => r.choices).reduce((sum, c) => sum + c.priceCents, 0),
  rooms: rooms.map((room) => ({
    id: room.id,
    label: { en: `Room ${room.id}` },
    numbers: [String(room.id)],
    choices: room.choices,
  })),
});

describe("a confirmation's changes against the version before", () => {
  it("names each changed group with both options and the price difference", () => {
    const v1 = snapshotOf([
      { id: 1, choices: [choice(10, 100, 50_000), choice(11, 110, 0)] },
      { id: 2, choices: [choice(20, 200, 1_000)] },
    ]);
    const v2 = snapshotOf([
      { id: 1, choices: [choice(10, 101, 68_000), choice(11, 110, 0)] },
      { id: 2, choices: [choice(20, 200, 1_000)] },
    ]);
    expect(confirmationChanges(v1, v2)).toEqual({
      rooms: [
        {
          roomId: 1,
          label: { en: "Room 1" },
          numbers: ["1"],
          changes: [
            {
              groupId: 10,
              groupTitle: { en: "Group 10" },
              before: {
                selectionId: 100,
                name: { en: "Named 100" },
                materialCode: null,
                priceCents: 50_000,
                isSpecial: false,
              },
              after: {
                selectionId: 101,
                name: { en: "Named 101" },
                materialCode: null,
                priceCents: 68_000,
                isSpecial: false,
              },
              deltaCents: 18_000,
            },
          ],
        },
      ],
      totalDeltaCents: 18_000,
    });
  });

  it("counts a price changed on the same option, a group added and a room dropped", () => {
    const v1 = snapshotOf([
      { id: 1, choices: [choice(10, 100, 500)] },
      { id: 2, choices: [choice(20, 200, 700)] },
    ]);
    const v2 = snapshotOf([{ id: 1, choices: [choice(10, 100, 650), choice(12, 120, 90)] }]);
    const changes = confirmationChanges(v1, v2);
    expect(
      changes.rooms.map((r) => [
        r.roomId,
        r.changes.map((c) => [
          c.groupId,
          c.before?.selectionId,
          c.after?.selectionId,
          c.deltaCents,
        ]),
      ]),
    ).toEqual([
      [
        1,
        [
          [10, 100, 100, 150],
          [12, undefined, 120, 90],
        ],
      ],
      [2, [[20, 200, undefined, -700]]],
    ]);
    expect(changes.totalDeltaCents).toBe(150 + 90 - 700);
  });

  it("takes the title of an option confirmed before options had names", () => {
    const old = { ...choice(10, 100, 5), name: undefined };
    const changes = confirmationChanges(
      snapshotOf([{ id: 1, choices: [old] }]),
      snapshotOf([{ id: 1, choices: [choice(10, 101, 5)] }]),
    );
    expect(changes.rooms[0]?.changes[0]?.before?.name).toEqual({ en: "Option 100" });
  });

  // Layouts of up to 6 rooms with up to 5 groups, each group choosing one of 4 options at a price.
  const design = fc
    .uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 })
    .chain((roomIds) =>
      fc.tuple(
        ...roomIds.map((id) =>
          fc
            .uniqueArray(fc.integer({ min: 0, max: 4 }), { maxLength: 5 })
            .chain((groups) =>
              fc.tuple(
                ...groups.map((g) =>
                  fc
                    .tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 3 }))
                    .map(([option, price]) =>
                      choice(id * 10 + g, id * 100 + g * 10 + option, price * 2_500),
                    ),
                ),
              ),
            )
            .map((choices) => ({ id, choices })),
        ),
      ),
    )
    .map(snapshotOf);

  it("finds nothing between a version and itself", () => {
    fc.assert(
      fc.property(design, (s) => {
        expect(confirmationChanges(s, s)).toEqual({ rooms: [], totalDeltaCents: 0 });
      }),
    );
  });

  it("adds up to the difference of the totals, and the same groups change either way", () => {
    fc.assert(
      fc.property(design, design, (a, b) => {
        const forth = confirmationChanges(a, b);
        const back = confirmationChanges(b, a);
        const deltas = forth.rooms.flatMap((r) => r.changes).reduce((s, c) => s + c.deltaCents, 0);
        expect(deltas).toBe(forth.totalDeltaCents);
        expect(back.totalDeltaCents + forth.totalDeltaCents).toBe(0);
        const groups = (c: typeof forth) =>
          c.rooms.flatMap((r) => r.changes.map((x) => x.groupId)).sort((x, y) => x - y);
        expect(groups(back)).toEqual(groups(forth));
      }),
    );
  });
});
