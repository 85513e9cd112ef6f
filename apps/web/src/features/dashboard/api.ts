import type { Locale, UiLocale } from "@home-designer/core";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";
import { type DashboardFilters, nextPageParam, PAGE_SIZE } from "./dashboard-data.ts";

/** The language the server writes a PDF or message in: the hidden Russian one reads English. */
export function contentLocale(locale: UiLocale): Locale {
  return locale === "ru" ? "en" : locale;
}

export const dashboardQueries = {
  /**
   * Every dashboard list of this person (or of the customer staff acts for), for refreshing. The
   * session is part of the key, so that after another login in the same tab nothing of the
   * previous person's list is shown, not even for a moment.
   */
  root: (companyId: number, userId: number | null, token: string | null) =>
    ["dashboard", companyId, userId, token] as const,

  apartments: (
    companyId: number,
    userId: number | null,
    token: string | null,
    filters: DashboardFilters,
  ) =>
    infiniteQueryOptions({
      queryKey: [...dashboardQueries.root(companyId, userId, token), filters],
      queryFn: ({ pageParam, signal }) => {
        const query = {
          company: companyId,
          project_id: filters.project,
          building_id: filters.building,
          apartment_id: filters.apartment,
          page: pageParam,
          perPage: PAGE_SIZE,
        };
        return userId === null
          ? call("GET /apartments", { query, signal })
          : call("GET /user-apartments/:userId", { params: { userId }, query, signal });
      },
      initialPageParam: 1,
      getNextPageParam: (lastPage, _pages, lastPageParam) => nextPageParam(lastPage, lastPageParam),
      // A package's state changes from other screens (the configurator saves, confirms).
      staleTime: 0,
    }),

  /** The company's projects with buildings, apartments and layouts (the add-layout choices). */
  projects: (companyId: number, userId: number | null) =>
    queryOptions({
      queryKey: ["projects", companyId, false, userId],
      queryFn: ({ signal }) =>
        call("GET /list/projects", {
          query: { company: companyId, compact: "0", user_id: userId },
          signal,
        }),
    }),

  /**
   * The change requests of every layout on the dashboard, newest first, each with its layout: one
   * call for the whole dashboard, which each layout reads its own from. Under the person's root,
   * so a refresh of the dashboard reads them again.
   */
  changeRequests: (companyId: number, userId: number | null, token: string | null) =>
    queryOptions({
      queryKey: [...dashboardQueries.root(companyId, userId, token), "change-requests"] as const,
      queryFn: ({ signal }) => call("GET /change-requests", { query: acting(userId), signal }),
    }),

  /**
   * A layout's rooms, for opening a package at its first room. The key is the configurator's
   * own, so the configurator then starts from what was loaded here.
   */
  tabs: (project: number, layoutId: number, companyId: number) =>
    queryOptions({
      queryKey: ["tabs", project, layoutId, companyId],
      queryFn: ({ signal }) =>
        call("GET /project/:project/tabs", {
          params: { project },
          query: { apartment_layout_id: layoutId, company_id: companyId },
          signal,
        }),
    }),
};

/** The `?user_id=` every call carries while staff acts for a customer. */
const acting = (userId: number | null) => ({ user_id: userId });

export const dashboardCalls = {
  rename: (packageId: number, name: string, userId: number | null) =>
    call("POST /packages/:packageId/rename", {
      params: { packageId },
      query: acting(userId),
      body: { name },
    }),

  duplicate: (packageId: number, layoutId: number, userId: number | null) =>
    call("POST /packages/:packageId/duplicate", {
      params: { packageId },
      query: { apartment_layout_id: layoutId, ...acting(userId) },
    }),

  remove: (packageId: number, layoutId: number, userId: number | null) =>
    call("DELETE /packages/:packageId", {
      params: { packageId },
      query: { apartment_layout_id: layoutId, ...acting(userId) },
    }),

  removeLayout: (layoutId: number, userId: number | null) =>
    call("DELETE /packages/delete-layout/:layoutId", {
      params: { layoutId },
      query: acting(userId),
    }),

  confirm: (
    entry: { apartment_id: number; apartment_layout_id: number; package_id: number },
    locale: UiLocale,
    userId: number | null,
  ) =>
    call("POST /confirm-package", {
      query: acting(userId),
      body: {
        apartment_id: entry.apartment_id,
        apartment_layout_id: entry.apartment_layout_id,
        package_id: entry.package_id,
        selected_locale: contentLocale(locale),
      },
    }),

  addLayout: (layoutId: number, packageId: number, userId: number | null) =>
    call("POST /packages", {
      body: {
        ...(userId === null ? {} : { user_id: userId }),
        apartment_layout_id: layoutId,
        package_id: packageId,
      },
    }),

  selections: (packageId: number, layoutId: number, userId: number | null) =>
    call("GET /packages/:packageId/selections", {
      params: { packageId },
      query: { apartment_layout_id: layoutId, ...acting(userId) },
    }),

  /**
   * Staff hand a confirmed layout back to its buyer: the rooms named (none: all), with why; with
   * the buyer's open change request when this accepts it.
   */
  reopen: (layoutId: number, reason: string, tabIds: readonly number[], changeRequestId?: number) =>
    call("POST /layouts/:layoutId/reopen", {
      params: { layoutId },
      body: {
        reason,
        tab_ids: [...tabIds],
        ...(changeRequestId === undefined ? {} : { change_request_id: changeRequestId }),
      },
    }),

  /** A buyer asks to change their confirmed layout, in their words. */
  askChange: (layoutId: number, message: string) =>
    call("POST /layouts/:layoutId/change-requests", { params: { layoutId }, body: { message } }),

  /** The buyer's files on their open change request: photos or drawings of what they mean. */
  attachChangeFiles: (requestId: number, files: readonly File[]) => {
    const form = new FormData();
    for (const file of files) form.append("files[]", file, file.name);
    return call("POST /change-requests/:requestId/files", { params: { requestId }, body: form });
  },

  /** Staff decline a buyer's open change request, with why. */
  declineChange: (requestId: number, reason: string) =>
    call("POST /change-requests/:requestId/decline", { params: { requestId }, body: { reason } }),

  shortLink: (url: string, companyId: number) =>
    call("POST /short-links", { body: { url, company_id: companyId } }),
};
