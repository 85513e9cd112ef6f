import type { useForm } from "react-hook-form";
import styles from "../back-office.module.css";

type TextFieldProps = ReturnType<ReturnType<typeof useForm>["register"]> & {
  id: string;
  label: string;
  error: string | undefined;
  multiline?: boolean;
  /** Shown, not edited (a form's key, such as a person's e-mail). */
  readOnly?: boolean;
  type?: "text" | "email";
};

/** A labelled text field with its error under it, named for screen readers. */
export function TextField({
  id,
  label,
  error,
  multiline = false,
  readOnly,
  type = "text",
  ...field
}: TextFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    className: styles.input,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    readOnly,
    ...field,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={3} {...shared} /> : <input type={type} {...shared} />}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
