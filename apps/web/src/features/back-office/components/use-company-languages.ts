import type { UiLocale } from "@home-designer/core";
import { useQuery } from "@tanstack/react-query";
import { useCompany } from "../../../lib/company.ts";
import { fetchPart } from "../api/calls.ts";
import { backOfficeKeys } from "../api/keys.ts";
import { companyLanguages } from "./translations.ts";

/**
 * The languages a form writes the company's texts in: its draft's sites' languages, then any other
 * language the given texts are written in. Not the languages of the site the admin is on: a text
 * of another site's language would be hidden from its form.
 */
export function useCompanyLanguages(
  texts: readonly (Partial<Record<UiLocale, unknown>> | undefined)[] = [],
): UiLocale[] {
  const site = useCompany();
  const hosts = useQuery({
    queryKey: backOfficeKeys.part("/hosts"),
    queryFn: ({ signal }) => fetchPart("/hosts", signal),
  });
  // Until the sites are read, the one the admin is on stands for them.
  const value = hosts.data?.value;
  const sites = Array.isArray(value)
    ? (value as { languages: UiLocale[] }[])
    : [{ languages: site.locales }];
  return companyLanguages(sites, texts);
}
