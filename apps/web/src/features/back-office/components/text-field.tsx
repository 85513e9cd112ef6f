import type { HTMLAttributes } from "react";
import type { useForm } from "react-hook-form";
import styles from "../back-office.module.css";

type TextFieldProps = ReturnType<ReturnType<typeof useForm>["register"]> & {
  id: string;
  label: string;
  error: string | undefined;
  /** What the field takes, under it and read with it. */
  hint?: string;
  multiline?: boolean;
  /** Shown, not edited (a form's key, such as a person's e-mail). */
  readOnly?: boolean;
  type?: "text" | "email" | "url" | "password";
  /** A `<datalist>`'s id whose values are offered as the person types. */
  list?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  onFocus?: () => void;
};

/** A labelled text field with its hint and error under it, named for screen readers. */
export function TextField({
  id,
  label,
  error,
  hint,
  multiline = false,
  readOnly,
  type = "text",
  ...field
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const shared = {
    id,
    className: styles.input,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    readOnly,
    ...field,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={3} {...shared} /> : <input type={type} {...shared} />}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
