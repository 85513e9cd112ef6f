import { PACKAGES_PER_PAGE, type Package } from "@home-designer/core";
import { useQueries } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
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
 * page until a short one. Each page's key is under the list's, so what refreshes the list
 * refreshes these. (Pages by `useQueries`: react-query's infinite lists live in a file of their
 * own that the room's preload lists would name.)
 */
export function useMorePackages(
  { project, layoutId, companyId, userId, token, firstPage }: MorePackagesArgs,
  wanted: boolean,
): { packages: Package[]; loading: boolean } {
  const full = firstPage.length >= PACKAGES_PER_PAGE;
  // How many pages after the first to read: one more each time the last one came back full.
  const [count, setCount] = useState(1);
  const pages = useQueries({
    queries:
      wanted && full
        ? Array.from({ length: count }, (_, i) => i + 2).map((page) => ({
            queryKey: [
              ...configuratorKeys.packages(project, layoutId, companyId, userId, token),
              "page",
              page,
            ],
            queryFn: ({ signal }: { signal: AbortSignal }) =>
              call("GET /packages", {
                query: {
                  project_id: project,
                  apartment_layout_id: layoutId,
                  company_id: companyId,
                  user_id: userId,
                  page,
                  per_page: PACKAGES_PER_PAGE,
                },
                signal,
              }),
          }))
        : [],
  });
  const last = pages.at(-1)?.data;
  useEffect(() => {
    if (last && last.length >= PACKAGES_PER_PAGE) setCount((n) => n + 1);
  }, [last]);
  const version = pages.map((page) => page.dataUpdatedAt).join(",");
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pages' answers change exactly when `version` does.
  const packages = useMemo(() => pages.flatMap((page) => page.data ?? []), [version]);
  const loading = pages.length > 0 && (!last || last.length >= PACKAGES_PER_PAGE);
  return { packages, loading: loading && !pages.some((page) => page.isError) };
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
