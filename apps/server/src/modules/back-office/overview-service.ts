/**
 * Where the company's buyers stand, per project: its apartments by state, and the buyers who have
 * not confirmed, those who changed nothing for the longest first.
 */
import {
  type ApartmentState,
  OVERVIEW_WAITING_SHOWN,
  type OverviewAnswer,
} from "@home-designer/core";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import {
  apartmentBuyers,
  apartmentLayouts,
  apartments,
  buildings,
  confirmations,
  packages,
  projects,
  userLayoutPackages,
  users,
} from "../../db/schema.ts";

/** The state of an apartment from its buyers' activity (docs/api.md, "The back office"). */
export function apartmentState(apartment: {
  buyers: number;
  confirmed: boolean;
  changed: boolean;
}): ApartmentState {
  if (apartment.confirmed) return "confirmed";
  if (apartment.buyers === 0) return "no_buyer";
  return apartment.changed ? "designing" : "invited";
}

export async function companyOverview(ctx: AppContext, companyId: number): Promise<OverviewAnswer> {
  // One row per apartment and buyer, in one query: whether the apartment has a confirmation, and
  // when the buyer last saved a package of their own on its layouts or added a company package
  // to them (their account found by its address, as a buyer's is).
  const buyer = sql`u.company_id = ${companyId} and lower(u.email) = ${apartmentBuyers.email}`;
  const rows = await ctx.db
    .select({
      id: apartments.id,
      apartment: apartments.number,
      building: buildings.buildingNumber,
      project: projects.code,
      projectName: projects.name,
      email: apartmentBuyers.email,
      confirmed: sql<boolean>`exists (
        select 1 from ${confirmations} c
        join ${apartmentLayouts} al on al.id = c.apartment_layout_id
        where al.apartment_id = ${apartments.id})`,
      lastChange: sql<Date | null>`(select max(t) from (
        select p.updated_at as t from ${packages} p
          join ${apartmentLayouts} al on al.id = p.apartment_layout_id
          join ${users} u on u.id = p.user_id
          where al.apartment_id = ${apartments.id} and ${buyer}
        union all
        select ulp.created_at from ${userLayoutPackages} ulp
          join ${apartmentLayouts} al on al.id = ulp.apartment_layout_id
          join ${users} u on u.id = ulp.user_id
          where al.apartment_id = ${apartments.id} and ${buyer}) as changes)`.mapWith(
        packages.updatedAt,
      ),
    })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .leftJoin(apartmentBuyers, eq(apartmentBuyers.apartmentId, apartments.id))
    .where(
      and(
        eq(projects.companyId, companyId),
        isNull(projects.retiredAt),
        isNull(buildings.retiredAt),
        isNull(apartments.retiredAt),
      ),
    )
    .orderBy(
      asc(projects.priority),
      asc(projects.code),
      asc(buildings.priority),
      asc(apartments.code),
      asc(apartmentBuyers.email),
    );

  const byProject = new Map<string, OverviewAnswer["projects"][number]>();
  const byApartment = new Map<number, typeof rows>();
  for (const row of rows) byApartment.set(row.id, [...(byApartment.get(row.id) ?? []), row]);
  for (const [, buyers] of byApartment) {
    const [row] = buyers;
    if (!row) continue;
    let project = byProject.get(row.project);
    if (!project) {
      project = {
        code: row.project,
        name: row.projectName,
        states: { no_buyer: 0, invited: 0, designing: 0, confirmed: 0 },
        waiting_count: 0,
        waiting: [],
      };
      byProject.set(row.project, project);
    }
    const bound = buyers.filter((b) => b.email !== null);
    const state = apartmentState({
      buyers: bound.length,
      confirmed: row.confirmed,
      changed: bound.some((b) => b.lastChange !== null),
    });
    project.states[state] = (project.states[state] ?? 0) + 1;
    if (state === "confirmed") continue;
    for (const b of bound)
      project.waiting.push({
        email: b.email ?? "",
        apartment: row.apartment,
        building: row.building,
        last_change_at: b.lastChange?.toISOString() ?? null,
      });
  }
  for (const project of byProject.values()) {
    project.waiting.sort((a, b) => (a.last_change_at ?? "").localeCompare(b.last_change_at ?? ""));
    project.waiting_count = project.waiting.length;
    project.waiting = project.waiting.slice(0, OVERVIEW_WAITING_SHOWN);
  }
  return { projects: [...byProject.values()] };
}
