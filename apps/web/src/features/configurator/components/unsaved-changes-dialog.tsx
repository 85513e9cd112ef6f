import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";

type UnsavedChangesDialogProps = { onConfirm: () => void; onCancel: () => void };

/** Asked before an action that would drop the buyer's unsaved changes; Cancel keeps them. */
export function UnsavedChangesDialog({ onConfirm, onCancel }: UnsavedChangesDialogProps) {
  const { t } = useTranslation(["configurator", "common"]);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t("configurator:design.unsaved.title")}
      description={t("configurator:design.unsaved.text")}
      closeLabel={t("common:close")}
      actions={
        <>
          <Button onClick={onCancel}>{t("common:cancel")}</Button>
          <Button variant="primary" onClick={onConfirm}>
            {t("configurator:design.unsaved.confirm")}
          </Button>
        </>
      }
    />
  );
}
