import { useTranslation } from "../../../i18n/index.ts";
import { BudgetStatus } from "../budget/budget-status.tsx";
import styles from "../components/save-bar.module.css";
import { SaveButton } from "./save-button.tsx";
import { ShareButton } from "./share-button.tsx";

/**
 * Under a room's selections: why to save, the share and save buttons, and with a budget set how
 * the design stands against it.
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
      <BudgetStatus />
    </div>
  );
}
