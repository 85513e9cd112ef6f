import { Button } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { useUnsavedChanges } from "../../lib/unsaved-changes.ts";

/**
 * Asked before the top navigation leaves a design with unsaved changes (All apartments, My
 * account, Help, Logout). Cancel keeps the buyer where they are; confirming goes on.
 */
export function LeaveDialog() {
  const { t } = useTranslation(["actions", "common"]);
  const confirm = useUnsavedChanges((s) => s.confirm);
  const cancel = useUnsavedChanges((s) => s.cancel);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      title={t("actions:leave.title")}
      description={t("actions:leave.text")}
      closeLabel={t("common:close")}
      actions={
        <>
          <Button onClick={cancel}>{t("common:cancel")}</Button>
          <Button variant="primary" onClick={confirm}>
            {t("actions:leave.confirm")}
          </Button>
        </>
      }
    />
  );
}
