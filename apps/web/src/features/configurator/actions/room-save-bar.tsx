import { Suspense } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { BudgetStatus } from "../budget/budget-status.tsx";
import styles from "../components/save-bar.module.css";
import { CompareLink } from "./compare-link.tsx";
import { SaveButton } from "./save-button.tsx";
import { ShareButton } from "./share-button.tsx";

/**
 * Under a room's selections: why to save, the share and save buttons, "Compare designs", and how
 * the design stands against a budget with the way to set or fit one.
 */
export function RoomSaveBar() {
  const { t } = useTranslation("configurator");
  return (
    <div className={styles.bar}>
      <p className={styles.hint}>{t("design.saveHint")}</p>
      <div className={styles.buttons}>
        <ShareButton className={styles.button} />
        <SaveButton className={styles.button} />
      </div>
      {/* Its text is the summary's, loaded with it once the room's choices are on screen. */}
      <Suspense fallback={null}>
        <CompareLink className={styles.compare} />
      </Suspense>
      <BudgetStatus />
    </div>
  );
}
