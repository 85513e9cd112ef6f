import { useTranslation } from "../../../i18n/index.ts";
import { useCompanyBuilding } from "../../../lib/company.ts";

/** A building as the company names it in the page's language ("Haus A"), else "Building A". */
export function useBuildingName(): (number: string) => string {
  const { t } = useTranslation("admin");
  const companyBuilding = useCompanyBuilding();
  return (number) => companyBuilding(number) ?? t("projects.buildingNumber", { number });
}
