import * as Menu from "@radix-ui/react-dropdown-menu";
import type { ReactNode } from "react";
import styles from "./action-menu.module.css";
import { usePortalContainer } from "./portal-container.ts";

export type ActionMenuItem =
  | {
      key: string;
      label: string;
      icon?: ReactNode;
      onSelect: () => void;
      /** A destructive action, drawn in red. */
      danger?: boolean;
      disabled?: boolean;
    }
  | { key: string; separator: true };

type ActionMenuProps = {
  /** The button that opens the menu; it needs an accessible name. */
  trigger: ReactNode;
  items: readonly ActionMenuItem[];
  onOpenChange?: (open: boolean) => void;
  align?: "start" | "end";
  /** Opens as it mounts: a menu whose code loads on the first click of its button. */
  defaultOpen?: boolean;
};

/** A menu of actions under a button: arrow keys move, Enter picks, Escape closes. */
export function ActionMenu({
  trigger,
  items,
  onOpenChange,
  align = "end",
  defaultOpen,
}: ActionMenuProps) {
  const container = usePortalContainer();
  return (
    <Menu.Root onOpenChange={onOpenChange} modal={false} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Menu.Portal container={container}>
        <Menu.Content className={styles.content} align={align} sideOffset={6} collisionPadding={12}>
          {items.map((item) =>
            "separator" in item ? (
              <Menu.Separator key={item.key} className={styles.separator} />
            ) : (
              <Menu.Item
                key={item.key}
                className={`${styles.item} ${item.danger ? styles.danger : ""}`}
                onSelect={item.onSelect}
                disabled={item.disabled}
              >
                {item.icon ? <span className={styles.icon}>{item.icon}</span> : null}
                <span>{item.label}</span>
              </Menu.Item>
            ),
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
