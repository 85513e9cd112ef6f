import { total } from "@home-designer/core";
import { Suspense, useMemo } from "react";
import { useConfigurator } from "../context.ts";
import { useDesign } from "../design/use-design.ts";
import styles from "./budget.module.css";
import { BudgetButton } from "./budget-button.tsx";
import { useBudgetStore } from "./budget-store.ts";
import { BudgetVerdict, useVatRateOf } from "./budget-verdict.tsx";

/**
 * Under a room's selections: "Fit my budget", where the buyer sets a budget without going to the
 * summary, and once one is set for the layout how far over or under it the design now is.
 * Nothing on a design that cannot change, nor before it has a price to compare.
 */
export function BudgetStatus() {
  const { readOnly, complete } = useDesign();
  if (readOnly || !complete) return null;
  return (
    // Its texts load with it, after the room's first choices (the save bar loads at idle).
    <Suspense fallback={null}>
      <BudgetLine />
    </Suspense>
  );
}

function BudgetLine() {
  const { layoutKey } = useConfigurator();
  const budget = useBudgetStore((s) => s.budgets[layoutKey] ?? null);
  const { rooms, choices } = useDesign();
  const vatRateOf = useVatRateOf();
  const sum = useMemo(() => total(rooms, choices, vatRateOf), [rooms, choices, vatRateOf]);
  if (!sum.priced) return null;
  return (
    <div className={styles.roomStatus} data-budget="room-status">
      {budget === null ? null : <BudgetVerdict current={sum.cents} budget={budget} />}
      <BudgetButton className={styles.roomButton} />
    </div>
  );
}
