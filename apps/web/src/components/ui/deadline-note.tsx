import { daysLeft, nextDeadline, pickLabel, type UiLocale } from "@home-designer/core";
import { CalendarClock } from "lucide-react";
import { useTranslation } from "../../i18n/index.ts";
import { formatDay } from "../../lib/format-date.ts";
import styles from "./deadline-note.module.css";

/** A deadline as the configurator's tabs and the dashboard carry it. */
export type ShownDeadline = {
  code: string;
  name: Partial<Record<UiLocale, string>>;
  date: string;
  ends_at: string;
};

/**
 * The next selection deadline and the days left until it (core's deadlines.ts), or when every
 * deadline has passed, the day choosing closed. Nothing when the project has no deadlines.
 */
export function DeadlineNote({
  deadlines,
  lang,
  now = new Date(),
}: {
  deadlines: readonly ShownDeadline[];
  lang: UiLocale;
  now?: Date;
}) {
  const { t } = useTranslation("common");
  if (deadlines.length === 0) return null;
  const next = nextDeadline(
    deadlines.map((d) => ({ ...d, group_ids: [] })),
    now,
  );
  if (!next) {
    const last = deadlines.reduce((a, b) => (a.ends_at > b.ends_at ? a : b));
    return (
      <p className={`${styles.note} ${styles.closed}`}>
        <CalendarClock size={16} aria-hidden="true" />
        <span>{t("deadline.allClosed", { date: formatDay(last.date, lang) })}</span>
      </p>
    );
  }
  const name = pickLabel(next.name, lang);
  const date = formatDay(next.date, lang);
  const left = daysLeft(next.ends_at, now);
  return (
    <p className={styles.note}>
      <CalendarClock size={16} aria-hidden="true" />
      <span>
        {name ? t("deadline.nextNamed", { name, date }) : t("deadline.next", { date })}{" "}
        <strong className={left <= 7 ? styles.soon : undefined}>
          {t("deadline.daysLeft", { count: left })}
        </strong>
      </span>
    </p>
  );
}
