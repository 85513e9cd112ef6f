import { ChevronDown } from "lucide-react";
import { Flag } from "../../components/ui/flag.tsx";
import { useLocale } from "../../lib/use-locale.ts";
import styles from "./language-menu.module.css";

/** Flag, code and chevron: the same inside the stand-in and the real trigger. */
export function TriggerFace() {
  const locale = useLocale();
  return (
    <>
      <Flag locale={locale} />
      <span className={styles.code}>{locale.toUpperCase()}</span>
      <ChevronDown size={14} aria-hidden="true" className={styles.chevron} />
    </>
  );
}
