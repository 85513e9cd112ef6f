import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../profile.module.css";

type ProfileRowProps = {
  id: string;
  label: string;
  value: ReactNode;
  /** Beside the value: a note such as "not confirmed". */
  extra?: ReactNode;
  open: boolean;
  onToggle: () => void;
  /** The inline editor, shown while the row is open. */
  children: ReactNode;
};

/**
 * One row of My account: what is stored, and a Change / Cancel toggle that opens its editor
 * below. Opening moves focus into the editor; closing brings it back to the toggle.
 */
export function ProfileRow({ id, label, value, extra, open, onToggle, children }: ProfileRowProps) {
  const { t } = useTranslation("profile");
  const editor = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);

  useEffect(() => {
    if (open && !wasOpen.current) {
      editor.current?.querySelector<HTMLElement>("input, button, a[href]")?.focus();
    } else if (!open && wasOpen.current) {
      // Focus was inside the editor that just went away (saved): it comes back to the toggle.
      const active = document.activeElement;
      if (!active || active === document.body) toggle.current?.focus();
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <div className={`${styles.row} ${open ? styles.rowOpen : ""}`}>
      <div className={styles.rowHead}>
        <div className={styles.rowText}>
          <h3 id={`${id}-label`} className={styles.rowLabel}>
            {label}
          </h3>
          <div className={styles.rowValue}>{value}</div>
          {extra}
        </div>
        <button
          ref={toggle}
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={`${id}-editor`}
          // Read as "Change Name": the action, then the row it belongs to.
          aria-labelledby={`${id}-action ${id}-label`}
          onClick={onToggle}
        >
          <span id={`${id}-action`}>{open ? t("cancel") : t("change")}</span>
        </button>
      </div>
      {open ? (
        <section
          ref={editor}
          id={`${id}-editor`}
          className={styles.editor}
          aria-labelledby={`${id}-label`}
        >
          {children}
        </section>
      ) : null}
    </div>
  );
}
