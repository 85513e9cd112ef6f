import { toCents } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { useEuro } from "../../../lib/company.ts";
import { fetchMaterials } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import styles from "../back-office.module.css";
import local from "./rooms.module.css";

type MaterialPickerProps = {
  /** The chosen material's code, or "" for none. */
  value: string;
  onChange: (code: string) => void;
  error: string | undefined;
  disabled: boolean;
};

/**
 * An option's material, found in the draft's catalogue by words (its code, names, manufacturer)
 * and chosen from the first page of what is found; the chosen one stays listed.
 */
export function MaterialPicker({ value, onChange, error, disabled }: MaterialPickerProps) {
  const { t } = useTranslation("admin");
  const id = useId();
  const euro = useEuro();
  const [q, setQ] = useState("");
  const query = { q, category: "", page: 1 };
  const found = useQuery({
    queryKey: backOfficeKeys.materials(query),
    queryFn: ({ signal }) => fetchMaterials(query, signal),
    placeholderData: (previous) => previous,
  });
  const materials = found.data?.materials ?? [];
  const listed = materials.some((material) => material.code === value);
  return (
    <fieldset className={styles.group} disabled={disabled}>
      <legend>{t("rooms.material")}</legend>
      <p className={styles.muted}>
        {value ? (
          <>
            {t("rooms.materialChosen")}: <code className={styles.code}>{value}</code>
          </>
        ) : (
          t("rooms.noMaterial")
        )}
      </p>
      <div className={styles.field}>
        <label htmlFor={`${id}-q`}>{t("rooms.findMaterial")}</label>
        <input
          id={`${id}-q`}
          type="search"
          className={styles.input}
          value={q}
          onChange={(event) => setQ(event.target.value)}
          aria-describedby={`${id}-count`}
        />
      </div>
      <p id={`${id}-count`} className={styles.muted} role="status">
        {found.data ? t("rooms.materialsFound", { count: found.data.total }) : ""}
      </p>
      <ul className={local.choices} aria-busy={found.isFetching || undefined}>
        {[
          ...(value && !listed ? [{ code: value, name: value, price: null as string | null }] : []),
          ...materials,
        ].map((material) => (
          <li key={material.code}>
            <label className={styles.check}>
              <input
                type="radio"
                name={`${id}-material`}
                value={material.code}
                checked={material.code === value}
                onChange={() => onChange(material.code)}
              />
              <span>
                {material.name} <code className={styles.code}>{material.code}</code>
                {material.price !== null ? ` · ${euro(toCents(Number(material.price)))}` : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {error ? <p className={styles.fieldError}>{error}</p> : null}
    </fieldset>
  );
}
