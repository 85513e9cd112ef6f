import * as RadixDialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type ReactNode, type Ref, useRef } from "react";
import { usePortalContainer } from "./portal-container.ts";
import styles from "./sheet.module.css";

type SheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** A line under the title; the sheet is described by it. */
  description?: string;
  closeLabel: string;
  /** Show the close button's label beside its icon (phones' "Close plan"). */
  closeWithText?: boolean;
  children: ReactNode;
  /** Pinned under the scrolling body. */
  footer?: ReactNode;
  size?: "medium" | "wide";
  /** The scrolling body, for scrolling to an item. */
  bodyRef?: Ref<HTMLDivElement>;
};

/**
 * A dialog that slides in from the right on desktop and fills the screen on phones. Radix keeps
 * focus inside and closes on Escape; focus goes back to the control that opened it; the title
 * labels it.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  closeLabel,
  closeWithText,
  children,
  footer,
  size = "medium",
  bodyRef,
}: SheetProps) {
  // Sheets open from any control, not from a Radix trigger, so the control is noted on opening
  // and gets focus back on closing.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const container = usePortalContainer();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={`${styles.sheet} ${size === "wide" ? styles.wide : ""}`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onOpenAutoFocus={() => {
            returnFocusTo.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocusTo.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <header className={styles.header}>
            <div className={styles.heading}>
              <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={styles.description}>
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              className={`${styles.close} ${closeWithText ? styles.closeWithText : ""}`}
              aria-label={closeWithText ? undefined : closeLabel}
            >
              <X size={20} aria-hidden="true" />
              {closeWithText ? <span>{closeLabel}</span> : null}
            </RadixDialog.Close>
          </header>
          <div ref={bodyRef} className={styles.body}>
            {children}
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
