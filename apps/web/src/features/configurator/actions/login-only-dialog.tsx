import { pages } from "@home-designer/core";
import { buttonClass } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { Link } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import styles from "./actions.module.css";

/**
 * What only a logged-in buyer can do (ask for an offer, download the PDF): the way to log in or
 * create an account, coming back to `returnTo` afterwards.
 */
export function LoginOnlyDialog({
  text,
  returnTo,
  onClose,
}: {
  text: string;
  returnTo: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(["actions", "common"]);
  const lang = useLocale();
  const redirect = { redirect: returnTo };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("actions:loginOnly.title")}
      description={text}
      closeLabel={t("common:close")}
    >
      <div className={styles.actions}>
        <Link to={pages.register({ lang }, redirect)} className={buttonClass("secondary")}>
          {t("actions:save.register")}
        </Link>
        <Link to={pages.login({ lang }, redirect)} className={buttonClass("primary")}>
          {t("actions:save.login")}
        </Link>
      </div>
    </Dialog>
  );
}
