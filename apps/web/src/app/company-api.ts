import type { Company } from "@home-designer/core";
import { queryOptions } from "@tanstack/react-query";
import { api } from "../lib/api.ts";

/** The company of this site, found by the origin the browser is on. */
export function companyQuery(origin: string) {
  return queryOptions({
    queryKey: ["company", origin],
    queryFn: ({ signal }) => api<Company>("/company", { query: { url: origin }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
