import { saveAction, saveDialogPath } from "@home-designer/core";
import { Save } from "lucide-react";
import { type ButtonVariant, buttonClass } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { Link, useLocation } from "../../../lib/navigation.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { useConfigurator } from "../context.ts";
import { DirectSaveButton } from "./direct-save-button.tsx";

/**
 * "Save" for a package the person may change in place (the answer's `abilities.change`: the
 * buyer's own unconfirmed package, or for staff also a customer's confirmed one), "Save as" for
 * anything else (a company package, a confirmed one, the buyer's own combination). A package one
 * may change is saved at once; anything else opens the screen's save dialog (`…/save`): save as,
 * or for a guest the e-mailed link and the way to an account.
 */
export function SaveButton({
  variant = "primary",
  className,
}: {
  variant?: ButtonVariant;
  className?: string;
}) {
  const { t } = useTranslation("configurator");
  const { activePackage } = useConfigurator();
  const loggedIn = usePrimaryStore((s) => s.token !== null);
  const { pathname, search } = useLocation();
  const action = saveAction(activePackage);
  if (loggedIn && action === "save") {
    return (
      <DirectSaveButton variant={variant} className={className}>
        {t("design.save")}
      </DirectSaveButton>
    );
  }
  return (
    <Link
      to={saveDialogPath(pathname, search)}
      className={buttonClass(variant, "medium", false, className)}
    >
      <Save size={16} aria-hidden="true" />
      {action === "save" ? t("design.save") : t("design.saveAs")}
    </Link>
  );
}
