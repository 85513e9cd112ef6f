import type { Ref } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "./reopen-dialog.module.css";

type CountedTextFieldProps = {
  id: string;
  label: string;
  hint: string;
  value: string;
  limit: number;
  error: string | undefined;
  disabled: boolean;
  ref: Ref<HTMLTextAreaElement>;
  onChange: (value: string) => void;
};

/**
 * A required text of a few sentences a person writes to another (why a confirmation is reopened,
 * what a buyer would like changed, why a request is declined): its hint, how much of its limit is
 * used, and the refusal at the field.
 */
export function CountedTextField({
  id,
  label,
  hint,
  value,
  limit,
  error,
  disabled,
  ref,
  onChange,
}: CountedTextFieldProps) {
  const { t } = useTranslation("dashboard");
  const describedBy = [`${id}-hint`, `${id}-count`, ...(error ? [`${id}-error`] : [])];
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        className={styles.textarea}
        rows={4}
        value={value}
        maxLength={limit}
        required
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.join(" ")}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.under}>
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
        <p id={`${id}-count`} className={styles.count}>
          {t("reopen.count", { count: value.length, max: limit })}
        </p>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
