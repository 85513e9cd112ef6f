import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Spinner } from "../../../components/ui/spinner.tsx";

// The terms are the legal pages' own text; they load only when someone opens them.
const TermsContent = lazy(() =>
  import("../../legal/terms-content.tsx").then((m) => ({ default: m.TermsContent })),
);

type TermsDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The terms of use over the page, so a half-filled form stays as it was. */
export function TermsDialog({ open, onOpenChange }: TermsDialogProps) {
  const { t } = useTranslation(["legal", "common"]);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      wide
      title={t("legal:terms.title")}
      closeLabel={t("common:close")}
      actions={
        <Button variant="primary" onClick={() => onOpenChange(false)}>
          {t("common:close")}
        </Button>
      }
    >
      <Suspense fallback={<Spinner />}>
        <TermsContent headingLevel={3} />
      </Suspense>
    </Dialog>
  );
}
