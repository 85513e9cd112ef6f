import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Asset } from "../api/rooms.ts";
import { applyBudgetPick, type BudgetOptions, budgetSuggestions, fitBudget } from "./budget.ts";
import { sameChoices } from "./choices.ts";
import { type Choices, type RoomGroups, type SlotKey, slotKey, slots } from "./configuration.ts";
import { packageChoices } from "./packages.ts";
import { total } from "./pricing.ts";
import { applyRestrictions } from "./restrictions.ts";
import { selectAsset } from "./select.ts";
import { asset, configurationArbitrary, group, priced, restriction } from "./test-configuration.ts";

/** Random configurations whose regular options have random prices (some none), some groups hidden. */
const pricedConfiguration = fc
  .tuple(
    configurationArbitrary,
    fc.array(fc.option(fc.integer({ min: 0, max: 2000 }), { freq: 6 }), { minLength: 1 }),
    fc.array(fc.boolean(), { minLength: 1 }),
  )
  .map(([rooms, prices, hidden]): RoomGroups[] => {
    return rooms.map((room) => ({
      ...room,
      groups: room.groups.map((g) => ({
        ...g,
        hidden: (hidden[g.id % hidden.length] ?? false) && g.id % 3 === 0,
        assets: g.assets.map((a) => {
          if (a.is_special) return a;
          // The same option costs the same in every room of its type.
          const price = prices[a.id % prices.length];
          return price === null || price === undefined ? a : priced(a, price);
        }),
      })),
    }));
  });

const VAT = () => 0.24;

/** A random design of the configuration: a package's choices with some of the slots locked. */
const designArbitrary = pricedConfiguration.chain((rooms) =>
  fc.record({
    rooms: fc.constant(rooms),
    packageId: fc.integer({ min: 1, max: 3 }),
    locks: fc.array(fc.nat(), { maxLength: 6 }),
    budgetShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
  }),
);

function lockedOf(rooms: readonly RoomGroups[], picks: readonly number[]): Set<SlotKey> {
  const all = [...slots(rooms)];
  return new Set(
    picks.flatMap((i) => {
      const s = all[i % all.length];
      return s ? [slotKey(s.room.roomId, s.group.id)] : [];
    }),
  );
}

/** Every restriction holds: settling the choices again moves nothing. */
function restrictionsHold(rooms: readonly RoomGroups[], choices: Choices): boolean {
  return sameChoices(applyRestrictions(rooms, choices).choices, choices);
}

describe("fitting a design to a budget: properties", () => {
  it("every suggestion lowers the total, keeps every locked slot and leaves every restriction holding", () => {
    fc.assert(
      fc.property(designArbitrary, ({ rooms, packageId, locks }) => {
        const choices = packageChoices(rooms, packageId);
        const locked = lockedOf(rooms, locks);
        const options: BudgetOptions = { vatRateOf: VAT, locked };
        const before = total(rooms, choices, VAT).cents;
        const suggestions = budgetSuggestions(rooms, choices, options);
        for (const s of suggestions) {
          expect(s.saving).toBeGreaterThan(0);
          expect(total(rooms, s.choices, VAT).cents).toBe(before - s.saving);
          expect(s.total).toBe(before - s.saving);
          expect(locked.has(slotKey(s.change.roomId, s.change.groupId))).toBe(false);
          for (const key of locked) expect(s.choices.get(key)).toBe(choices.get(key));
          expect(s.choices.get(slotKey(s.change.roomId, s.change.groupId))).toBe(s.change.assetId);
          expect(restrictionsHold(rooms, s.choices)).toBe(true);
          // What the buyer's click would do: the suggestion's pick, applied again, gives the same.
          expect(applyBudgetPick(rooms, choices, s.change, options)).toEqual(s.choices);
        }
        // Biggest saving first.
        for (let i = 1; i < suggestions.length; i++) {
          expect(suggestions[i - 1]?.saving ?? 0).toBeGreaterThanOrEqual(
            suggestions[i]?.saving ?? 0,
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it("finds every pick that lowers the total: the same as trying each one through select", () => {
    fc.assert(
      fc.property(designArbitrary, ({ rooms, packageId, locks }) => {
        const choices = packageChoices(rooms, packageId);
        const locked = lockedOf(rooms, locks);
        const before = total(rooms, choices, VAT).cents;
        const expected: string[] = [];
        for (const { room, group: g } of slots(rooms)) {
          const key = slotKey(room.roomId, g.id);
          const current = g.assets.find((a) => a.id === choices.get(key));
          if (g.hidden || locked.has(key) || current?.is_special) continue;
          for (const option of g.assets) {
            if (option.is_special || option === current) continue;
            const change = { roomId: room.roomId, groupId: g.id, assetId: option.id };
            const after = selectAsset(rooms, choices, change).choices;
            if (after.get(key) !== option.id) continue;
            if ([...locked].some((k) => after.get(k) !== choices.get(k))) continue;
            if (total(rooms, after, VAT).cents < before) expected.push(`${key}/${option.id}`);
          }
        }
        const found = budgetSuggestions(rooms, choices, { vatRateOf: VAT, locked }).map(
          (s) => `${s.change.roomId}:${s.change.groupId}/${s.change.assetId}`,
        );
        expect(found.sort()).toEqual(expected.sort());
      }),
      { numRuns: 300 },
    );
  });

  it("suggests no hidden group and no special solution, and leaves a slot holding a special solution alone", () => {
    fc.assert(
      fc.property(designArbitrary, ({ rooms, packageId }) => {
        const choices = packageChoices(rooms, packageId);
        for (const s of budgetSuggestions(rooms, choices, { vatRateOf: VAT, locked: new Set() })) {
          const g = rooms
            .find((r) => r.roomId === s.change.roomId)
            ?.groups.find((x) => x.id === s.change.groupId);
          expect(g?.hidden).toBe(false);
          expect(g?.assets.find((a) => a.id === s.change.assetId)?.is_special).toBe(false);
        }
      }),
      { numRuns: 100 },
    );
  });

  it("a plan's steps, made one after the other, each lower the total and keep the locked slots; a fitting plan ends within the budget", () => {
    fc.assert(
      fc.property(designArbitrary, ({ rooms, packageId, locks, budgetShare }) => {
        const choices = packageChoices(rooms, packageId);
        const locked = lockedOf(rooms, locks);
        const options = { vatRateOf: VAT, locked };
        const start = total(rooms, choices, VAT).cents;
        const budget = Math.round(start * budgetShare);
        const plan = fitBudget(rooms, choices, budget, options);
        let current = choices;
        let currentTotal = start;
        for (const step of plan.steps) {
          const next = applyBudgetPick(rooms, current, step.change, options);
          expect(next).toEqual(step.choices);
          if (!next) return;
          const nextTotal = total(rooms, next, VAT).cents;
          expect(nextTotal).toBeLessThan(currentTotal);
          for (const key of locked) expect(next.get(key)).toBe(choices.get(key));
          expect(restrictionsHold(rooms, next)).toBe(true);
          current = next;
          currentTotal = nextTotal;
        }
        expect(plan.fits).toBe(currentTotal <= budget);
        if (start <= budget) expect(plan.steps).toEqual([]);
        // One pick enough: the plan is one pick, the least saving of those that are enough.
        const enough = budgetSuggestions(rooms, choices, options).filter((s) => s.total <= budget);
        if (start > budget && enough.length > 0) {
          expect(plan.steps).toHaveLength(1);
          expect(plan.steps[0]?.saving).toBe(Math.min(...enough.map((s) => s.saving)));
        }
      }),
      { numRuns: 200 },
    );
  });

  it("without restrictions, finds a fitting plan whenever the cheapest design of the unlocked slots fits", () => {
    fc.assert(
      fc.property(designArbitrary, ({ rooms, packageId, locks, budgetShare }) => {
        const free = rooms.map((r) => ({
          ...r,
          groups: r.groups.map((g) => ({ ...g, restrictions: [] })),
        }));
        const choices = packageChoices(free, packageId);
        const locked = lockedOf(free, locks);
        // The cheapest the buyer can reach: every shown, unlocked slot not holding a special
        // solution at its cheapest regular option.
        let cheapest = 0;
        for (const { room, group: g } of slots(free)) {
          if (g.hidden) continue;
          const key = slotKey(room.roomId, g.id);
          const chosen = g.assets.find((a) => a.id === choices.get(key));
          const price = (a: Asset | undefined) =>
            a?.is_special ? Math.round(1500 * 1.24) : Math.round((a?.material?.price ?? 0) * 100);
          if (locked.has(key) || chosen?.is_special) cheapest += price(chosen);
          else cheapest += Math.min(...g.assets.filter((a) => !a.is_special).map(price));
        }
        const start = total(free, choices, VAT).cents;
        const budget = Math.round(start * budgetShare);
        const plan = fitBudget(
          free,
          choices,
          budget,
          { vatRateOf: VAT, locked },
          [...slots(free)].length,
        );
        expect(plan.fits).toBe(cheapest <= budget);
      }),
      { numRuns: 200 },
    );
  });
});

describe("fitting a design to a budget: examples", () => {
  // Kitchen (room 1): worktop laminate 500 € / quartz 2000 €; a quartz worktop takes the
  // undermount sink (300 €), a laminate one the inset sink (100 €); floor oak 1200 € / vinyl 400 €.
  const laminate = priced(asset(11, 10), 500);
  const quartz = priced(asset(12, 10), 2000);
  const inset = priced(asset(21, 20), 100);
  const undermount = priced(asset(22, 20), 300);
  const oak = priced(asset(31, 30), 1200);
  const vinyl = priced(asset(32, 30), 400);
  const rooms: RoomGroups[] = [
    {
      roomId: 1,
      isRoomType: false,
      groups: [
        group(
          10,
          1,
          [laminate, quartz],
          [restriction(quartz, undermount), restriction(laminate, inset)],
        ),
        group(20, 1, [inset, undermount]),
        group(30, 1, [oak, vinyl]),
      ],
    },
  ];
  const design: Choices = new Map([
    [slotKey(1, 10), 12],
    [slotKey(1, 20), 22],
    [slotKey(1, 30), 31],
  ]);
  const none = { vatRateOf: VAT, locked: new Set<SlotKey>() };

  it("lists the picks that lower the total, biggest saving first, each with what restrictions move", () => {
    const suggestions = budgetSuggestions(rooms, design, none);
    // The laminate brings the inset sink with it (−1500 € −200 €); the inset sink alone is turned
    // back by the quartz worktop, so it is no suggestion.
    expect(suggestions.map((s) => [s.change.assetId, s.saving, s.moved])).toEqual([
      [11, 170_000, ["1:10", "1:20"]],
      [32, 80_000, ["1:30"]],
    ]);
  });

  it("fits with the one pick that saves least of those that are enough", () => {
    // 3500 € now; a budget of 2800 € is met by the vinyl floor (−800 €) or the laminate (−1700 €).
    expect(fitBudget(rooms, design, 280_000, none).steps.map((s) => s.change.assetId)).toEqual([
      32,
    ]);
  });

  it("takes the biggest saving first when no pick alone is enough", () => {
    const plan = fitBudget(rooms, design, 120_000, none);
    expect(plan.steps.map((s) => s.change.assetId)).toEqual([11, 32]);
    expect(plan.fits).toBe(true);
    expect(plan.steps.at(-1)?.total).toBe(100_000);
  });

  it("never changes a locked group, and says so when the budget cannot be met", () => {
    const locked = { vatRateOf: VAT, locked: new Set([slotKey(1, 10)]) };
    const plan = fitBudget(rooms, design, 120_000, locked);
    expect(plan.steps.map((s) => s.change.assetId)).toEqual([32]);
    expect(plan.fits).toBe(false);
  });

  it("leaves out a pick whose restriction would move a locked group", () => {
    // The sink is kept: the laminate worktop would change it to the inset one.
    const locked = { vatRateOf: VAT, locked: new Set([slotKey(1, 20)]) };
    expect(budgetSuggestions(rooms, design, locked).map((s) => s.change.assetId)).toEqual([32]);
  });

  it("finds a saving a rule makes when the option left behind was a rule's source", () => {
    // The tap (group 50) is marked by both the worktop (quartz: chrome) and the sink (undermount:
    // brass), so it keeps chrome, the dearer. A plain worktop at the same price drops the quartz's
    // mark: the tap moves to brass, which costs less.
    const plain = priced(asset(13, 10), 2000);
    const chrome = priced(asset(51, 50), 300);
    const brass = priced(asset(52, 50), 100);
    const linked: RoomGroups[] = [
      {
        roomId: 1,
        isRoomType: false,
        groups: [
          group(10, 1, [quartz, plain], [restriction(quartz, chrome)]),
          group(20, 1, [undermount], [restriction(undermount, brass)]),
          group(50, 1, [chrome, brass]),
        ],
      },
    ];
    const start = packageChoices(linked, 1);
    expect(start.get(slotKey(1, 50))).toBe(51);
    // Brass itself may be picked too: the sink marks it.
    expect(budgetSuggestions(linked, start, none).map((s) => [s.change.assetId, s.saving])).toEqual(
      [
        [13, 20_000],
        [52, 20_000],
      ],
    );
  });

  it("has nothing to do within the budget", () => {
    expect(fitBudget(rooms, design, 350_000, none)).toEqual({ steps: [], fits: true });
  });
});
