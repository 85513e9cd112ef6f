import { hasPlans } from "@home-designer/core";
import { ImageIcon, MapIcon } from "lucide-react";
import { memo, type ReactNode, Suspense, useState } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";
import { i18n, useTranslation } from "../../../i18n/index.ts";
import { useIsDesktop } from "../../../lib/use-media-query.ts";
import { useConfigurator } from "../context.ts";
import { APARTMENT_PLAN } from "../plan/plan-codes.ts";
import styles from "./room-stage.module.css";

// The plans, their zoom viewer and legends load on first use; a pointer on the button starts it.
// The panel's texts (the `panels` namespace) are fetched with its code, not once it renders.
const loadPlanPanel = () =>
  Promise.all([import("../plan/plan-panel.tsx"), i18n.loadNamespaces(["panels"])]).then(
    ([module]) => module,
  );
const PlanPanel = lazyPart(() => loadPlanPanel().then((m) => m.PlanPanel), { inline: true });
const PlanSheet = lazyPart(() => loadPlanPanel().then((m) => m.PlanSheet));

type View = "picture" | "plans";

/** The room picture's box: on phones a group's sheet opens under it, leaving it in view. */
export const ROOM_STAGE_ID = "room-stage";

const preload = () => void loadPlanPanel();

/**
 * The large area beside the selections: the room picture, or the layout's plans. On desktop a
 * switch above it changes between the two; on phones the plans open over the page and close
 * with their close-plan button. The chosen plan is kept while moving between rooms.
 */
export function RoomStage({ children }: { children: ReactNode }) {
  const { t } = useTranslation("configurator");
  const { tabs } = useConfigurator();
  const isDesktop = useIsDesktop();
  // The same test as the plan panel's list of plans, without loading that code up front.
  const plans = hasPlans(tabs);
  const [view, setView] = useState<View>("picture");
  const [sheetOpen, setSheetOpen] = useState(false);
  const [planCode, setPlanCode] = useState(APARTMENT_PLAN);

  if (!plans) return <div className={styles.stage}>{children}</div>;

  if (!isDesktop) {
    return (
      <div className={`${styles.stage} ${styles.withPlanButton}`}>
        {children}
        <button
          type="button"
          className={styles.planButton}
          aria-haspopup="dialog"
          onPointerDown={preload}
          onFocus={preload}
          onClick={() => setSheetOpen(true)}
        >
          <MapIcon size={16} aria-hidden="true" />
          {t("view.plans")}
        </button>
        {sheetOpen ? (
          <Suspense fallback={null}>
            <PlanSheet
              open
              onOpenChange={setSheetOpen}
              code={planCode}
              onCodeChange={setPlanCode}
            />
          </Suspense>
        ) : null}
      </div>
    );
  }

  return (
    <div className={`${styles.stage} ${styles.withSwitch}`}>
      <ViewSwitch view={view} onChange={setView} />
      <div className={styles.content}>
        {view === "picture" ? (
          children
        ) : (
          <Suspense
            fallback={
              <div className={styles.loading} role="status" aria-label={t("plans.loading")}>
                <Spinner />
              </div>
            }
          >
            <PlanPanel code={planCode} onCodeChange={setPlanCode} variant="inline" />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/**
 * The picture and plans switch. Apart from the stage, whose picture changes with every choice:
 * it is drawn again only when the view changes.
 */
const ViewSwitch = memo(function ViewSwitch({
  view,
  onChange,
}: {
  view: View;
  onChange: (view: View) => void;
}) {
  const { t } = useTranslation("configurator");
  const option = (value: View, label: string, icon: ReactNode) => (
    <label className={styles.segment} onPointerEnter={value === "plans" ? preload : undefined}>
      <input
        type="radio"
        name="room-view"
        value={value}
        checked={view === value}
        onChange={() => onChange(value)}
        onFocus={value === "plans" ? preload : undefined}
        className={styles.radio}
      />
      {icon}
      {label}
    </label>
  );
  return (
    <fieldset className={styles.switch}>
      <legend className="sr-only">{t("view.label")}</legend>
      {option("picture", t("view.picture"), <ImageIcon size={16} aria-hidden="true" />)}
      {option("plans", t("view.plans"), <MapIcon size={16} aria-hidden="true" />)}
    </fieldset>
  );
});
