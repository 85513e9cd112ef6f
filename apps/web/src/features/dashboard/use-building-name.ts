import { useTranslation } from "../../i18n/index.ts";
import { useCompanyBuilding } from "../../lib/company.ts";

/** "Building A", or "Haus A" where the company has a word of its own for a building. */
export function useBuildingName(): (number: string) => string {
  const { t } = useTranslation("dashboard");
  const companyBuilding = useCompanyBuilding();
  return (number) => companyBuilding(number) ?? t("layout.building", { value: number });
}
