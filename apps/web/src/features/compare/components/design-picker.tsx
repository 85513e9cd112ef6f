import type { Package } from "@home-designer/core";
import { Plus, X } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { packageLabel } from "../../configurator/compare-kit.ts";
import styles from "../compare.module.css";
import { MAX_DESIGNS } from "../compare-address.ts";
import type { DesignColumn } from "../use-comparison.ts";

type DesignPickerProps = {
  columns: readonly DesignColumn[];
  /** The layout's packages the person may see. */
  packages: readonly Package[];
  onPick: (ids: readonly number[]) => void;
};

/**
 * Which designs are compared, in order: a list per column to choose another of the layout's
 * packages, a button to take one out and one to add a third. A design the person may not see
 * (a link to someone else's own package) says so in its place and can only be taken out.
 */
export function DesignPicker({ columns, packages, onPick }: DesignPickerProps) {
  const { t } = useTranslation("compare");
  const lang = useLocale();
  const ids = columns.map((column) => column.id);
  const unused = packages.filter((pkg) => !ids.includes(pkg.id));
  const addable = columns.length < MAX_DESIGNS ? unused[0] : undefined;
  const replace = (index: number, id: number) =>
    onPick(ids.map((current, i) => (i === index ? id : current)));
  const remove = (index: number) => onPick(ids.filter((_, i) => i !== index));

  return (
    <fieldset className={styles.picker}>
      <legend className={styles.pickerLegend}>{t("designs")}</legend>
      <ol className={styles.pickerList}>
        {columns.map((column, index) => {
          const label = t("design", { number: index + 1 });
          const name = column.pkg ? packageLabel(column.pkg, lang) : label;
          const selectId = `compare-design-${index}`;
          return (
            <li key={column.id} className={styles.pickerItem}>
              {column.pkg ? (
                <>
                  <label htmlFor={selectId} className={styles.pickerLabel}>
                    {label}
                  </label>
                  <select
                    id={selectId}
                    className={styles.select}
                    value={column.id}
                    onChange={(event) => replace(index, Number(event.target.value))}
                  >
                    {[column.pkg, ...unused].map((pkg) => (
                      <option key={pkg.id} value={pkg.id}>
                        {packageLabel(pkg, lang)}
                      </option>
                    ))}
                  </select>
                </>
              ) : (
                <>
                  <span id={`${selectId}-label`} className={styles.pickerLabel}>
                    {label}
                  </span>
                  <p
                    className={styles.unavailable}
                    role="note"
                    aria-labelledby={`${selectId}-label`}
                  >
                    {t("unavailable")}
                  </p>
                </>
              )}
              <Button
                variant="ghost"
                size="small"
                iconOnly
                aria-label={t("remove", { name })}
                title={t("remove", { name })}
                onClick={() => remove(index)}
              >
                <X size={16} aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ol>
      {addable ? (
        <Button variant="secondary" size="small" onClick={() => onPick([...ids, addable.id])}>
          <Plus size={15} aria-hidden="true" />
          {t("add")}
        </Button>
      ) : null}
    </fieldset>
  );
}
