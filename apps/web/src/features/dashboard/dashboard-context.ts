import type { UiLocale } from "@home-designer/core";
import { createContext, useContext } from "react";

/** What every card of the dashboard needs to know about whose dashboard it is. */
export type DashboardContextValue = {
  lang: UiLocale;
  companyId: number;
  /** The customer staff acts for, or null on a person's own dashboard. */
  actingUser: number | null;
  actingName: string | null;
  /** Packages this visit made (duplicated here, saved in the configurator). */
  marked: ReadonlySet<number>;
  mark: (packageId: number) => void;
  /** The time the freshness of packages is judged at. */
  now: number;
  /** Reloads every page of the list after a change. */
  refresh: () => Promise<void>;
};

export const DashboardContext = createContext<DashboardContextValue | null>(null);

export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error("useDashboard() outside the dashboard");
  return value;
}

/** The query a designer's links keep, so the configurator acts for the same customer. */
export function actingSearch(actingUser: number | null, actingName: string | null): string {
  if (actingUser === null) return "";
  const params = new URLSearchParams({ selected_user: String(actingUser) });
  if (actingName) params.set("name", actingName);
  return `&${params}`;
}
