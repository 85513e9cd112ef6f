import styles from "./loading-view.module.css";
import { Spinner } from "./spinner.tsx";

type LoadingViewProps = {
  /** Already translated: the view is also shown before the texts have loaded. */
  label?: string;
  info?: string;
};

export function LoadingView({ label, info }: LoadingViewProps) {
  return (
    <div className={styles.view} role="status" aria-live="polite" aria-busy="true">
      <Spinner />
      {label ? <p className={styles.label}>{label}</p> : null}
      {info ? <p className={styles.info}>{info}</p> : null}
    </div>
  );
}
