import { total } from "@home-designer/core";
import { Suspense, useMemo } from "react";
import { useConfigurator } from "../context.ts";
import { useDesign } from "../design/use-design.ts";
import styles from "./budget.module.css";
import { BudgetButton } from "./budget-button.tsx";
import { useBudgetStore } from "./budget-store.ts";
import { BudgetVerdict, useVatRateOf } from "./budget-verdict.tsx";

/**
 * Under a room's selections once the buyer has set a budget for the layout: how far over or under
 * it the design now is, and "Fit my budget" to change that without going to the summary. Nothing
 * without a budget (the summary offers setting one), nor on a design that cannot change.
 */
export function BudgetStatus() {
  const { layoutKey } = useConfigurator();
  const budget = useBudgetStore((s) => s.budgets[layoutKey] ?? null);
  const { readOnly, complete } = useDesign();
  if (budget === null || readOnly || !complete) return null;
  return (
    // Its texts load with it, only for a buyer who set a budget.
    <Suspense fallback={null}>
      <BudgetLine budget={budget} />
    </Suspense>
  );
}

function BudgetLine({ budget }: { budget: number }) {
  const { rooms, choices } = useDesign();
  const vatRateOf = useVatRateOf();
  const current = useMemo(
    () => total(rooms, choices, vatRateOf).cents,
    [rooms, choices, vatRateOf],
  );
  return (
    <div className={styles.roomStatus} data-budget="room-status">
      <BudgetVerdict current={current} budget={budget} />
      <BudgetButton className={styles.roomButton} />
    </div>
  );
}
