import { pages } from "@home-designer/core";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Dialog } from "../../components/ui/dialog.tsx";
import { TermsContent } from "../../components/ui/terms-content.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { Link, useLocation, useNavigate, useParams } from "../../lib/navigation.ts";

/**
 * `…/summary/terms`: the summary with the terms dialog open; closing (Escape, the close button,
 * a click outside) returns to the summary, and focus stays inside while it is open.
 */
export function Component() {
  const { t } = useTranslation(["legal", "common"]);
  const { lang } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const close = () =>
    navigate(`${pathname.replace(/\/terms\/?$/, "")}${search}`, { replace: true });

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
