import type { DraftOperation } from "@home-designer/core";
import { call } from "../../../lib/api.ts";

/** The calls of the projects' and restrictions' screens (core's route map, `… /admin/draft/…`). */

/** Apartments a page of a building's list shows. */
export const BUILDING_APARTMENTS_PER_PAGE = 50;
/** Restrictions a page of a project's list shows. */
export const RESTRICTIONS_PER_PAGE = 50;

export function fetchProjects(signal?: AbortSignal) {
  return call("GET /admin/draft/projects", { signal });
}

export function fetchBuildingApartments(
  query: { project: string; building: string; page: number },
  signal?: AbortSignal,
) {
  return call("GET /admin/draft/apartments", {
    query: { ...query, per_page: BUILDING_APARTMENTS_PER_PAGE },
    signal,
  });
}

export function fetchRestrictions(
  query: { project: string; q: string; page: number },
  signal?: AbortSignal,
) {
  return call("GET /admin/draft/restrictions", {
    query: {
      project: query.project,
      q: query.q || undefined,
      page: query.page,
      per_page: RESTRICTIONS_PER_PAGE,
    },
    signal,
  });
}

/**
 * What the edit would do, without keeping it: the import's check of the draft with the edit made
 * (a 422 with every problem by its place, a 409 when the draft moved on since `version`).
 */
export function checkDraftEdit(
  version: number,
  operations: DraftOperation[],
  signal?: AbortSignal,
) {
  return call("PATCH /admin/draft", {
    query: { dry_run: "1" },
    body: { version, operations },
    signal,
  });
}
