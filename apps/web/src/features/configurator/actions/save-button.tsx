import { saveAction } from "@home-designer/core";
import { Save } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { type ButtonVariant, buttonClass } from "../../../components/ui/button.tsx";
import { usePrimaryStore } from "../../../lib/store.ts";
import { useIsStaff } from "../../../lib/user.ts";
import { useConfigurator } from "../context.ts";
import { editablePackage } from "../staff/editable.ts";
import { DirectSaveButton } from "./direct-save-button.tsx";
import { screenPath } from "./payload.ts";

/**
 * "Save" for the buyer's own package, "Save as" for anything else (a company package, a confirmed
 * one, the buyer's own combination). A logged-in buyer's own package is saved at once; anything
 * else opens the screen's save dialog (`…/save`): save as, or for a guest the e-mailed link and
 * the way to an account.
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
  // Staff may keep editing a confirmed package in place.
  const action = saveAction(editablePackage(activePackage, useIsStaff()));
  if (loggedIn && action === "save") {
    return (
      <DirectSaveButton variant={variant} className={className}>
        {t("design.save")}
      </DirectSaveButton>
    );
  }
  return (
    <Link
      to={`${screenPath(pathname)}/save${search}`}
      className={buttonClass(variant, "medium", false, className)}
    >
      <Save size={16} aria-hidden="true" />
      {action === "save" ? t("design.save") : t("design.saveAs")}
    </Link>
  );
}
