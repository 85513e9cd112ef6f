import { BadgeCheck } from "lucide-react";
import { useTranslation } from "../../../i18n/index.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { useConfigurator } from "../context.ts";
import styles from "./confirmed-notice.module.css";

/**
 * Shown while the open package is confirmed: its choices are final and have gone to the
 * developer, and only the developer can undo that.
 */
export function ConfirmedNotice() {
  const { t } = useTranslation("configurator");
  const { activePackage, lang } = useConfigurator();
  if (!activePackage?.confirmed) return null;
  const date = activePackage.confirmation_date;
  return (
    <div className={styles.notice} role="note" aria-labelledby="confirmed-notice-title">
      <BadgeCheck size={20} aria-hidden="true" className={styles.icon} />
      <div>
        <p id="confirmed-notice-title" className={styles.title}>
          {t("confirmed.title")}
        </p>
        <p className={styles.text}>
          {date ? t("confirmed.text", { date: formatDate(date, lang) }) : t("confirmed.textNoDate")}
        </p>
      </div>
    </div>
  );
}
