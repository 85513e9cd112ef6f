import { AlertCircle } from "lucide-react";
import type { ReactNode } from "react";
import styles from "./checkbox-field.module.css";

export type CheckboxFieldProps = {
  id: string;
  label: ReactNode;
  value: boolean;
  onValueChange: (value: boolean) => void;
  onBlur?: () => void;
  error?: string | undefined;
  ref?: (element: HTMLInputElement | null) => void;
  required?: boolean;
};

/** A checkbox with its label beside it; the label may hold a link (the terms). */
export function CheckboxField({
  id,
  label,
  error,
  value,
  onValueChange,
  onBlur,
  ref,
  required,
}: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.checkField}>
      <div className={styles.checkRow}>
        <input
          ref={ref}
          id={id}
          name={id}
          type="checkbox"
          className={styles.checkbox}
          checked={value}
          required={required}
          onChange={(event) => onValueChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {label}
        </label>
      </div>
      <p id={errorId} className={styles.error} aria-live="polite">
        {error ? (
          <>
            <AlertCircle size={16} aria-hidden="true" className={styles.errorIcon} />
            <span>{error}</span>
          </>
        ) : null}
      </p>
    </div>
  );
}
