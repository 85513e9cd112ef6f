import { TriangleAlert } from "lucide-react";
import { useTranslation } from "../../../i18n/index.ts";
import { useConfigurator } from "../context.ts";
import { roomLabel } from "../room/labels.ts";
import type { SummaryRoom } from "../summary/summary-lines.ts";
import styles from "./availability.module.css";
import { useAvailability, useAvailabilityText } from "./availability.tsx";

/**
 * The summary's list of the design's availability warnings, one line per chosen option that has
 * any, naming its room and group: what to settle with the company before confirming. Nothing
 * when no choice warns.
 */
export function AvailabilitySummary({ rooms }: { rooms: readonly SummaryRoom[] }) {
  const { t } = useTranslation("configurator");
  const { lang } = useConfigurator();
  const availability = useAvailability();
  const text = useAvailabilityText();
  const items = rooms.flatMap(({ room, lines }) =>
    lines.flatMap((line) => {
      const warnings = availability(line.asset);
      return warnings.length === 0
        ? []
        : [
            {
              key: `${room.id}:${line.groupId}`,
              place: `${roomLabel(room, lang)}, ${line.groupTitle}: ${line.name}`,
              text: warnings.map(text).join(" "),
            },
          ];
    }),
  );
  if (items.length === 0) return null;
  return (
    <section
      className={styles.summary}
      aria-labelledby="summary-availability-title"
      data-testid="availability-summary"
    >
      <h3 id="summary-availability-title" className={styles.summaryTitle}>
        <TriangleAlert size={16} aria-hidden="true" />
        {t("availability.summaryTitle")}
      </h3>
      <ul className={styles.summaryList}>
        {items.map((item) => (
          <li key={item.key}>
            <strong>{item.place}</strong> {item.text}
          </li>
        ))}
      </ul>
    </section>
  );
}
