import { pages } from "@home-designer/core";
import { AdminBanner } from "../components/ui/admin-banner.tsx";
import { Button } from "../components/ui/button.tsx";
import { localeFromPath, useTranslation } from "../i18n/index.ts";
import { usePathname } from "../lib/navigation.ts";
import { leavePreview } from "../lib/preview.ts";
import styles from "./preview-banner.module.css";

/**
 * Above every page of a tab that previews the company's draft (docs/decisions/042): that what it
 * shows is not published, and the way back to the back office, which leaves the preview.
 */
export function PreviewBanner() {
  const { t } = useTranslation();
  const pathname = usePathname();
  const lang = localeFromPath(pathname);
  return (
    <div className={styles.strip}>
      <AdminBanner compact title={t("preview.title")}>
        <span>{t("preview.text")}</span>{" "}
        <Button
          size="small"
          variant="secondary"
          className={styles.back}
          onClick={() => leavePreview(pages.adminOverview({ lang }))}
        >
          {t("preview.back")}
        </Button>
      </AdminBanner>
    </div>
  );
}
