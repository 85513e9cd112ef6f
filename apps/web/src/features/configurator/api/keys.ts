/**
 * The configurator's one query-key factory: every query of the configurator takes its key from
 * here, and every refresh (`invalidateQueries`, `getQueriesData`, …) names what it refreshes
 * through here, so that a key and the refreshes of it cannot drift apart. Keys nest: a shorter
 * key refreshes every longer key that starts with it.
 */
export const configuratorKeys = {
  projects: (companyId: number, compact: boolean, userId: number | null) =>
    ["projects", companyId, compact, userId] as const,

  tabs: (project: number, layoutId: number, companyId: number) =>
    ["tabs", project, layoutId, companyId] as const,

  /** Every package list of a layout, whoever is asking. */
  layoutPackages: (project: number, layoutId: number) => ["packages", project, layoutId] as const,
  packages: (
    project: number,
    layoutId: number,
    companyId: number,
    userId: number | null,
    token: string | null,
  ) => ["packages", project, layoutId, companyId, userId, token] as const,
  /** One package of that list (under its key: what refreshes the list refreshes it too). */
  onePackage: (
    project: number,
    layoutId: number,
    companyId: number,
    userId: number | null,
    token: string | null,
    packageId: number,
  ) =>
    [
      ...configuratorKeys.packages(project, layoutId, companyId, userId, token),
      "one",
      packageId,
    ] as const,

  /** Every room's groups loaded so far, of every project. */
  allRoomGroups: () => ["room-groups"] as const,
  /** Every room's groups of a project, for every package and person. */
  projectRoomGroups: (project: number) => ["room-groups", project] as const,
  roomGroups: (
    project: number,
    roomId: number,
    layoutId: number,
    packageId: number | null,
    userId: number | null,
  ) =>
    [...configuratorKeys.projectRoomGroups(project), roomId, layoutId, packageId, userId] as const,

  /** A layout's confirmation versions as the caller reads them (the dashboard's key too). */
  confirmations: (layoutId: number, token: string | null) =>
    ["confirmations", layoutId, token] as const,

  legends: (companyId: number) => ["legends", companyId] as const,

  /** Where the start page leads (routes/entry.ts). */
  entry: (companyId: number, locale: string, search: string) =>
    ["entry", companyId, locale, search] as const,

  shortLink: (long: string) => ["short-link", long] as const,

  /**
   * Every list of the dashboard (features/dashboard/api.ts, `dashboardQueries.root`), whatever
   * the person and filters: a save or a confirmation changes what it shows.
   */
  dashboard: () => ["dashboard"] as const,
};
