import { QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "./api.ts";

/**
 * Server state: layouts, packages and rooms change rarely while a buyer designs, so answers stay
 * fresh for a few minutes and are not refetched on every focus. Refusals (4xx) are not retried.
 *
 * Calls are made even when the browser says it is offline (`networkMode: "always"`): by default
 * they would wait, silently, until it is back, and a button would spin for as long. Failing at
 * once shows the person that the network is gone (`common:errors.network`); queries are fetched
 * again when the browser is back online.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: "always",
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500)
            return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false, networkMode: "always" },
    },
  });
}
