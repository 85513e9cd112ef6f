import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Material } from "../api/materials.ts";
import type { Restriction } from "../api/rooms.ts";
import { type Choices, type RoomGroups, slotKey, slots } from "./configuration.ts";
import { packageChoices } from "./packages.ts";
import { total } from "./pricing.ts";
import { applyRestrictions } from "./restrictions.ts";
import { pickReport, ruleChangesPrice, shownRuleChanges } from "./rule-changes.ts";
import { selectAsset } from "./select.ts";
import { asset, configurationArbitrary, group, restriction } from "./test-configuration.ts";

const material: Material = {
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

/**
 * Random apartments whose regular options cost something (their id in euros, some free), some
 * groups hidden, with more restrictions inside each room (from an earlier group to a later one,
 * so that they can all hold) than the shared arbitrary makes, so that many picks move others.
 */
const pricedRooms = configurationArbitrary.chain((rooms) =>
  fc
    .record({
      hidden: fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }),
      rules: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { maxLength: 12 }),
    })
    .map(({ hidden, rules }): RoomGroups[] =>
      rooms.map((room) => {
        const extra = new Map<number, Restriction[]>();
        for (const [a, b, sa, ta] of rules) {
          const i = a % room.groups.length;
          const j = b % room.groups.length;
          if (i === j) continue;
          const from = room.groups[Math.min(i, j)];
          const to = room.groups[Math.max(i, j)];
          const source = from?.assets[sa % from.assets.length];
          const targets = to?.assets.filter((x) => !x.is_special) ?? [];
          const target = targets[ta % targets.length];
          if (!from || !source || !target) continue;
          extra.set(from.id, [...(extra.get(from.id) ?? []), restriction(source, target)]);
        }
        return {
          ...room,
          groups: room.groups.map((g) => ({
            ...g,
            hidden: hidden[g.id % hidden.length] ?? false,
            restrictions: [...g.restrictions, ...(extra.get(g.id) ?? [])],
            assets: g.assets.map((x) =>
              x.is_special
                ? x
                : { ...x, material: { ...material, price: x.id % 3 === 0 ? 0 : x.id } },
            ),
          })),
        };
      }),
    ),
);

/**
 * A settled design reached from a package, then a pick in one slot: half the time one of the
 * picks that move other slots (when the apartment has any), so that most cases have rule changes.
 */
const pick = fc
  .record({
    rooms: pricedRooms,
    packageId: fc.integer({ min: 1, max: 3 }),
    index: fc.nat(),
    moving: fc.boolean(),
  })
  .map(({ rooms, packageId, index, moving }) => {
    const before = applyRestrictions(rooms, packageChoices(rooms, packageId)).choices;
    const picks = [...slots(rooms)].flatMap(({ room, group: g }) =>
      g.assets.map((a) => ({ roomId: room.roomId, groupId: g.id, assetId: a.id })),
    );
    const moves = picks.filter((choice) => {
      const after = selectAsset(rooms, before, choice).choices;
      return pickReport(rooms, before, after, choice).ruleChanges.length > 0;
    });
    const from = moving && moves.length > 0 ? moves : picks;
    const choice = from[index % from.length];
    if (!choice) throw new Error("a configuration has at least one option");
    return { rooms, before, choice };
  });

const vat = (roomId: number) => (roomId % 2 === 0 ? 0.24 : 0.2);

describe("what a pick changed: properties", () => {
  it("reports exactly the slots other than the picked one whose option changed", () => {
    fc.assert(
      fc.property(pick, ({ rooms, before, choice }) => {
        const after = selectAsset(rooms, before, choice).choices;
        const report = pickReport(rooms, before, after, choice);
        const pickedKey = slotKey(choice.roomId, choice.groupId);
        const expected = [...new Set([...before.keys(), ...after.keys()])]
          .filter((key) => key !== pickedKey && before.get(key) !== after.get(key))
          .sort();
        const reported = report.ruleChanges.map((c) => slotKey(c.roomId, c.groupId));
        expect([...reported].sort()).toEqual(expected);
        expect(new Set(reported).size).toBe(reported.length);
        for (const change of report.ruleChanges) {
          const key = slotKey(change.roomId, change.groupId);
          expect(change.from).toBe(before.get(key));
          expect(change.to).toBe(after.get(key));
        }
        expect(report.picked).toEqual({
          roomId: choice.roomId,
          groupId: choice.groupId,
          from: before.get(pickedKey),
          to: after.get(pickedKey),
        });
      }),
      { numRuns: 300 },
    );
  });

  it("tells enough to read back the exact design before the pick", () => {
    fc.assert(
      fc.property(pick, ({ rooms, before, choice }) => {
        const after = selectAsset(rooms, before, choice).choices;
        const report = pickReport(rooms, before, after, choice);
        const back = new Map(after);
        for (const change of [report.picked, ...report.ruleChanges]) {
          const key = slotKey(change.roomId, change.groupId);
          if (change.from === undefined) back.delete(key);
          else back.set(key, change.from);
        }
        expect(back).toEqual(before);
      }),
      { numRuns: 300 },
    );
  });

  it("prices the rule's changes as the engine's totals differ, the pick's own price apart", () => {
    fc.assert(
      fc.property(pick, ({ rooms, before, choice }) => {
        const after = selectAsset(rooms, before, choice).choices;
        const report = pickReport(rooms, before, after, choice);
        const pickedKey = slotKey(choice.roomId, choice.groupId);
        const pickOnly = new Map(before);
        const picked = after.get(pickedKey);
        if (picked !== undefined) pickOnly.set(pickedKey, picked);
        const price = ruleChangesPrice(rooms, after, report, vat);
        expect(price.cents).toBe(
          total(rooms, after, vat).cents - total(rooms, pickOnly, vat).cents,
        );
        // The pick's own difference and the rule's make the whole change of the total.
        expect(
          total(rooms, pickOnly, vat).cents - total(rooms, before, vat).cents + price.cents,
        ).toBe(total(rooms, after, vat).cents - total(rooms, before, vat).cents);
        if (report.ruleChanges.length === 0) expect(price.cents).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it("shows the buyer only the changes in groups they see", () => {
    fc.assert(
      fc.property(pick, ({ rooms, before, choice }) => {
        const after = selectAsset(rooms, before, choice).choices;
        const report = pickReport(rooms, before, after, choice);
        const shown = shownRuleChanges(rooms, report);
        const hidden = new Set(
          [...slots(rooms)].filter(({ group: g }) => g.hidden).map(({ group: g }) => g.id),
        );
        expect(shown).toEqual(report.ruleChanges.filter((c) => !hidden.has(c.groupId)));
      }),
      { numRuns: 300 },
    );
  });
});

describe("what a pick changed: the demo's kind of rule", () => {
  // The kitchen: a quartz worktop needs an undermount sink (180 €); a laminate one an inset sink.
  const laminate = asset(11, 10, [1], { material: { ...material, price: 0 } });
  const quartz = asset(12, 10, [], { material: { ...material, price: 1650 } });
  const inset = asset(21, 20, [1], { material: { ...material, price: 0 } });
  const undermount = asset(22, 20, [], { material: { ...material, price: 180 } });
  const worktop = group(
    10,
    2,
    [laminate, quartz],
    [restriction(laminate, inset), restriction(quartz, undermount)],
  );
  const sink = group(20, 2, [inset, undermount]);
  const kitchen: RoomGroups[] = [{ roomId: 2, isRoomType: false, groups: [worktop, sink] }];

  it("names the sink the quartz worktop changed and its 180 €", () => {
    const before: Choices = packageChoices(kitchen, 1);
    const choice = { roomId: 2, groupId: 10, assetId: 12 };
    const after = selectAsset(kitchen, before, choice).choices;
    const report = pickReport(kitchen, before, after, choice);
    expect(report).toEqual({
      picked: { roomId: 2, groupId: 10, from: 11, to: 12 },
      ruleChanges: [{ roomId: 2, groupId: 20, from: 21, to: 22 }],
    });
    expect(ruleChangesPrice(kitchen, after, report, () => 0.24)).toEqual({
      cents: 18000,
      priced: true,
    });
  });

  it("reports nothing when the pick's rule holds already", () => {
    const before: Choices = packageChoices(kitchen, 1);
    const choice = { roomId: 2, groupId: 20, assetId: 21 };
    const report = pickReport(kitchen, before, before, choice);
    expect(report.ruleChanges).toEqual([]);
    expect(ruleChangesPrice(kitchen, before, report, () => 0.24).cents).toBe(0);
  });
});
