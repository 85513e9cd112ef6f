import { PACKAGES_PER_PAGE, type Package } from "@home-designer/core";
import { useQueries, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { isNotFound } from "../../../lib/api.ts";
import { configuratorQueries } from "./queries.ts";

export type LayoutPackagesArgs = {
  project: number;
  layoutId: number;
  companyId: number;
  userId: number | null;
  token: string | null;
  /** Whether the layout is known (the address names it); nothing is read until it is. */
  enabled?: boolean;
};

export type LayoutPackages = {
  /** The first page of the list, then each wanted package beyond it that the list has. */
  data: Package[] | undefined;
  error: Error | null;
  refetch: () => void;
};

/**
 * Which of `wanted` a first page of the list may lack: none when the page is shorter than a page
 * (it is the whole list), otherwise those not on it.
 */
export function beyondPage(page: readonly Package[], wanted: readonly number[]): number[] {
  if (page.length < PACKAGES_PER_PAGE) return [];
  return [...new Set(wanted)].filter((id) => !page.some((p) => p.id === id));
}

/**
 * The layout's packages as the configurator and the comparison read them: the first page of the
 * list (the company's packages first, so its default is there), and the packages the address
 * names (`wanted`) that are beyond it, each read on its own (`GET /packages/:packageId`;
 * decision 058). A wanted package the list does not have (404) is left out, as it would be from
 * the whole list; until each is answered, `data` is undefined.
 */
export function useLayoutPackages(
  { project, layoutId, companyId, userId, token, enabled = true }: LayoutPackagesArgs,
  wanted: readonly number[],
): LayoutPackages {
  const page = useQuery({
    ...configuratorQueries.packages(project, layoutId, companyId, userId, token),
    enabled,
  });
  const missing = page.data ? beyondPage(page.data, wanted) : [];
  const ones = useQueries({
    queries: missing.map((id) =>
      configuratorQueries.onePackage(project, layoutId, companyId, userId, token, id),
    ),
  });
  const settled = ones.every((one) => one.data !== undefined || isNotFound(one.error));
  const extra = ones.flatMap((one) => (one.data ? [one.data] : []));
  const version = ones.map((one) => one.dataUpdatedAt).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: `extra` is new on every render; its answers change exactly when `version` does.
  const data = useMemo(
    () =>
      page.data && settled ? (extra.length ? [...page.data, ...extra] : page.data) : undefined,
    [page.data, settled, version],
  );
  const failed = ones.find((one) => one.error && !isNotFound(one.error))?.error ?? null;
  return {
    data,
    error: page.error ?? failed,
    refetch: () => {
      void page.refetch();
      for (const one of ones) if (one.error) void one.refetch();
    },
  };
}
