import { useEffect } from "react";
import { pageTitle } from "./branding.ts";
import { useOptionalCompany } from "./company.ts";

/** Sets `Page · Company` as the document title while the page is shown. */
export function useDocumentTitle(page: string | null | undefined): void {
  const companyName = useOptionalCompany()?.name;
  useEffect(() => {
    document.title = pageTitle(page, companyName);
  }, [page, companyName]);
}
