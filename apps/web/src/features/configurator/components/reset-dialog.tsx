import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import type { Design } from "../design/use-design.ts";
import { resetChoices } from "../selection/reset.ts";

type ResetDialogProps = Pick<Design, "changeAll"> & { onClose: () => void };

/** "Reset the package?": every group gets its first option; Cancel keeps the choices. */
export function ResetDialog({ changeAll, onClose }: ResetDialogProps) {
  const { t } = useTranslation(["actions", "common"]);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("actions:reset.title")}
      description={t("actions:reset.text")}
      confirmLabel={t("actions:reset.confirm")}
      cancelLabel={t("common:cancel")}
      closeLabel={t("common:close")}
      onConfirm={() => {
        changeAll(resetChoices);
        onClose();
      }}
    />
  );
}
