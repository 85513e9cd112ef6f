import { AdminBanner } from "../../../components/ui/admin-banner.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useSearchParams } from "../../../lib/navigation.ts";

/**
 * The admin warning over the configurator and the summary: whose design staff are working in,
 * and that their own apartment needs a separate client account.
 */
export function StaffBanner() {
  const { t } = useTranslation("staff");
  const [params] = useSearchParams();
  const acting = params.get("selected_user") !== null;
  const name = params.get("name")?.trim();
  const title = !acting
    ? t("banner.ownTitle")
    : name
      ? t("banner.title", { name })
      : t("banner.titleUnnamed");
  return (
    <AdminBanner compact title={title}>
      {acting ? t("banner.text") : t("banner.ownText")}
    </AdminBanner>
  );
}
