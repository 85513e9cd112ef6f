import type { ProblemPlaces } from "@home-designer/core";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import { placeWords } from "./place-words.ts";

/**
 * Problems by their place, as the company check names them, each place's messages under it: in
 * words where the server resolved the place in the document (`places`: "Hafenblick › package
 * "Basic" › options"), with the JSON pointer into company.json small beside them, for whoever
 * reads the file; else as the place is named (a pointer, or a cell of the workbook in words).
 */
export function ProblemList({
  problems,
  places,
  tone = "danger",
}: {
  problems: Readonly<Record<string, readonly string[]>>;
  places?: ProblemPlaces | undefined;
  tone?: "danger" | "warning";
}) {
  const { t } = useTranslation("admin");
  const entries = Object.entries(problems);
  if (entries.length === 0) return null;
  const translate = t as unknown as (key: string, values?: Record<string, unknown>) => string;
  return (
    <dl className={`${styles.problems} ${tone === "warning" ? styles.warningTone : ""}`}>
      {entries.map(([place, messages]) => {
        const steps = places?.[place];
        return (
          <div key={place} className={styles.problem}>
            <dt>
              {steps && steps.length > 0 ? (
                <>
                  {placeWords(steps, translate)}{" "}
                  <code className={`${styles.code} ${styles.pointer}`} title={t("places.label")}>
                    {place}
                  </code>
                </>
              ) : (
                <code className={styles.code}>{place}</code>
              )}
            </dt>
            {messages.map((message) => (
              <dd key={message}>{message}</dd>
            ))}
          </div>
        );
      })}
    </dl>
  );
}
