/**
 * The back office's one query-key factory: every query takes its key from here and every refresh
 * names what it refreshes through here. Keys nest: a shorter key refreshes every longer one, so
 * `draft()` refreshes the draft's changes, its materials and every part of it a form has loaded.
 */
export const backOfficeKeys = {
  all: () => ["back-office"] as const,
  overview: () => [...backOfficeKeys.all(), "overview"] as const,
  draft: () => [...backOfficeKeys.all(), "draft"] as const,
  draftState: () => [...backOfficeKeys.draft(), "state"] as const,
  materials: (query: { q: string; category: string; page: number }) =>
    [...backOfficeKeys.draft(), "materials", query] as const,
  staff: () => [...backOfficeKeys.draft(), "staff"] as const,
  apartments: (query: { project: string; q: string; page: number }) =>
    [...backOfficeKeys.draft(), "apartments", query] as const,
  projects: () => [...backOfficeKeys.draft(), "projects"] as const,
  buildingApartments: (query: { project: string; building: string; page: number }) =>
    [...backOfficeKeys.draft(), "building-apartments", query] as const,
  restrictions: (query: { project: string; q: string; page: number }) =>
    [...backOfficeKeys.draft(), "restrictions", query] as const,
  /** What an edit would do, as the import's dry run of the draft at `version` says. */
  check: (version: number, operations: string) =>
    [...backOfficeKeys.draft(), "check", version, operations] as const,
  part: (path: string) => [...backOfficeKeys.draft(), "part", path] as const,
  packagePrices: (project: string) =>
    [...backOfficeKeys.draft(), "package-prices", project] as const,
  history: (query: { project: string; page: number }) =>
    [...backOfficeKeys.all(), "history", query] as const,
  /** A project's audit trail: a page of it, of one layout or all. */
  audit: (query: { project: string; layout: number | null; page: number }) =>
    [...backOfficeKeys.all(), "audit", query] as const,
  popularChoices: (project: string) =>
    [...backOfficeKeys.all(), "popular-choices", project] as const,
  webhook: () => [...backOfficeKeys.all(), "webhook"] as const,
  webhookDeliveries: (page: number) => [...backOfficeKeys.webhook(), "deliveries", page] as const,
  /** The company's eID broker for signed confirmations. */
  signing: () => [...backOfficeKeys.all(), "signing"] as const,
};
