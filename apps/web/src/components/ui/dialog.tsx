import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ReactNode, useRef } from "react";
import { Button } from "./button.tsx";
import styles from "./dialog.module.css";
import { usePortalContainer } from "./portal-container.ts";

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  closeLabel: string;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned. */
  actions?: ReactNode;
  wide?: boolean;
  /**
   * Where focus goes when it closes, instead of back to what opened it: when that is gone or
   * about to go with what the dialog did (a removed item's button). Null: back to the opener.
   */
  focusOnClose?: () => HTMLElement | null;
};

/**
 * A modal dialog: focus is trapped, Escape and the close button close it, the title labels it.
 * Closed, it gives focus back to what had it when it opened. Radix does that only for its own
 * trigger, and most dialogs here have none: they open at an address of their own (`…/save`) or
 * from a menu, and focus would fall to `<body>`, the start of the page.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  children,
  actions,
  wide,
  focusOnClose,
}: DialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  const container = usePortalContainer();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.content} ${wide ? styles.wide : ""}`}
          // Without a description the dialog says so, instead of pointing at nothing.
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            // Runs before focus moves in, so the active element is still the opener.
            const active = document.activeElement;
            opener.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = focusOnClose?.() ?? opener.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <Button
                variant="ghost"
                size="small"
                iconOnly
                className={styles.close}
                aria-label={closeLabel}
              >
                <X size={18} aria-hidden="true" />
              </Button>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>
              {description}
            </RadixDialog.Description>
          ) : null}
          {children}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
