import { queryOptions } from "@tanstack/react-query";
import { call } from "../lib/api.ts";

/** The company of this site, found by the origin the browser is on. */
export function companyQuery(origin: string) {
  return queryOptions({
    queryKey: ["company", origin],
    queryFn: ({ signal }) => call("GET /company", { query: { url: origin }, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
