import type { Locale, Project, Tabs, UiLocale } from "@home-designer/core";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import {
  type ApartmentsPage,
  type DashboardFilters,
  nextPageParam,
  PAGE_SIZE,
} from "./dashboard-data.ts";

type Message = { message: string };

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
      queryFn: ({ pageParam, signal }) =>
        api<ApartmentsPage>(userId === null ? "/apartments" : `/user-apartments/${userId}`, {
          query: {
            company: companyId,
            project_id: filters.project,
            building_id: filters.building,
            apartment_id: filters.apartment,
            page: pageParam,
            perPage: PAGE_SIZE,
          },
          signal,
        }),
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
        api<Project[]>("/list/projects", {
          query: { company: companyId, compact: 0, user_id: userId },
          signal,
        }),
    }),

  /**
   * A layout's rooms, for opening a package at its first room. The key is the configurator's
   * own, so the configurator then starts from what was loaded here.
   */
  tabs: (project: number, layoutId: number, companyId: number) =>
    queryOptions({
      queryKey: ["tabs", project, layoutId, companyId],
      queryFn: ({ signal }) =>
        api<Tabs>(`/project/${project}/tabs`, {
          query: { apartment_layout_id: layoutId, company_id: companyId },
          signal,
        }),
    }),
};

/** The `?user_id=` every call carries while staff acts for a customer. */
const acting = (userId: number | null) => ({ user_id: userId });

export const dashboardCalls = {
  rename: (packageId: number, name: string, userId: number | null) =>
    api<Message>(`/packages/${packageId}/rename`, {
      method: "POST",
      query: acting(userId),
      body: { name },
    }),

  duplicate: (packageId: number, layoutId: number, userId: number | null) =>
    api<Message & { id: number }>(`/packages/${packageId}/duplicate`, {
      method: "POST",
      query: { apartment_layout_id: layoutId, ...acting(userId) },
    }),

  remove: (packageId: number, layoutId: number, userId: number | null) =>
    api<Message>(`/packages/${packageId}`, {
      method: "DELETE",
      query: { apartment_layout_id: layoutId, ...acting(userId) },
    }),

  removeLayout: (layoutId: number, userId: number | null) =>
    api<Message>(`/packages/delete-layout/${layoutId}`, {
      method: "DELETE",
      query: acting(userId),
    }),

  confirm: (
    entry: { apartment_id: number; apartment_layout_id: number; package_id: number },
    locale: UiLocale,
    userId: number | null,
  ) =>
    api<Message & { confirmation_date: string }>("/confirm-package", {
      method: "POST",
      query: acting(userId),
      body: {
        apartment_id: entry.apartment_id,
        apartment_layout_id: entry.apartment_layout_id,
        package_id: entry.package_id,
        selected_locale: contentLocale(locale),
      },
    }),

  addLayout: (layoutId: number, packageId: number, userId: number | null) =>
    api<Message & { id: number }>("/packages", {
      method: "POST",
      body: {
        ...(userId === null ? {} : { user_id: userId }),
        apartment_layout_id: layoutId,
        package_id: packageId,
      },
    }),

  selections: (packageId: number, layoutId: number, userId: number | null) =>
    api<{ tab_id: number; group_id: number; id: number }[]>(`/packages/${packageId}/selections`, {
      query: { apartment_layout_id: layoutId, ...acting(userId) },
    }),

  shortLink: (url: string, companyId: number) =>
    api<{ url: string }>("/short-links", { method: "POST", body: { url, company_id: companyId } }),
};
