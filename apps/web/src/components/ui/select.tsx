import * as RadixSelect from "@radix-ui/react-select";
import { Check, ChevronDown } from "lucide-react";
import { usePortalContainer } from "./portal-container.ts";
import styles from "./select.module.css";

export type SelectOption = { value: string; label: string; hint?: string };

export type SelectProps = {
  value: string | undefined;
  options: readonly SelectOption[];
  onValueChange: (value: string) => void;
  /** Accessible name of the control. */
  label: string;
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  id?: string;
  /** Controlled opening, used when a click on a stand-in button loaded the list code. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A single-choice list: keyboard and screen-reader friendly, at most half the viewport tall. A
 * longer list scrolls with its own scroll bar, not with Radix's scroll buttons: those appear and
 * go as the list scrolls and move every option under a finger on its way down.
 */
export function Select({
  value,
  options,
  onValueChange,
  label,
  placeholder,
  disabled,
  className,
  id,
  open,
  onOpenChange,
}: SelectProps) {
  const container = usePortalContainer();
  return (
    <RadixSelect.Root
      value={value}
      onValueChange={onValueChange}
      disabled={disabled}
      open={open}
      onOpenChange={onOpenChange}
    >
      <RadixSelect.Trigger
        id={id}
        aria-label={label}
        className={`${styles.trigger} ${className ?? ""}`}
      >
        <span className={styles.value}>
          <RadixSelect.Value placeholder={placeholder} />
        </span>
        <RadixSelect.Icon className={styles.chevron}>
          <ChevronDown size={16} aria-hidden="true" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal container={container}>
        <RadixSelect.Content
          className={styles.content}
          position="popper"
          sideOffset={6}
          align="end"
        >
          <RadixSelect.Viewport className={styles.viewport}>
            {options.map((option) => (
              <RadixSelect.Item key={option.value} value={option.value} className={styles.item}>
                <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                {option.hint ? <span className={styles.itemHint}>{option.hint}</span> : null}
                <RadixSelect.ItemIndicator className={styles.indicator}>
                  <Check size={16} aria-hidden="true" />
                </RadixSelect.ItemIndicator>
              </RadixSelect.Item>
            ))}
          </RadixSelect.Viewport>
        </RadixSelect.Content>
      </RadixSelect.Portal>
    </RadixSelect.Root>
  );
}
