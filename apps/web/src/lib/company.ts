import type { Company } from "@home-designer/core";
import { createContext, useContext } from "react";

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
