import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import styles from "./admin-banner.module.css";

type AdminBannerProps = {
  /** The warning, already translated. */
  children: ReactNode;
  /** A line above the warning, e.g. whose account staff is working in. */
  title?: string;
  /** A full-width strip with the title and warning on one line, above a working screen. */
  compact?: boolean;
};

/**
 * The warning staff see while they work in the product: a customer's pages are not their own,
 * and their own apartment needs a separate client account.
 */
export function AdminBanner({ children, title, compact = false }: AdminBannerProps) {
  return (
    <aside
      className={compact ? `${styles.banner} ${styles.compact}` : styles.banner}
      aria-label={title}
    >
      <TriangleAlert size={20} aria-hidden="true" className={styles.icon} />
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        <p className={styles.text}>{children}</p>
      </div>
    </aside>
  );
}
