import { type Cents, type Company, companyBuildingName, euroWriter } from "@home-designer/core";
import { createContext, useContext } from "react";
import { useLocale } from "./use-locale.ts";

/** The company whose site this is; null only on the not-found page of an unknown host. */
export const CompanyContext = createContext<Company | null>(null);

export function useOptionalCompany(): Company | null {
  return useContext(CompanyContext);
}

/** The company, for pages that render only after it has loaded (all but the 404 page). */
export function useCompany(): Company {
  const company = useContext(CompanyContext);
  if (!company) throw new Error("useCompany() outside a loaded company");
  return company;
}

/** Writes amounts in cents as the company writes them in the page's language. */
export function useEuro(): (cents: Cents) => string {
  const company = useOptionalCompany();
  const locale = useLocale();
  return euroWriter(company?.amount_format, locale);
}

/**
 * A building as the company names it in the page's language ("Haus A"), or null when it has no
 * word of its own there (the page then keeps its own wording).
 */
export function useCompanyBuilding(): (number: string) => string | null {
  const company = useOptionalCompany();
  const locale = useLocale();
  return (number) => companyBuildingName(company?.building_word, locale, number);
}
