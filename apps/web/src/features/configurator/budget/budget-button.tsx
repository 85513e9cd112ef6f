import { Wallet } from "lucide-react";
import { Suspense, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { useTranslation } from "../../../i18n/index.ts";

// The panel, its engine search and its texts load when the buyer opens it.
const BudgetPanel = lazyPart(() => import("./budget-panel.tsx").then((m) => m.BudgetPanel));

/** Opens "Fit my budget" (budget-panel.tsx) over the summary. */
export function BudgetButton({ className }: { className?: string }) {
  const { t } = useTranslation("summary");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className={className} onClick={() => setOpen(true)}>
        <Wallet size={18} aria-hidden="true" />
        {t("fitBudget")}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <BudgetPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
