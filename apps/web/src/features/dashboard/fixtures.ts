import type { DashboardEntry } from "@home-designer/core";

/** Small builders of the dashboard's API shapes for its tests. */

export type Place = { project: number; building: number; buildingName?: string; apartment: number };

/** A dashboard entry as `GET /api/apartments` answers it; a custom one is the buyer's own. */
export function entry(
  layoutId: number,
  packageId: number,
  changes: Partial<DashboardEntry> & { place?: Place; custom?: boolean } = {},
): DashboardEntry {
  const { place, custom = false, ...rest } = changes;
  const where = place ?? { project: 1, building: 1, apartment: layoutId };
  return {
    apartment_layout_id: layoutId,
    package_id: packageId,
    apartment_id: where.apartment,
    confirmed: false,
    confirmation_date: null,
    can_confirm: true,
    abilities: {
      change: custom,
      rename: custom,
      delete: custom,
      confirm: true,
      confirm_refusal: null,
    },
    layout_abilities: { remove: true },
    reopening: null,
    origin: custom ? "created" : "added",
    created_at: "2026-01-01T10:00:00.000Z",
    package: {
      id: packageId,
      name: { et: `Pakett ${packageId}`, en: `Package ${packageId}` },
      description: {},
      img: null,
      custom,
      can_confirm: true,
    },
    apartment_layout: {
      id: layoutId,
      name: `L${layoutId}`,
      web_img: { url: null },
      deadlines: [],
      apartment: {
        id: where.apartment,
        number: String(where.apartment),
        transaction_status: "available",
        www_detailed_url: null,
        building: {
          id: where.building,
          building_number: where.buildingName ?? `B${where.building}`,
          project_id: where.project,
          project: {
            id: where.project,
            code: `project-${where.project}`,
            name: `Project ${where.project}`,
            project_url: null,
          },
        },
      },
    },
    ...rest,
  };
}
