import type { Deadline } from "@home-designer/core";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { formatDay } from "../../../lib/format-date.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import styles from "../back-office.module.css";
import type { DraftProject } from "./projects-screen.tsx";

/** A project's selection deadlines as the draft has them, each with what it holds. */
export function DeadlineList({
  project,
  edit,
  onEdit,
}: {
  project: DraftProject;
  edit: boolean;
  onEdit: () => void;
}) {
  const { t } = useTranslation("admin");
  const lang = useLocale();
  const deadlines = (project.fields.deadlines as Deadline[] | undefined) ?? [];
  const roomTypeName = (code: string) =>
    project.room_types.find((r) => r.code === code)?.name || code;
  return (
    <section aria-labelledby="project-deadlines" className={styles.card}>
      <div className={styles.pageHeader}>
        <h2 id="project-deadlines" className={styles.subTitle}>
          {t("deadlines.heading")}
        </h2>
        <Button size="small" variant="secondary" onClick={onEdit}>
          {edit ? t("deadlines.edit") : t("projects.show")}
        </Button>
      </div>
      {deadlines.length === 0 ? (
        <p className={styles.muted}>{t("deadlines.none")}</p>
      ) : (
        <ul>
          {[...deadlines]
            .sort((a, b) => a.date.localeCompare(b.date))
            .map((d) => (
              <li key={d.code}>
                <strong>{formatDay(d.date, lang)}</strong>:{" "}
                {d.room_types?.length || d.groups?.length
                  ? [...(d.room_types ?? []).map(roomTypeName), ...(d.groups ?? [])].join(", ")
                  : t("deadlines.wholeLayout")}{" "}
                <code className={styles.code}>{d.code}</code>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
