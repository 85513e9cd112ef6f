import { PACKAGES_PER_PAGE, type Package } from "@home-designer/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { call } from "../../../lib/api.ts";
import { configuratorKeys } from "./keys.ts";

export type MorePackagesArgs = {
  project: number;
  layoutId: number;
  companyId: number;
  userId: number | null;
  token: string | null;
  /** The list's first page, as the configurator read it. */
  firstPage: readonly Package[];
};

/**
 * The layout's packages after the first page, for a picker of packages once it is used
 * (`wanted`): the configurator reads only the first page (decision 058), and a buyer with more
 * saved designs than a page holds should still find every one of them in the pickers. Nothing is
 * read while the first page is shorter than a page (it is the whole list); otherwise page after
 * page until a short one. The key is under the list's, so what refreshes the list refreshes these.
 */
export function useMorePackages(
  { project, layoutId, companyId, userId, token, firstPage }: MorePackagesArgs,
  wanted: boolean,
): { packages: Package[]; loading: boolean } {
  const full = firstPage.length >= PACKAGES_PER_PAGE;
  const more = useInfiniteQuery({
    queryKey: [...configuratorKeys.packages(project, layoutId, companyId, userId, token), "more"],
    queryFn: ({ pageParam, signal }) =>
      call("GET /packages", {
        query: {
          project_id: project,
          apartment_layout_id: layoutId,
          company_id: companyId,
          user_id: userId,
          page: pageParam,
          per_page: PACKAGES_PER_PAGE,
        },
        signal,
      }),
    initialPageParam: 2,
    getNextPageParam: (last: Package[], _all, page: number) =>
      last.length < PACKAGES_PER_PAGE ? undefined : page + 1,
    enabled: wanted && full,
  });
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isError } = more;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);
  const packages = useMemo(() => more.data?.pages.flat() ?? [], [more.data]);
  return { packages, loading: wanted && full && (more.isPending || hasNextPage) };
}

/**
 * A picker's packages: the ones read first (the first page and those an address names), then
 * those after the first page once read. A package in both is listed once, where the list has it.
 */
export function withMorePackages(
  packages: readonly Package[],
  more: readonly Package[],
): Package[] {
  if (more.length === 0) return [...packages];
  const byId = new Map<number, Package>();
  for (const p of [...packages, ...more]) {
    byId.delete(p.id);
    byId.set(p.id, p);
  }
  return [...byId.values()];
}
