import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyChoices,
  changedChoices,
  changedRooms,
  choicesFromRecord,
  choicesToRecord,
  sameChoices,
} from "./choices.ts";
import { decodeCompact, encodeChoices, encodePlain, readChoicesFromQuery } from "./codec.ts";
import { type Choices, choicesToList, type RoomGroups, slotKey, slots } from "./configuration.ts";
import { firstChoices, packageChoices } from "./packages.ts";
import { applyRestrictions } from "./restrictions.ts";
import { chooseSpecial, selectAsset } from "./select.ts";
import { asset, configurationArbitrary, group, restriction } from "./test-configuration.ts";

/** A state the buyer can reach: a package, then ordinary choices and staff's special solutions. */
function reach(
  rooms: readonly RoomGroups[],
  packageId: number,
  steps: readonly [number, number, boolean][],
): Choices {
  const all = [...slots(rooms)];
  let choices = packageChoices(rooms, packageId);
  for (const [slotIndex, optionIndex, special] of steps) {
    const s = all[slotIndex % all.length];
    if (!s) continue;
    const option = s.group.assets[optionIndex % s.group.assets.length];
    if (!option) continue;
    const choice = { roomId: s.room.roomId, groupId: s.group.id, assetId: option.id };
    choices = (
      special && option.is_special
        ? chooseSpecial(rooms, choices, choice)
        : selectAsset(rooms, choices, choice)
    ).choices;
  }
  return choices;
}

const steps = fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { maxLength: 20 });

describe("applyChoices", () => {
  it("reproduces any reachable state from its triples, whatever the starting package", () => {
    fc.assert(
      fc.property(
        configurationArbitrary,
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        steps,
        (rooms, start, other, path) => {
          const state = reach(rooms, start, path);
          const applied = applyChoices(rooms, packageChoices(rooms, other), choicesToList(state));
          expect(applied.unknown).toEqual([]);
          expect(sameChoices(applied.choices, state)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("reproduces a state through the compact link code", () => {
    fc.assert(
      fc.property(configurationArbitrary, fc.integer({ min: 1, max: 4 }), steps, (rooms, p, s) => {
        const state = reach(rooms, p, s);
        const decoded = decodeCompact(encodeChoices(choicesToList(state)));
        if (!decoded.ok) throw new Error(decoded.reason);
        const applied = applyChoices(rooms, firstChoices(rooms), decoded.choices);
        expect(sameChoices(applied.choices, state)).toBe(true);
      }),
    );
  });

  it("gives a design back from a link carrying only what differs from its package", () => {
    fc.assert(
      fc.property(configurationArbitrary, fc.integer({ min: 1, max: 4 }), steps, (rooms, p, s) => {
        const state = reach(rooms, p, s);
        const base = packageChoices(rooms, p);
        const changed = changedChoices(state, base);
        const code = encodeChoices(changed);
        const decoded = decodeCompact(code);
        if (!decoded.ok) throw new Error(decoded.reason);
        expect(decoded.choices).toHaveLength(
          choicesToList(state).filter((c) => base.get(slotKey(c.roomId, c.groupId)) !== c.assetId)
            .length,
        );
        const applied = applyChoices(rooms, base, decoded.choices);
        expect(applied.unknown).toEqual([]);
        expect(sameChoices(applied.choices, state)).toBe(true);
        // The package as it is: nothing but the version.
        if (sameChoices(state, base)) expect(code).toBe("2");
        // Never longer than the whole design.
        expect(code.length).toBeLessThanOrEqual(encodeChoices(choicesToList(state)).length);
      }),
      { numRuns: 300 },
    );
  });

  it("still gives the same design from links written before (every slot, version 1 or JSON)", () => {
    fc.assert(
      fc.property(configurationArbitrary, fc.integer({ min: 1, max: 4 }), steps, (rooms, p, s) => {
        const state = reach(rooms, p, s);
        const base = packageChoices(rooms, p);
        const every = choicesToList(state);
        const version1 = `1${encodeChoices(every).slice(1)}`;
        for (const query of [
          new URLSearchParams({ selections: version1, compressed_selections: "true" }),
          new URLSearchParams({ selections: encodePlain(every) }),
        ]) {
          const decoded = readChoicesFromQuery(query);
          if (!decoded?.ok) throw new Error("not read");
          expect(sameChoices(applyChoices(rooms, base, decoded.choices).choices, state)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("opens a link whose package lost options since: the rest applies, the rules hold", () => {
    fc.assert(
      fc.property(
        configurationArbitrary,
        fc.integer({ min: 1, max: 4 }),
        steps,
        fc.array(fc.nat(), { maxLength: 6 }),
        (rooms, p, s, removals) => {
          const state = reach(rooms, p, s);
          const link = decodeCompact(
            encodeChoices(changedChoices(state, packageChoices(rooms, p))),
          );
          if (!link.ok) throw new Error(link.reason);
          // The company removes options (never a group's last) after the link was shared.
          const removed = new Set<number>();
          const assets = rooms.flatMap((r) => r.groups.flatMap((g) => g.assets));
          for (const n of removals) {
            const victim = assets[n % assets.length];
            if (victim) removed.add(victim.id);
          }
          const later: RoomGroups[] = rooms.map((room) => ({
            ...room,
            groups: room.groups.map((g) => {
              const kept = g.assets.filter((a) => !removed.has(a.id));
              return { ...g, assets: kept.length > 0 ? kept : g.assets.slice(0, 1) };
            }),
          }));
          const applied = applyChoices(later, packageChoices(later, p), link.choices);
          for (const { room, group } of slots(later)) {
            const chosen = applied.choices.get(slotKey(room.roomId, group.id));
            expect(group.assets.some((a) => a.id === chosen)).toBe(true);
          }
          expect(
            sameChoices(applyRestrictions(later, applied.choices).choices, applied.choices),
          ).toBe(true);
          for (const unknown of applied.unknown) expect(removed.has(unknown.assetId)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  // Kitchen (room 2): worktop → sink; the whole apartment (room 1) is a room-type room.
  const laminate = asset(11, 10, [1]);
  const quartz = asset(12, 10, [2]);
  const inset = asset(21, 20, [1]);
  const undermount = asset(22, 20, [2]);
  const rooms: RoomGroups[] = [
    { roomId: 1, isRoomType: true, groups: [group(30, 1, [asset(31, 30, [1]), asset(32, 30)])] },
    {
      roomId: 2,
      isRoomType: false,
      groups: [
        group(10, 2, [laminate, quartz], [restriction(quartz, undermount)]),
        group(20, 2, [inset, undermount]),
      ],
    },
  ];

  it("applies what exists, reports what does not, and settles restrictions", () => {
    const base = packageChoices(rooms, 1);
    const carried = [
      { roomId: 2, groupId: 10, assetId: 12 },
      { roomId: 2, groupId: 20, assetId: 21 },
      { roomId: 9, groupId: 10, assetId: 12 },
      { roomId: 2, groupId: 99, assetId: 12 },
      { roomId: 2, groupId: 20, assetId: 31 },
      { roomId: 1, groupId: 30, assetId: 32 },
    ];
    const applied = applyChoices(rooms, base, carried);
    expect(applied.unknown).toEqual(carried.slice(2, 5));
    expect(applied.choices.get(slotKey(2, 10))).toBe(12);
    // The link asked for the inset sink, which the quartz worktop rules out.
    expect(applied.choices.get(slotKey(2, 20))).toBe(22);
    expect(applied.choices.get(slotKey(1, 30))).toBe(32);
    expect(applied.targets.get(slotKey(2, 20))?.has(22)).toBe(true);
  });

  it("lets the later of two choices for one slot win, and keeps the base where nothing is carried", () => {
    const base = packageChoices(rooms, 1);
    const applied = applyChoices(rooms, base, [
      { roomId: 1, groupId: 30, assetId: 32 },
      { roomId: 1, groupId: 30, assetId: 31 },
    ]);
    expect(sameChoices(applied.choices, base)).toBe(true);
    expect(sameChoices(applyChoices(rooms, base, []).choices, base)).toBe(true);
  });
});

describe("changedRooms", () => {
  // The whole apartment (room 1, a room-type room): its floor's walnut rules the kitchen's
  // (room 2) skirting brown. The bathroom (room 3) has a hidden group the walnut rules too.
  const oak = asset(11, 10, [1]);
  const walnut = asset(12, 10);
  const white = asset(21, 20, [1]);
  const brown = asset(22, 20);
  const steel = asset(31, 30, [1]);
  const brass = asset(32, 30);
  const tile = asset(41, 40, [1]);
  const stone = asset(42, 40);
  const rooms: RoomGroups[] = [
    {
      roomId: 1,
      isRoomType: true,
      groups: [
        group(10, 1, [oak, walnut], [restriction(walnut, brown), restriction(walnut, brass)]),
      ],
    },
    { roomId: 2, isRoomType: false, groups: [group(20, 2, [white, brown])] },
    {
      roomId: 3,
      isRoomType: false,
      groups: [group(40, 3, [tile, stone]), group(30, 3, [steel, brass], [], { hidden: true })],
    },
  ];
  const base = packageChoices(rooms, 1);
  const pick = (choices: Choices, roomId: number, groupId: number, assetId: number) =>
    selectAsset(rooms, choices, { roomId, groupId, assetId }).choices;

  it("names no room for the package as it is", () => {
    expect([...changedRooms(rooms, base, base)]).toEqual([]);
  });

  it("names the room changed, and not the others", () => {
    expect([...changedRooms(rooms, pick(base, 3, 40, 42), base)]).toEqual([3]);
  });

  it("names a room whose choice a restriction from another room changed, not for a hidden group", () => {
    const walnutFloor = pick(base, 1, 10, 12);
    expect(walnutFloor.get(slotKey(2, 20))).toBe(22);
    expect(walnutFloor.get(slotKey(3, 30))).toBe(32);
    expect([...changedRooms(rooms, walnutFloor, base)].sort()).toEqual([1, 2]);
  });

  it("names no room changed back to the package's choice", () => {
    const back = pick(pick(base, 3, 40, 42), 3, 40, 41);
    expect([...changedRooms(rooms, back, base)]).toEqual([]);
  });
});

describe("choices as records", () => {
  it("round-trips through a record and ignores malformed keys and values", () => {
    const choices = packageChoices(
      [{ roomId: 3, isRoomType: false, groups: [group(4, 3, [asset(5, 4)])] }],
      1,
    );
    const record = choicesToRecord(choices);
    expect(record).toEqual({ "3:4": 5 });
    expect(choicesFromRecord(record)).toEqual([{ roomId: 3, groupId: 4, assetId: 5 }]);
    expect(
      choicesFromRecord({ "3:4": 5, "x:1": 2, "0:1": 2, "1:2": 1.5, "1:3": -1, "3:5:6": 1 }),
    ).toEqual([{ roomId: 3, groupId: 4, assetId: 5 }]);
  });

  it("compares choices slot by slot", () => {
    const a = new Map([[slotKey(1, 2), 3] as const]);
    expect(sameChoices(a, new Map([[slotKey(1, 2), 3] as const]))).toBe(true);
    expect(sameChoices(a, new Map([[slotKey(1, 2), 4] as const]))).toBe(false);
    expect(sameChoices(a, new Map())).toBe(false);
  });
});
