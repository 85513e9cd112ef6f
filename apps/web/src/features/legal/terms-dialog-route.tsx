import { pages, screenPath } from "@home-designer/core";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { TermsContent } from "../../components/ui/terms-content.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { Link, useLocation, useNavigate } from "../../lib/navigation.ts";
import { useLocale } from "../../lib/use-locale.ts";

/**
 * `…/summary/terms`: the summary with the terms dialog open; closing (Escape, the close button,
 * a click outside) returns to the summary, and focus stays inside while it is open.
 */
export function Component() {
  const { t } = useTranslation(["legal", "common"]);
  const lang = useLocale();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const close = () => navigate(screenPath(pathname, search), { replace: true });

  return (
    <Dialog
      open
      wide
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t("legal:terms.title")}
      closeLabel={t("common:close")}
      actions={
        <>
          <Link to={pages.terms({ lang })} className={buttonClass("secondary")}>
            {t("legal:terms.openPage")}
          </Link>
          <Button variant="primary" onClick={close}>
            {t("common:close")}
          </Button>
        </>
      }
    >
      <TermsContent headingLevel={3} />
    </Dialog>
  );
}
