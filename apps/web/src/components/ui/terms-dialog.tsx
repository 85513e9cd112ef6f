import { Suspense } from "react";
import { useTranslation } from "../../i18n/index.ts";
import { Button } from "./button.tsx";
import { Dialog } from "./dialog.tsx";
import { lazyPart } from "./lazy-part.tsx";
import { Spinner } from "./spinner.tsx";

// The terms (terms-content.tsx, the company's own or the general ones) load only when someone opens
// them: neither their code nor the company's terms are part of a page's first load.
const TermsContent = lazyPart(() => import("./terms-content.tsx").then((m) => m.TermsContent), {
  inline: true,
});

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
