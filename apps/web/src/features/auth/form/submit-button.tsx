import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import styles from "./form.module.css";

type SubmitButtonProps = {
  /** Whether the form's rules allow sending it (the button looks and is announced unavailable). */
  enabled: boolean;
  busy: boolean;
  children: ReactNode;
  variant?: "primary" | "secondary";
  wide?: boolean;
};

/**
 * The button that sends a form. While the rules are not met, or a request runs, it is marked
 * unavailable with `aria-disabled` rather than `disabled`: it stays focusable, and pressing it
 * (or Enter in a field) moves focus to the first field that needs attention, saying why.
 */
export function SubmitButton({
  enabled,
  busy,
  children,
  variant = "primary",
  wide = true,
}: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant={variant}
      className={`${styles.submit} ${wide ? styles.wide : ""}`}
      aria-disabled={!enabled || busy ? true : undefined}
      aria-busy={busy ? true : undefined}
    >
      {busy ? <span className={styles.buttonSpinner} aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
