import { reopenedRoom } from "@home-designer/core";
import { BadgeCheck, RotateCcw } from "lucide-react";
import { useTranslation } from "../../../i18n/index.ts";
import { formatDate } from "../../../lib/format-date.ts";
import { useConfigurator } from "../context.ts";
import { roomLabel } from "../room/labels.ts";
import styles from "./confirmed-notice.module.css";

/** The open package's state as a notice: confirmed, or reopened by staff for changes. */
export function PackageNotice() {
  const { activePackage } = useConfigurator();
  return activePackage?.confirmed ? <ConfirmedNotice /> : <ReopenedNotice />;
}

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

/**
 * Staff reopened the layout's confirmation (decision 046): when and why, which rooms may be
 * changed again (the others stay as confirmed, see useGroupRows), and that the package is to be
 * confirmed again. Its texts are the summary's, which a room's first load does without.
 */
export function ReopenedNotice() {
  const { t } = useTranslation("summary");
  const { packages, rooms, lang } = useConfigurator();
  const reopening = packages.find((p) => p.reopening)?.reopening;
  if (!reopening) return null;
  const { tab_ids } = reopening;
  const named =
    tab_ids === null
      ? null
      : rooms
          .filter((room) => reopenedRoom(room.id, tab_ids))
          .map((room) => roomLabel(room, lang))
          .join(", ");
  return (
    <div className={styles.notice} role="note" aria-labelledby="reopened-notice-title">
      <RotateCcw size={20} aria-hidden="true" className={styles.icon} />
      <div>
        <p id="reopened-notice-title" className={styles.title}>
          {t("reopened.title", { date: formatDate(reopening.reopened_at, lang) })}
        </p>
        <p className={`${styles.text} ${styles.reason}`}>{reopening.reason}</p>
        <p className={styles.text}>
          {named === null ? t("reopened.allRooms") : t("reopened.rooms", { rooms: named })}
        </p>
        <p className={styles.text}>{t("reopened.again")}</p>
      </div>
    </div>
  );
}
