import { PageFrame } from "../../components/ui/page-frame.tsx";
import { TermsContent } from "../../components/ui/terms-content.tsx";
import { useTranslation } from "../../i18n/index.ts";

/** `/{lang}/terms-and-conditions`: the company's terms of use, as the summary's terms dialog shows them. */
export function Component() {
  const { t } = useTranslation("legal");
  return (
    <PageFrame title={t("terms.title")}>
      <TermsContent />
    </PageFrame>
  );
}
