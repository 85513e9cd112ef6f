import { ChevronDown, FilterX, SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Select } from "../../../components/ui/select.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useIsDesktop } from "../../../lib/use-media-query.ts";
import {
  changeFilter,
  type DashboardFilters as Filters,
  filterChoices,
  hasFilters,
  NO_FILTERS,
  type PlaceTree,
} from "../dashboard-data.ts";
import { useBuildingName } from "../use-building-name.ts";
import styles from "./dashboard-filters.module.css";

const ALL = "all";

type DashboardFiltersProps = {
  places: PlaceTree;
  filters: Filters;
  onChange: (filters: Filters) => void;
};

/**
 * Narrows the list to a project, a building and an apartment; each offers what fits above it.
 * Phones show the filters behind a button, so the apartments come first.
 */
export function DashboardFilters({ places, filters, onChange }: DashboardFiltersProps) {
  const { t } = useTranslation("dashboard");
  const buildingName = useBuildingName();
  const desktop = useIsDesktop();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const active = [filters.project, filters.building, filters.apartment].filter(
    (id) => id !== null,
  ).length;
  const choices = filterChoices(places, filters);
  const pick = (level: keyof Filters) => (value: string) =>
    onChange(changeFilter(places, filters, level, value === ALL ? null : Number(value)));
  const value = (id: number | null) => (id === null ? ALL : String(id));

  const toggle = desktop ? null : (
    <button
      type="button"
      className={styles.toggle}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={() => setOpen((value) => !value)}
    >
      <SlidersHorizontal size={16} aria-hidden="true" />
      <span>{t("filters.label")}</span>
      {active > 0 ? <span className={styles.count}>{active}</span> : null}
      <ChevronDown
        size={16}
        aria-hidden="true"
        className={`${styles.chevron} ${open ? styles.chevronOpen : ""}`}
      />
    </button>
  );
  if (toggle && !open) return toggle;

  return (
    <>
      {toggle}
      <fieldset id={panelId} className={styles.filters}>
        <legend className={styles.legend}>{t("filters.label")}</legend>
        <div className={styles.field}>
          <span className={styles.label} aria-hidden="true">
            {t("filters.project")}
          </span>
          <Select
            label={t("filters.project")}
            value={value(filters.project)}
            onValueChange={pick("project")}
            className={styles.select}
            options={[
              { value: ALL, label: t("filters.allProjects") },
              ...choices.projects.map((p) => ({ value: String(p.id), label: p.name })),
            ]}
          />
        </div>
        <div className={styles.field}>
          <span className={styles.label} aria-hidden="true">
            {t("filters.building")}
          </span>
          <Select
            label={t("filters.building")}
            value={value(filters.building)}
            onValueChange={pick("building")}
            className={styles.select}
            options={[
              { value: ALL, label: t("filters.allBuildings") },
              ...choices.buildings.map((b) => ({
                value: String(b.id),
                label: buildingName(b.name),
              })),
            ]}
          />
        </div>
        <div className={styles.field}>
          <span className={styles.label} aria-hidden="true">
            {t("filters.apartment")}
          </span>
          <Select
            label={t("filters.apartment")}
            value={value(filters.apartment)}
            onValueChange={pick("apartment")}
            className={styles.select}
            options={[
              { value: ALL, label: t("filters.allApartments") },
              ...choices.apartments.map((a) => ({
                value: String(a.id),
                label: t("filters.apartmentNumber", { value: a.number }),
              })),
            ]}
          />
        </div>
        {hasFilters(filters) ? (
          <Button variant="ghost" className={styles.clear} onClick={() => onChange(NO_FILTERS)}>
            <FilterX size={16} aria-hidden="true" />
            {t("filters.clear")}
          </Button>
        ) : null}
      </fieldset>
    </>
  );
}
