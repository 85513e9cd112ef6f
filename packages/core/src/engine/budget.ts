import type { Cents } from "../money.ts";
import {
  type Choice,
  type Choices,
  type RoomGroups,
  type SlotKey,
  slotKey,
  slots,
} from "./configuration.ts";
import { assetPrice, total } from "./pricing.ts";
import { selectAsset } from "./select.ts";

/**
 * Fitting a design to the buyer's budget: which of their own choices, changed as they would change
 * them (`selectAsset`, so restrictions settle exactly as after a click), lower the total, and a
 * short run of them that brings the total to the budget or under.
 */

export type BudgetOptions = {
  /** The VAT rate of each room, as the total counts it (special solutions). */
  vatRateOf: (roomId: number) => number;
  /**
   * Slots (`room:group`) the buyer keeps as they are: no suggestion changes them, neither by picking
   * in them nor through a restriction from another pick.
   */
  locked: ReadonlySet<SlotKey>;
};

export type BudgetSuggestion = {
  /** The pick that makes the change, as the buyer would make it. */
  change: Choice;
  /** The design after the pick, restrictions settled. */
  choices: Choices;
  /** Every slot whose choice the pick changes: its own, and any a restriction moves with it. */
  moved: readonly SlotKey[];
  /** The design's total after the pick. */
  total: Cents;
  /** What the pick takes off the total; always more than 0. */
  saving: Cents;
};

/**
 * Every single pick that lowers the design's total, biggest saving first (equal savings in room,
 * group and option order). Only what a buyer could pick themselves is tried: an option of a shown
 * group, not a special solution, in a slot that holds no special solution (those are staff's).
 * A pick that restrictions turn back (the picked option is not chosen after settling) is left out,
 * as is one that moves a locked slot.
 */
export function budgetSuggestions(
  rooms: readonly RoomGroups[],
  /** A settled design (restrictions hold), as every design on screen is. */
  choices: Choices,
  options: BudgetOptions,
): BudgetSuggestion[] {
  const before = total(rooms, choices, options.vatRateOf).cents;
  const found: BudgetSuggestion[] = [];
  for (const { room, group } of slots(rooms)) {
    for (const option of group.assets) {
      const change = { roomId: room.roomId, groupId: group.id, assetId: option.id };
      const suggestion = tryPick(rooms, choices, before, change, options);
      if (suggestion) found.push(suggestion);
    }
  }
  // A stable sort: equal savings keep the order the buyer sees the rooms and options in.
  return found.sort((a, b) => b.saving - a.saving);
}

/** One pick as `budgetSuggestions` weighs it: the suggestion it makes, or null when it makes none. */
function tryPick(
  rooms: readonly RoomGroups[],
  choices: Choices,
  before: Cents,
  change: Choice,
  options: BudgetOptions,
): BudgetSuggestion | null {
  const key = slotKey(change.roomId, change.groupId);
  const group = rooms
    .find((r) => r.roomId === change.roomId)
    ?.groups.find((g) => g.id === change.groupId);
  const option = group?.assets.find((a) => a.id === change.assetId);
  if (!group || !option || group.hidden || options.locked.has(key)) return null;
  const current = group.assets.find((a) => a.id === choices.get(key));
  if (option.is_special || option === current || current?.is_special) return null;
  // When neither the option nor the one it replaces is a restriction's source, no mark changes,
  // so on a settled design the pick changes its own slot only: one costing no less saves nothing
  // and is skipped without settling, which is most of the search.
  const isSource = (id: number | undefined) =>
    group.restrictions.some((r) => r.source_selection_id === id);
  if (!isSource(option.id) && !isSource(current?.id)) {
    const rate = options.vatRateOf(change.roomId);
    const price = (asset: typeof option | undefined) => (asset && assetPrice(asset, rate)) ?? 0;
    if (price(option) >= price(current)) return null;
  }
  const after = selectAsset(rooms, choices, change).choices;
  if (after.get(key) !== option.id) return null;
  const moved: SlotKey[] = [];
  for (const [slot, assetId] of after) if (choices.get(slot) !== assetId) moved.push(slot);
  if (moved.some((slot) => options.locked.has(slot))) return null;
  const afterTotal = total(rooms, after, options.vatRateOf).cents;
  if (afterTotal >= before) return null;
  return { change, choices: after, moved, total: afterTotal, saving: before - afterTotal };
}

export type BudgetPlan = {
  /** Picks to make one after the other, each on the design the ones before it left. */
  steps: BudgetSuggestion[];
  /** The design after every step is within the budget (also when it already was: no steps). */
  fits: boolean;
};

/** How many picks a plan proposes at most: more would not be a suggestion any more, but a new design. */
export const MAX_PLAN_STEPS = 12;

/**
 * A short run of picks that brings the total to `budget` or under, greedily: while no single pick
 * is enough, the one saving most; then, of the picks that are enough, the one saving least, so the
 * design departs from the buyer's no further than needed. Every step lowers the total, keeps every
 * locked slot and leaves every restriction holding (it is a pick through `selectAsset`).
 *
 * What it guarantees: when one pick is enough, the plan is that one pick. Without restrictions the
 * slots are independent, so the greedy run reaches every slot's cheapest option, and a fitting plan
 * is found whenever any design of the unlocked slots fits, given as many steps as slots. With
 * restrictions a pick can move other slots, and the plan may miss a combination that fits: then
 * `fits` is false and the steps are the biggest savings found.
 * The loop ends: every step lowers the total, and there are finitely many designs.
 */
export function fitBudget(
  rooms: readonly RoomGroups[],
  choices: Choices,
  budget: Cents,
  options: BudgetOptions,
  maxSteps: number = MAX_PLAN_STEPS,
): BudgetPlan {
  const steps: BudgetSuggestion[] = [];
  let current = choices;
  if (total(rooms, current, options.vatRateOf).cents <= budget) return { steps, fits: true };
  while (steps.length < maxSteps) {
    const suggestions = budgetSuggestions(rooms, current, options);
    const enough = suggestions.filter((s) => s.total <= budget);
    // Sorted biggest saving first: the last of those that are enough saves least (the first of
    // equal ones, in the order the buyer sees them).
    const smallest = enough.reduce<BudgetSuggestion | undefined>(
      (best, s) => (best === undefined || s.saving < best.saving ? s : best),
      undefined,
    );
    if (smallest) return { steps: [...steps, smallest], fits: true };
    const biggest = suggestions[0];
    if (!biggest) break;
    steps.push(biggest);
    current = biggest.choices;
  }
  return { steps, fits: false };
}

/**
 * A suggestion's pick made on the design as it is now (the buyer may have changed it since the
 * suggestion was made): the design after it, or null when on this design it would not lower the
 * total or would move a locked slot.
 */
export function applyBudgetPick(
  rooms: readonly RoomGroups[],
  choices: Choices,
  change: Choice,
  options: BudgetOptions,
): Choices | null {
  const before = total(rooms, choices, options.vatRateOf).cents;
  return tryPick(rooms, choices, before, change, options)?.choices ?? null;
}
