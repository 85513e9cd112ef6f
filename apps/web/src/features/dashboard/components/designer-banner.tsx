import { pages } from "@home-designer/core";
import { AdminBanner } from "../../../components/ui/admin-banner.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { Link } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";

type DesignerBannerProps = {
  /** The customer staff act for, or null on their own dashboard. */
  actingUser: number | null;
  actingName: string | null;
};

/**
 * Staff's warning over the dashboard: whose dashboard they work on and that changes are made for
 * that client. On their own dashboard nobody else is concerned, so it says only that their own
 * apartment needs a separate client account, and leads to the company's back office.
 */
export function DesignerBanner({ actingUser, actingName }: DesignerBannerProps) {
  const { t } = useTranslation("dashboard");
  const lang = useLocale();
  if (actingUser === null) {
    return (
      <AdminBanner title={t("designer.ownTitle")}>
        {t("designer.ownText")}{" "}
        <Link to={pages.adminOverview({ lang })}>{t("designer.backOffice")}</Link>
      </AdminBanner>
    );
  }
  return (
    <AdminBanner
      title={actingName ? t("designer.title", { name: actingName }) : t("designer.titleUnnamed")}
    >
      {t("designer.text")}
    </AdminBanner>
  );
}
