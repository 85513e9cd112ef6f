import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { DateField } from "../../../components/ui/date-field.tsx";
import { isIsoDay } from "../../../components/ui/day-text.ts";
import { useTranslation } from "../../../i18n/index.ts";
import { showFailure } from "../../../lib/failure.ts";
import { downloadExport, type ExportFile, type ExportFilters } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import { fetchProjects } from "../api/project-calls.ts";
import styles from "../back-office.module.css";
import own from "./exports-section.module.css";

/** Each file and the key of its button's name. */
const FILES = [
  ["choices.csv", "exports.files.choices_csv"],
  ["choices.xlsx", "exports.files.choices_xlsx"],
  ["orders.csv", "exports.files.orders_csv"],
  ["orders.xlsx", "exports.files.orders_xlsx"],
] as const satisfies readonly (readonly [ExportFile, string])[];

/**
 * A project's exports for construction and procurement: its confirmed choices and what to order
 * from each supplier, of one building and confirmed within days if chosen.
 */
export function ExportsSection({ project }: { project: { code: string; name: string } }) {
  const { t } = useTranslation(["admin", "common"]);
  const id = useId();
  const [filters, setFilters] = useState<ExportFilters>({ building: "", from: "", to: "" });
  const [busy, setBusy] = useState<ExportFile | null>(null);
  // The buildings to filter by are the draft's, which the projects' screen reads too.
  const buildings = useQuery({
    queryKey: backOfficeKeys.projects(),
    queryFn: ({ signal }) => fetchProjects(signal),
    select: (answer) => answer.projects.find((p) => p.code === project.code)?.buildings ?? [],
  });
  const set = (changes: Partial<ExportFilters>) => setFilters({ ...filters, ...changes });
  // A day typed that is not one (its field says why) holds the downloads back, as reversed days do.
  const unreadable = [filters.from, filters.to].some((day) => day !== "" && !isIsoDay(day));
  const reversed = isIsoDay(filters.from) && isIsoDay(filters.to) && filters.from > filters.to;

  return (
    <section aria-labelledby={`${id}-title`} className={styles.exports}>
      <h3 id={`${id}-title`} className={styles.subTitle}>
        {t("exports.title")}
      </h3>
      <p className={styles.muted}>{t("exports.lead")}</p>
      <div className={`${styles.filters} ${own.days}`}>
        <div className={styles.field}>
          <label htmlFor={`${id}-building`}>{t("exports.building")}</label>
          <select
            id={`${id}-building`}
            className={styles.input}
            value={filters.building}
            onChange={(event) => set({ building: event.target.value })}
          >
            <option value="">{t("exports.allBuildings")}</option>
            {(buildings.data ?? []).map((building) => (
              <option key={building.code} value={building.code}>
                {building.number}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-from`}>{t("exports.from")}</label>
          <DateField
            id={`${id}-from`}
            className={styles.input}
            value={filters.from}
            onChange={(from) => set({ from })}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-to`}>{t("exports.to")}</label>
          <DateField
            id={`${id}-to`}
            className={styles.input}
            value={filters.to}
            error={reversed ? t("exports.reversed") : undefined}
            onChange={(to) => set({ to })}
          />
        </div>
      </div>
      <div className={styles.filters}>
        {FILES.map(([file, name]) => (
          <Button
            key={file}
            size="small"
            variant="secondary"
            disabled={busy !== null || reversed || unreadable}
            aria-busy={busy === file || undefined}
            onClick={async () => {
              setBusy(file);
              try {
                await downloadExport(project.code, file, filters);
              } catch (error) {
                showFailure(error);
              } finally {
                setBusy(null);
              }
            }}
          >
            <Download size={16} aria-hidden="true" />
            {t(name)}
          </Button>
        ))}
      </div>
    </section>
  );
}
