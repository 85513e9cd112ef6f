import { buttonClass } from "../../components/ui/button.tsx";
import { MessageView } from "../../components/ui/message-view.tsx";
import { useTranslation } from "../../i18n/index.ts";
import { Link } from "../../lib/navigation.ts";
import { useDocumentTitle } from "../../lib/use-document-title.ts";

/** `/{lang}/404`: also where an unknown site or a missing project, layout or package leads. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t("notFound.title"));
  return (
    <MessageView
      main
      eyebrow="404"
      title={t("notFound.title")}
      text={t("notFound.text")}
      action={
        <Link to="/" className={buttonClass("primary")}>
          {t("notFound.home")}
        </Link>
      }
    />
  );
}
