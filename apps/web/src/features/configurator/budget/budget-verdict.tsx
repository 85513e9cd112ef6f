import { useMemo } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { useEuro } from "../../../lib/company.ts";
import { useConfigurator } from "../context.ts";
import { roomVatRate } from "../summary/summary-lines.ts";
import styles from "./budget.module.css";

/** Each room's VAT rate by its id, as the summary counts a design's total. */
export function useVatRateOf(): (roomId: number) => number {
  const { rooms, vatRate } = useConfigurator();
  return useMemo(() => {
    const rates = new Map(rooms.map((room) => [room.id, roomVatRate(room, vatRate)]));
    return (roomId: number) => rates.get(roomId) ?? 0;
  }, [rooms, vatRate]);
}

/** How far over or under the budget the design's total is. */
export function BudgetVerdict({ current, budget }: { current: number; budget: number }) {
  const { t } = useTranslation("actions");
  const euro = useEuro();
  return current > budget ? (
    <p className={`${styles.verdict} ${styles.over}`} data-budget="verdict">
      {t("budget.over", { amount: euro(current - budget) })}
    </p>
  ) : (
    <p className={`${styles.verdict} ${styles.under}`} data-budget="verdict">
      {current === budget
        ? t("budget.exact")
        : t("budget.under", { amount: euro(budget - current) })}
    </p>
  );
}
