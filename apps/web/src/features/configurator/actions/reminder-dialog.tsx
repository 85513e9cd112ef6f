import { saveDialogPath } from "@home-designer/core";
import { Building2, Clock } from "lucide-react";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useLocation, useNavigate } from "../../../lib/navigation.ts";
import { useConfigurator } from "../context.ts";
import styles from "./actions.module.css";

/**
 * The ten-minute reminders: save the custom design now or later; or, for a guest, the apartment
 * still being available, with its page on the company site (in a new tab) or maybe later.
 */
export function ReminderDialog({
  kind,
  onClose,
}: {
  kind: "save" | "apartment";
  onClose: () => void;
}) {
  const { t } = useTranslation(["actions", "common"]);
  const { tabs } = useConfigurator();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const save = kind === "save";

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={save ? t("actions:reminders.saveTitle") : t("actions:reminders.apartmentTitle")}
      closeLabel={t("common:close")}
    >
      <div className={styles.reminder}>
        <span className={styles.reminderIcon} aria-hidden="true">
          {save ? <Clock size={22} /> : <Building2 size={22} />}
        </span>
        <p className={styles.reminderText}>
          {save ? t("actions:reminders.saveText") : t("actions:reminders.apartmentText")}
        </p>
      </div>
      <div className={styles.actions}>
        <Button onClick={onClose}>
          {save ? t("actions:reminders.saveLater") : t("actions:reminders.later")}
        </Button>
        <Button
          variant="primary"
          onClick={() => {
            onClose();
            if (save) navigate(saveDialogPath(pathname, search));
            else if (tabs.apartment_url)
              window.open(tabs.apartment_url, "_blank", "noopener,noreferrer");
          }}
        >
          {save ? t("actions:reminders.saveNow") : t("actions:reminders.explore")}
        </Button>
      </div>
    </Dialog>
  );
}
