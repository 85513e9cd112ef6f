import { AlertCircle, Eye, EyeOff } from "lucide-react";
import { type ComponentProps, type ReactNode, useState } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "./form.module.css";
import type { FieldBinding } from "./use-form.ts";

type InputProps = Omit<
  ComponentProps<"input">,
  "id" | "value" | "onChange" | "onBlur" | "ref" | "type" | "children"
>;

type TextFieldProps = FieldBinding<string> &
  InputProps & {
    label: string;
    /** Always shown under the field (rules), and read with it. */
    hint?: ReactNode;
    type?: "text" | "email" | "password";
  };

/**
 * A labelled input. Its hint and error are tied to it with `aria-describedby`, it is marked
 * `aria-invalid` while an error shows, and the error is announced when it appears. Password
 * fields can show what was typed.
 */
export function TextField({
  id,
  label,
  hint,
  error,
  value,
  onValueChange,
  onBlur,
  ref,
  type = "text",
  className,
  ...rest
}: TextFieldProps) {
  const { t } = useTranslation("auth");
  const [revealed, setRevealed] = useState(false);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const password = type === "password";

  return (
    <div className={`${styles.field} ${className ?? ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          {...rest}
          ref={ref}
          id={id}
          name={rest.name ?? id}
          type={password && revealed ? "text" : type}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={`${styles.input} ${password ? styles.withToggle : ""}`}
        />
        {password ? (
          <button
            type="button"
            className={styles.reveal}
            aria-label={revealed ? t("form.hidePassword") : t("form.showPassword")}
            aria-pressed={revealed}
            aria-controls={id}
            onClick={() => setRevealed((r) => !r)}
          >
            {revealed ? (
              <EyeOff size={18} aria-hidden="true" />
            ) : (
              <Eye size={18} aria-hidden="true" />
            )}
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {/* Always present, so that a message appearing in it is announced. */}
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

/** Bound to a form (`useForm`), or on its own: a lone checkbox needs no blur or ref. */
