import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareDesigns } from "./compare.ts";
import type { RoomGroups } from "./configuration.ts";
import { packageChoices } from "./packages.ts";
import { total } from "./pricing.ts";
import { asset, configurationArbitrary, group, priced } from "./test-configuration.ts";

/** The random apartments of the engine's tests, with every regular option priced by its id. */
const pricedRooms = configurationArbitrary.map((rooms): RoomGroups[] =>
  rooms.map((room) => ({
    ...room,
    groups: room.groups.map((g) => ({
      ...g,
      assets: g.assets.map((a) => (a.is_special ? a : priced(a, (a.id % 7) * 12.5))),
    })),
  })),
);
const vat = () => 0.22;
const packageIds = fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 3 });

describe("compareDesigns", () => {
  // Kitchen: worktop (laminate 0 €, quartz 900 €) and sink; bath: tiles. Package 1 is the basic
  // one, package 2 takes quartz.
  const laminate = priced(asset(11, 1, [1]), 0);
  const quartz = priced(asset(12, 1, [2]), 900);
  const sink = priced(asset(21, 2, [1, 2]), 120);
  const tiles = priced(asset(31, 3, [1, 2]), 300);
  const rooms: RoomGroups[] = [
    {
      roomId: 1,
      isRoomType: false,
      groups: [
        group(1, 1, [laminate, quartz], [], { priority: 1 }),
        group(2, 1, [sink], [], { priority: 2 }),
      ],
    },
    { roomId: 2, isRoomType: false, groups: [group(3, 2, [tiles])] },
  ];
  const basic = { rooms, choices: packageChoices(rooms, 1) };
  const quartzDesign = { rooms, choices: packageChoices(rooms, 2) };

  it("lists each group's options, marks what differs and prices each room against the first", () => {
    const comparison = compareDesigns([basic, quartzDesign], vat);
    const [kitchen, bath] = comparison.rooms;
    expect(
      kitchen?.groups.map((g) => [g.group.id, g.options.map((a) => a?.id), g.differs]),
    ).toEqual([
      [1, [11, 12], true],
      [2, [21, 21], false],
    ]);
    expect(kitchen?.totals).toEqual([12_000, 102_000]);
    expect(kitchen?.differences).toEqual([0, 90_000]);
    expect(kitchen?.differs).toBe(true);
    expect(bath?.differs).toBe(false);
    expect(bath?.differences).toEqual([0, 0]);
    expect(comparison.totals.map((t) => t.cents)).toEqual([42_000, 132_000]);
    expect(comparison.differences).toEqual([0, 90_000]);
  });

  it("leaves hidden groups out, as the configurator's total does", () => {
    const hiddenRooms: RoomGroups[] = [
      {
        roomId: 1,
        isRoomType: false,
        groups: [group(1, 1, [laminate, quartz], [], { hidden: true })],
      },
    ];
    const comparison = compareDesigns(
      [
        { rooms: hiddenRooms, choices: packageChoices(hiddenRooms, 1) },
        { rooms: hiddenRooms, choices: packageChoices(hiddenRooms, 2) },
      ],
      vat,
    );
    expect(comparison.rooms[0]?.groups).toEqual([]);
    expect(comparison.differences).toEqual([0, 0]);
  });

  it("compares a group only one design's rooms have (a retired option a package still holds)", () => {
    const withoutSink: RoomGroups[] = [
      { roomId: 1, isRoomType: false, groups: [group(1, 1, [laminate, quartz])] },
      { roomId: 2, isRoomType: false, groups: [group(3, 2, [tiles])] },
    ];
    const comparison = compareDesigns(
      [{ rooms: withoutSink, choices: packageChoices(withoutSink, 1) }, basic],
      vat,
    );
    const sinkRow = comparison.rooms[0]?.groups.find((g) => g.group.id === 2);
    expect(sinkRow?.options.map((a) => a?.id)).toEqual([undefined, 21]);
    expect(sinkRow?.differs).toBe(true);
    expect(comparison.rooms[0]?.differences).toEqual([0, 12_000]);
  });

  it("compares nothing without designs", () => {
    expect(compareDesigns([], vat)).toEqual({ rooms: [], totals: [], differences: [] });
  });

  it("prices every design as the configurator does, its rooms adding up to its total", () => {
    fc.assert(
      fc.property(pricedRooms, packageIds, (rooms, ids) => {
        const designs = ids.map((id) => ({ rooms, choices: packageChoices(rooms, id) }));
        const comparison = compareDesigns(designs, vat);
        designs.forEach((design, i) => {
          expect(comparison.totals[i]).toEqual(total(rooms, design.choices, vat));
          const roomSum = comparison.rooms.reduce((sum, room) => sum + (room.totals[i] ?? 0), 0);
          expect(roomSum).toBe(comparison.totals[i]?.cents);
          expect(comparison.differences[i]).toBe(
            (comparison.totals[i]?.cents ?? 0) - (comparison.totals[0]?.cents ?? 0),
          );
        });
      }),
    );
  });

  it("finds no difference between a design and itself, and one wherever two choices differ", () => {
    fc.assert(
      fc.property(pricedRooms, fc.integer({ min: 1, max: 4 }), packageIds, (rooms, p, ids) => {
        const same = { rooms, choices: packageChoices(rooms, p) };
        const alone = compareDesigns([same, same, same], vat);
        expect(alone.rooms.some((room) => room.differs)).toBe(false);
        expect(alone.differences).toEqual([0, 0, 0]);

        const designs = ids.map((id) => ({ rooms, choices: packageChoices(rooms, id) }));
        const comparison = compareDesigns(designs, vat);
        for (const room of comparison.rooms) {
          for (const row of room.groups) {
            const chosen = designs.map((d) => d.choices.get(`${room.roomId}:${row.group.id}`));
            expect(row.differs).toBe(new Set(chosen).size > 1);
          }
          expect(room.differs).toBe(room.groups.some((g) => g.differs));
          if (!room.differs) expect(new Set(room.differences)).toEqual(new Set([0]));
        }
      }),
    );
  });
});
