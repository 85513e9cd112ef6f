import { useEffect, useId, useRef } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { isTouchDevice } from "../../../lib/clipboard.ts";
import styles from "./copy-link-dialog.module.css";

/**
 * When the browser refuses to copy, the link is shown selected, with the hint for copying it by
 * hand: tap and hold on phones, Ctrl+C / Cmd+C elsewhere.
 */
export function CopyLinkDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const { t } = useTranslation(["dashboard", "common"]);
  const field = useRef<HTMLInputElement>(null);
  const id = useId();
  useEffect(() => {
    // After the dialog's own focus handling, so the selection stays.
    const timer = setTimeout(() => field.current?.select(), 50);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("dashboard:share.manualTitle")}
      description={
        isTouchDevice() ? t("dashboard:share.manualTouch") : t("dashboard:share.manualDesktop")
      }
      closeLabel={t("common:close")}
      actions={
        <Button variant="primary" onClick={onClose}>
          {t("common:close")}
        </Button>
      }
    >
      <label htmlFor={id} className={styles.label}>
        {t("dashboard:share.linkLabel")}
      </label>
      <input
        ref={field}
        id={id}
        className={styles.field}
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
    </Dialog>
  );
}
