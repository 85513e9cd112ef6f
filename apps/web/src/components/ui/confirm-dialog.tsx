import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import styles from "./confirm-dialog.module.css";
import { Dialog } from "./dialog.tsx";

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  /** The confirmed action is running: the buttons wait, the dialog stays. */
  busy?: boolean;
  /** A destructive action gets a red button. */
  tone?: "primary" | "danger";
  /** Where focus goes when it closes, if not back to what opened it (see Dialog). */
  focusOnClose?: () => HTMLElement | null;
  children?: ReactNode;
};

/** "Are you sure?": a question, a cancel button and the button that does it. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  busy = false,
  tone = "primary",
  focusOnClose,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={description}
      closeLabel={closeLabel}
      focusOnClose={focusOnClose}
      actions={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            variant="primary"
            className={tone === "danger" ? styles.danger : undefined}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
