import type { ReactNode } from "react";
import styles from "../back-office.module.css";

/**
 * A wide table's own horizontal scroll, for a table of plain text: it has nothing to tab to, so
 * its scroll box is itself a named region (a labelled section) in the tab order, which a keyboard
 * reaches and scrolls (WCAG 2.1.1, axe's scrollable-region-focusable) and a screen reader names.
 * A table with links or buttons in it needs none: tabbing to them scrolls it.
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box with nothing focusable in it must take focus itself to be scrolled by keyboard.
    <section className={styles.tableScroll} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
