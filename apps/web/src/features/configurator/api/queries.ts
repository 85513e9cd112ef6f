import { PACKAGES_PER_PAGE, type Package } from "@home-designer/core";
import { queryOptions } from "@tanstack/react-query";
import { call } from "../../../lib/api.ts";
import { configuratorKeys } from "./keys.ts";

/**
 * The configurator's reads. Each is a `queryOptions` object so the start-up redirect can fetch
 * exactly what the room screen will read from the cache afterwards.
 */
export const configuratorQueries = {
  projects: (companyId: number, compact: boolean, userId?: number | null) =>
    queryOptions({
      queryKey: configuratorKeys.projects(companyId, compact, userId ?? null),
      queryFn: ({ signal }) =>
        call("GET /list/projects", {
          query: { company: companyId, compact: compact ? "1" : "0", user_id: userId },
          signal,
        }),
    }),

  tabs: (project: number, layoutId: number, companyId: number) =>
    queryOptions({
      queryKey: configuratorKeys.tabs(project, layoutId, companyId),
      queryFn: ({ signal }) =>
        call("GET /project/:project/tabs", {
          params: { project },
          query: { apartment_layout_id: layoutId, company_id: companyId },
          signal,
        }),
    }),

  /**
   * The first page of the layout's packages as the caller sees them (`PACKAGES_PER_PAGE`, the
   * company's first), each with what they may do with it: a buyer may have saved hundreds, and
   * the whole list is never needed (`useLayoutPackages` reads one beyond the page when it is
   * asked for). The token is part of the key, so after a login or logout no one is shown another
   * person's abilities.
   */
  packages: (
    project: number,
    layoutId: number,
    companyId: number,
    userId: number | null,
    token: string | null,
  ) =>
    queryOptions({
      queryKey: configuratorKeys.packages(project, layoutId, companyId, userId, token),
      queryFn: ({ signal }) =>
        call("GET /packages", {
          query: {
            project_id: project,
            apartment_layout_id: layoutId,
            company_id: companyId,
            user_id: userId,
            per_page: PACKAGES_PER_PAGE,
          },
          signal,
        }),
    }),

  /** One package of the layout's list, as the list shows it to the caller (404: not on it). */
  onePackage: (
    project: number,
    layoutId: number,
    companyId: number,
    userId: number | null,
    token: string | null,
    packageId: number,
  ) =>
    queryOptions({
      queryKey: configuratorKeys.onePackage(project, layoutId, companyId, userId, token, packageId),
      queryFn: ({ signal }) =>
        call("GET /packages/:packageId", {
          params: { packageId },
          query: {
            project_id: project,
            apartment_layout_id: layoutId,
            company_id: companyId,
            user_id: userId,
          },
          signal,
        }),
    }),

  /**
   * A room's groups for the package on screen. Only a person's own package adds to them (its
   * choices and special solutions), and a package they confirmed, which shows what was confirmed
   * (its options at their confirmed prices); every other company package gets the same answer, so
   * the package is left out of the call and the key for those, and switching between them
   * fetches nothing.
   */
  roomGroups: (
    project: number,
    roomId: number,
    layoutId: number,
    pkg: Pick<Package, "id" | "user_package" | "confirmed"> | null,
    userId?: number | null,
  ) => {
    const packageId = pkg?.user_package || pkg?.confirmed ? pkg.id : null;
    return queryOptions({
      queryKey: configuratorKeys.roomGroups(project, roomId, layoutId, packageId, userId ?? null),
      queryFn: ({ signal }) =>
        call("GET /project/:project/tabs/:roomId", {
          params: { project, roomId },
          query: { apartment_layout_id: layoutId, package_id: packageId, user_id: userId },
          signal,
        }),
    });
  },

  legends: (companyId: number) =>
    queryOptions({
      queryKey: configuratorKeys.legends(companyId),
      queryFn: ({ signal }) => call("GET /legends", { query: { company_id: companyId }, signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};
