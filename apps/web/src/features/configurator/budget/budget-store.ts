import { type Choices, type SlotKey, sameChoices } from "@home-designer/core";
import { create } from "zustand";

/**
 * The buyer's budget and what they keep while fitting a design to it, per layout (the
 * configurator's `layoutKey`). Apart from the persisted `primary` store on purpose: the budget is
 * a wish, not part of the design, so it needs no place in that store's versions and migrations
 * (docs/decisions/054-fit-my-budget.md).
 *
 * - The budget stays in this browser (localStorage `budget`): a buyer sets it once per apartment.
 * - The locked groups are for this visit (sessionStorage `budget-locks`): which choices to keep is
 *   part of working on the design, like its unsaved changes.
 * - The undo list is in memory, for this visit of the page.
 */

const BUDGET_KEY = "budget";
const LOCKS_KEY = "budget-locks";

/** A change the panel made: the design before it and after it. */
export type BudgetUndo = { layout: string; before: Choices; after: Choices };

type BudgetState = {
  budgets: Readonly<Record<string, number>>;
  locks: Readonly<Record<string, readonly SlotKey[]>>;
  undo: readonly BudgetUndo[];
  setBudget: (layout: string, cents: number | null) => void;
  setLocked: (layout: string, slot: SlotKey, locked: boolean) => void;
  applied: (change: BudgetUndo) => void;
  /** The last change of this layout, when the design is still as the change left it. */
  takeUndo: (layout: string, shown: Choices) => BudgetUndo | null;
};

function read(storage: () => Storage, key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(storage().getItem(key) ?? "{}");
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    // Storage off (private mode) or damaged: nothing remembered.
    return {};
  }
}

function write(storage: () => Storage, key: string, value: object): void {
  try {
    storage().setItem(key, JSON.stringify(value));
  } catch {
    // Storage off or full: the budget lasts as long as the page.
  }
}

/** Budgets as stored: whole, positive cents only. */
export function readBudgets(raw: Record<string, unknown>): Record<string, number> {
  const budgets: Record<string, number> = {};
  for (const [layout, cents] of Object.entries(raw)) {
    if (typeof cents === "number" && Number.isSafeInteger(cents) && cents >= 0)
      budgets[layout] = cents;
  }
  return budgets;
}

/** Locks as stored: lists of `room:group` keys. */
export function readLocks(raw: Record<string, unknown>): Record<string, SlotKey[]> {
  const locks: Record<string, SlotKey[]> = {};
  for (const [layout, list] of Object.entries(raw)) {
    if (!Array.isArray(list)) continue;
    locks[layout] = list.filter((k): k is SlotKey => typeof k === "string" && /^\d+:\d+$/.test(k));
  }
  return locks;
}

export const useBudgetStore = create<BudgetState>()((set, get) => ({
  budgets: readBudgets(read(() => localStorage, BUDGET_KEY)),
  locks: readLocks(read(() => sessionStorage, LOCKS_KEY)),
  undo: [],
  setBudget: (layout, cents) => {
    const { [layout]: _old, ...others } = get().budgets;
    const budgets = cents === null ? others : { ...others, [layout]: cents };
    write(() => localStorage, BUDGET_KEY, budgets);
    set({ budgets });
  },
  setLocked: (layout, slot, locked) => {
    const current = get().locks[layout] ?? [];
    const list = current.filter((k) => k !== slot);
    if (locked) list.push(slot);
    const locks = { ...get().locks, [layout]: list };
    write(() => sessionStorage, LOCKS_KEY, locks);
    set({ locks });
  },
  applied: (change) => set({ undo: [...get().undo, change] }),
  takeUndo: (layout, shown) => {
    const undo = get().undo;
    const index = undo.findLastIndex((u) => u.layout === layout);
    const last = undo[index];
    if (!last) return null;
    // Changed since by the buyer: going back would throw away their own later choices, so none of
    // this layout's changes can be undone here any more.
    if (!sameChoices(last.after, shown)) {
      set({ undo: undo.filter((u) => u.layout !== layout) });
      return null;
    }
    set({ undo: undo.filter((_, i) => i !== index) });
    return last;
  },
}));
