import { ChevronDown } from "lucide-react";
import { Suspense, useState } from "react";
import { lazyPart } from "./lazy-part.tsx";
import styles from "./select.module.css";
import type { SelectProps } from "./select.tsx";

const loadSelect = () => import("./select.tsx");
const RealSelect = lazyPart(() => loadSelect().then((m) => m.Select));

/**
 * A select whose list code loads on first use: until then a button that looks the same. The
 * first screen stays light; the list opens on the same click or key press that loads it.
 */
export function LazySelect(props: SelectProps) {
  const [active, setActive] = useState(false);
  const [open, setOpen] = useState(false);
  const current =
    props.options.find((o) => o.value === props.value)?.label ?? props.placeholder ?? "";

  const lookalike = (
    <button
      type="button"
      id={props.id}
      className={`${styles.trigger} ${props.className ?? ""}`}
      aria-label={props.label}
      aria-haspopup="listbox"
      aria-expanded={false}
      disabled={props.disabled}
      onPointerEnter={() => void loadSelect()}
      onFocus={() => void loadSelect()}
      onClick={() => {
        setActive(true);
        setOpen(true);
      }}
    >
      <span className={styles.value}>{current}</span>
      <span className={styles.chevron}>
        <ChevronDown size={16} aria-hidden="true" />
      </span>
    </button>
  );

  if (!active) return lookalike;
  return (
    <Suspense fallback={lookalike}>
      <RealSelect {...props} open={open} onOpenChange={setOpen} whileFailed={lookalike} />
    </Suspense>
  );
}
