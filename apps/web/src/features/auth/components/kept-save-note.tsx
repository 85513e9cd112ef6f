import { Bookmark } from "lucide-react";
import { useTranslation } from "../../../i18n/index.ts";
import formStyles from "../form/form.module.css";
import styles from "./auth-pages.module.css";

/**
 * Says that choices the person wanted to save wait in this browser for their next login, with
 * the way to discard them.
 */
export function KeptSaveNote({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTranslation("auth");
  return (
    <p className={styles.kept}>
      <Bookmark size={16} aria-hidden="true" className={styles.keptIcon} />
      <span>
        {t("keptSave.text")}{" "}
        <button type="button" className={formStyles.textButton} onClick={onDiscard}>
          {t("keptSave.discard")}
        </button>
      </span>
    </p>
  );
}
