import styles from "./spinner.module.css";

/** A decorative spinner; the surrounding view carries the accessible status text. */
export function Spinner({ size = "medium" }: { size?: "medium" | "small" }) {
  return (
    <span
      aria-hidden="true"
      className={`${styles.spinner} ${size === "small" ? styles.small : ""}`}
    />
  );
}
