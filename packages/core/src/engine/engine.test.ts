import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Choices, type RoomGroups, slotKey, slots } from "./configuration.ts";
import { firstChoices, packageChoices } from "./packages.ts";
import { assetPrice, total } from "./pricing.ts";
import { applyRestrictions, restrictionLoop } from "./restrictions.ts";
import { chooseSpecial, dropSpecial, selectAsset } from "./select.ts";
import { asset, configurationArbitrary, group, restriction } from "./test-configuration.ts";

/** Every slot has exactly one choice, and it is one of its own group's options. */
function everySlotChosen(rooms: readonly RoomGroups[], choices: Choices) {
  let count = 0;
  for (const { room, group: g } of slots(rooms)) {
    const chosen = choices.get(slotKey(room.roomId, g.id));
    expect(
      g.assets.some((a) => a.id === chosen),
      `slot ${room.roomId}:${g.id}`,
    ).toBe(true);
    count++;
  }
  expect(choices.size).toBe(count);
}

/** Every restriction holds: where options are targeted, the choice is one of them (or special). */
function everyRestrictionHolds(rooms: readonly RoomGroups[], choices: Choices) {
  const { targets } = applyRestrictions(rooms, choices);
  for (const { room, group: g } of slots(rooms)) {
    const key = slotKey(room.roomId, g.id);
    const marks = targets.get(key);
    const chosen = g.assets.find((a) => a.id === choices.get(key));
    if (!marks || marks.size === 0 || chosen?.is_special) continue;
    expect(marks.has(chosen?.id ?? -1), `restricted slot ${key}`).toBe(true);
  }
}

const action = fc.oneof(
  fc.record({ kind: fc.constant("select" as const), slot: fc.nat(), option: fc.nat() }),
  fc.record({ kind: fc.constant("package" as const), packageId: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant("reset" as const) }),
  fc.record({ kind: fc.constant("special" as const), slot: fc.nat(), on: fc.boolean() }),
);

type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

function run(rooms: readonly RoomGroups[], choices: Choices, act: Action): Choices {
  const all = [...slots(rooms)];
  switch (act.kind) {
    case "package":
      return packageChoices(rooms, act.packageId);
    case "reset":
      return firstChoices(rooms);
    case "select": {
      const s = all[act.slot % all.length];
      if (!s) return choices;
      const option = s.group.assets[act.option % s.group.assets.length];
      return selectAsset(rooms, choices, {
        roomId: s.room.roomId,
        groupId: s.group.id,
        assetId: option?.id ?? 0,
      }).choices;
    }
    case "special": {
      const s = all[act.slot % all.length];
      if (!s) return choices;
      const special = s.group.assets.find((a) => a.is_special);
      const slot = { roomId: s.room.roomId, groupId: s.group.id };
      if (!act.on) return dropSpecial(rooms, choices, slot).choices;
      return special
        ? chooseSpecial(rooms, choices, { ...slot, assetId: special.id }).choices
        : choices;
    }
  }
}

describe("selection engine: properties", () => {
  it("after any sequence of actions every slot has one choice of its group and every restriction holds", () => {
    fc.assert(
      fc.property(
        configurationArbitrary,
        fc.integer({ min: 1, max: 3 }),
        fc.array(action, { maxLength: 25 }),
        (rooms, start, actions) => {
          let choices = packageChoices(rooms, start);
          everySlotChosen(rooms, choices);
          everyRestrictionHolds(rooms, choices);
          for (const act of actions) {
            choices = run(rooms, choices, act);
            everySlotChosen(rooms, choices);
            everyRestrictionHolds(rooms, choices);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("without restrictions, a package chooses in every group the option naming it, else the first", () => {
    fc.assert(
      fc.property(configurationArbitrary, fc.integer({ min: 1, max: 4 }), (rooms, packageId) => {
        const free = rooms.map((r) => ({
          ...r,
          groups: r.groups.map((g) => ({ ...g, restrictions: [] })),
        }));
        const choices = packageChoices(free, packageId);
        for (const { room, group: g } of slots(free)) {
          const expected = g.assets.find((a) => a.packages.includes(packageId)) ?? g.assets[0];
          expect(choices.get(slotKey(room.roomId, g.id))).toBe(expected?.id);
        }
      }),
    );
  });

  it("without restrictions, choosing an option changes that slot only", () => {
    fc.assert(
      fc.property(configurationArbitrary, fc.nat(), fc.nat(), (rooms, slotIndex, optionIndex) => {
        const free = rooms.map((r) => ({
          ...r,
          groups: r.groups.map((g) => ({ ...g, restrictions: [] })),
        }));
        const before = firstChoices(free);
        const all = [...slots(free)];
        const s = all[slotIndex % all.length];
        if (!s) return;
        const regular = s.group.assets.filter((a) => !a.is_special);
        const option = regular[optionIndex % regular.length];
        if (!option) return;
        const key = slotKey(s.room.roomId, s.group.id);
        const after = selectAsset(free, before, {
          roomId: s.room.roomId,
          groupId: s.group.id,
          assetId: option.id,
        }).choices;
        expect(after.get(key)).toBe(option.id);
        for (const [k, v] of before) if (k !== key) expect(after.get(k)).toBe(v);
      }),
    );
  });

  it("is deterministic and leaves the choices it was given untouched", () => {
    fc.assert(
      fc.property(configurationArbitrary, fc.array(action, { maxLength: 10 }), (rooms, actions) => {
        let a = firstChoices(rooms);
        let b = firstChoices(rooms);
        for (const act of actions) {
          const given = a;
          const snapshot = new Map(given);
          a = run(rooms, a, act);
          b = run(rooms, b, act);
          expect(given).toEqual(snapshot);
        }
        expect([...a]).toEqual([...b]);
      }),
    );
  });
});

describe("selection engine: the spec's rules", () => {
  // Bathroom (room 2): tiles → grout. Whole apartment (room 1, a room-type room): floor → skirting
  // in bathroom and in bedroom (room 3, which has its own skirting group of the same type).
  const tileWhite = asset(11, 10, [1]);
  const tileGreen = asset(12, 10, [2]);
  const groutWhite = asset(21, 20, [1]);
  const groutGrey = asset(22, 20, [2]);
  const groutBlack = asset(23, 20);
  const oak = asset(31, 30, [1]);
  const walnut = asset(32, 30, [2]);
  const skirtingWhite = asset(41, 40, [1]);
  const skirtingBrown = asset(42, 40);
  const skirtingSpecial = asset(43, 40, [], { is_special: true, unitPrice: 100, installPrice: 50 });
  const rooms: RoomGroups[] = [
    {
      roomId: 1,
      isRoomType: true,
      groups: [group(30, 1, [oak, walnut], [restriction(walnut, skirtingBrown)])],
    },
    {
      roomId: 2,
      isRoomType: false,
      groups: [
        group(
          10,
          2,
          [tileWhite, tileGreen],
          [restriction(tileGreen, groutGrey), restriction(tileGreen, groutBlack)],
        ),
        group(20, 2, [groutWhite, groutGrey, groutBlack], [], { hidden: true }),
        group(40, 2, [skirtingWhite, skirtingBrown, skirtingSpecial]),
      ],
    },
    { roomId: 3, isRoomType: false, groups: [group(40, 3, [skirtingWhite, skirtingBrown])] },
  ];

  it("applies a package: the option naming the package, else the first", () => {
    const choices = packageChoices(rooms, 1);
    expect(choices.get(slotKey(2, 10))).toBe(11);
    expect(choices.get(slotKey(2, 20))).toBe(21);
    expect(choices.get(slotKey(1, 30))).toBe(31);
    expect(choices.get(slotKey(3, 40))).toBe(41);
  });

  it("moves a restricted group within the room onto its first targeted option", () => {
    const { choices, targets } = selectAsset(rooms, packageChoices(rooms, 1), {
      roomId: 2,
      groupId: 10,
      assetId: 12,
    });
    expect(choices.get(slotKey(2, 20))).toBe(22);
    expect([...(targets.get(slotKey(2, 20))?.keys() ?? [])]).toEqual([22, 23]);
    expect(targets.get(slotKey(2, 20))?.get(22)).toMatchObject({
      sourceRoomId: 2,
      sourceGroupId: 10,
      sourceAssetId: 12,
    });
    // Choosing the other targeted option is allowed; an untargeted one is undone.
    expect(
      selectAsset(rooms, choices, { roomId: 2, groupId: 20, assetId: 23 }).choices.get(
        slotKey(2, 20),
      ),
    ).toBe(23);
    expect(
      selectAsset(rooms, choices, { roomId: 2, groupId: 20, assetId: 21 }).choices.get(
        slotKey(2, 20),
      ),
    ).toBe(22);
  });

  it("lets a room-type room's restriction reach the target group in every room", () => {
    const { choices } = selectAsset(rooms, packageChoices(rooms, 1), {
      roomId: 1,
      groupId: 30,
      assetId: 32,
    });
    expect(choices.get(slotKey(2, 40))).toBe(42);
    expect(choices.get(slotKey(3, 40))).toBe(42);
  });

  it("keeps an ordinary room's restriction inside that room", () => {
    const local: RoomGroups[] = rooms.map((r) =>
      r.roomId === 1 ? { ...r, isRoomType: false } : r,
    );
    const { choices } = selectAsset(local, packageChoices(local, 1), {
      roomId: 1,
      groupId: 30,
      assetId: 32,
    });
    expect(choices.get(slotKey(2, 40))).toBe(41);
    expect(choices.get(slotKey(3, 40))).toBe(41);
  });

  it("skips a target group holding a special solution, and ordinary choosing cannot replace it", () => {
    let { choices } = chooseSpecial(rooms, packageChoices(rooms, 1), {
      roomId: 2,
      groupId: 40,
      assetId: 43,
    });
    expect(choices.get(slotKey(2, 40))).toBe(43);
    choices = selectAsset(rooms, choices, { roomId: 1, groupId: 30, assetId: 32 }).choices;
    expect(choices.get(slotKey(2, 40))).toBe(43);
    expect(choices.get(slotKey(3, 40))).toBe(42);
    choices = selectAsset(rooms, choices, { roomId: 2, groupId: 40, assetId: 41 }).choices;
    expect(choices.get(slotKey(2, 40))).toBe(43);
    // Switching it off brings the first regular option back, and the restriction applies again.
    choices = dropSpecial(rooms, choices, { roomId: 2, groupId: 40 }).choices;
    expect(choices.get(slotKey(2, 40))).toBe(42);
  });

  it("never chooses a special solution as an ordinary option, nor an option of another group", () => {
    const start = packageChoices(rooms, 1);
    expect(selectAsset(rooms, start, { roomId: 2, groupId: 40, assetId: 43 }).choices).toEqual(
      start,
    );
    expect(selectAsset(rooms, start, { roomId: 2, groupId: 40, assetId: 11 }).choices).toEqual(
      start,
    );
    expect(selectAsset(rooms, start, { roomId: 9, groupId: 40, assetId: 41 }).choices).toEqual(
      start,
    );
  });

  it("resets a package to the first option of every group", () => {
    const choices = firstChoices(rooms);
    for (const { room, group: g } of slots(rooms))
      expect(choices.get(slotKey(room.roomId, g.id))).toBe(g.assets[0]?.id);
  });

  it("adds up the shown groups' prices, special solutions with their room's VAT", () => {
    const priced = rooms.map((r) => ({
      ...r,
      groups: r.groups.map((g) => ({
        ...g,
        assets: g.assets.map((a) =>
          a.is_special ? a : { ...a, material: { ...material, price: a.id } },
        ),
      })),
    }));
    let choices = packageChoices(priced, 1);
    // Shown: tiles 11 + skirting 41 in bathroom, floor 31, skirting 41 in bedroom; grout is hidden.
    expect(total(priced, choices, () => 0.24)).toEqual({
      cents: (11 + 41 + 31 + 41) * 100,
      priced: true,
      // 11 € includes 2,13 €; 41 € 7,94 €; 31 € 6,00 €.
      vatCents: 213 + 794 + 600 + 794,
    });
    choices = chooseSpecial(priced, choices, { roomId: 2, groupId: 40, assetId: 43 }).choices;
    // (100 + 50) × 1.20 instead of 41 in the bathroom.
    expect(total(priced, choices, (room) => (room === 2 ? 0.2 : 0.24)).cents).toBe(
      (11 + 31 + 41) * 100 + 18000,
    );
    expect(total(rooms, packageChoices(rooms, 1), () => 0.24)).toEqual({
      cents: 0,
      priced: false,
      vatCents: 0,
    });
  });

  it("counts a confirmed option at the price it was confirmed at, whatever it costs now", () => {
    const today = { ...material, price: 120 };
    expect(assetPrice(asset(1, 1, [], { material: today }), 0.24)).toBe(12000);
    expect(assetPrice(asset(1, 1, [], { material: today, confirmedPrice: 99.9 }), 0.24)).toBe(9990);
    const special = asset(2, 1, [], { is_special: true, unitPrice: 100, confirmedPrice: 150 });
    expect(assetPrice(special, 0.5)).toBe(15000);
    expect(assetPrice(asset(3, 1, [], { confirmedPrice: 0 }), 0.24)).toBe(0);
  });
});

const material = {
  id: 1,
  material_id: "m",
  desc_short: {},
  desc_long: {},
  product_finishing: {},
  product_type: {},
  url_sup: null,
  url_pip: null,
  price: 0,
  unit_price: 0,
  install_price: 0,
  additional_price: 0,
  vat: null,
  quantity: null,
  unit: { label: {} },
  seller: null,
  manufacturer: null,
  producer_product_id: null,
  url: null,
  elementType: null,
  roomType: null,
  is_sample_available: false,
};

describe("selection engine: restrictions that lead on", () => {
  // One room, groups a (10), b (20), c (30) of two options each.
  const a1 = asset(11, 10);
  const a2 = asset(12, 10);
  const b1 = asset(21, 20);
  const b2 = asset(22, 20);
  const c1 = asset(31, 30);
  const c2 = asset(32, 30);
  const room = (restrictions: Record<number, ReturnType<typeof restriction>[]>): RoomGroups[] => [
    {
      roomId: 1,
      isRoomType: false,
      groups: [
        group(10, 1, [a1, a2], restrictions[10]),
        group(20, 1, [b1, b2], restrictions[20]),
        group(30, 1, [c1, c2], restrictions[30]),
      ],
    },
  ];
  const choices = (a: number, b: number, c: number): Choices =>
    new Map([
      [slotKey(1, 10), a],
      [slotKey(1, 20), b],
      [slotKey(1, 30), c],
    ]);

  it("settles a chain that moves a group twice, however long it is", () => {
    // From a2: a/2 moves a back to a1; a/1 → c2 and c/1 → b2 move c and b; b/2 moves a to a2
    // again; a/2 then moves b back to b1 and a to a1, where everything holds: five passes for
    // three groups, a moved three times.
    const rooms = room({
      10: [restriction(a2, a1), restriction(a2, b1), restriction(a1, c2)],
      20: [restriction(b2, a2)],
      30: [restriction(c1, b2)],
    });
    const settled = applyRestrictions(rooms, choices(12, 21, 31)).choices;
    expect(settled).toEqual(choices(11, 21, 32));
    expect(restrictionLoop(rooms, choices(12, 21, 31))).toEqual([]);
  });

  it("ends a loop that never settles, and names the moves that go round", () => {
    // a/1 → b1 → a2 → b2 → a1: round and round.
    const ab1 = restriction(a1, b1);
    const ba2 = restriction(b1, a2);
    const ab2 = restriction(a2, b2);
    const ba1 = restriction(b2, a1);
    const rooms = room({ 10: [ab1, ab2], 20: [ba2, ba1] });
    const { choices: stopped } = applyRestrictions(rooms, choices(11, 22, 31));
    expect(stopped.size).toBe(3);
    const moves = restrictionLoop(rooms, choices(11, 22, 31));
    expect(new Set(moves.map((m) => m.restrictionId))).toEqual(
      new Set([ab1.id, ba2.id, ab2.id, ba1.id]),
    );
    expect(new Set(moves.map((m) => m.slot))).toEqual(new Set([slotKey(1, 10), slotKey(1, 20)]));
  });
});
