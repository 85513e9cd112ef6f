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
import { ofRecord } from "../packages/confirmation-versions.ts";

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
  // Set-based, in one query: the apartments that have a confirmation, and when each buyer last
  // saved a package of their own on an apartment's layouts or added a company package to them
  // (their account found by its address, as a buyer's is), each worked out once for the company
  // and joined to its apartments and their buyers, rather than asked again per apartment.
  const confirmed = ctx.db.$with("confirmed").as(
    ctx.db
      .selectDistinct({ apartmentId: apartmentLayouts.apartmentId })
      .from(confirmations)
      .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, confirmations.apartmentLayoutId))
      .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
      .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
      .innerJoin(projects, eq(projects.id, buildings.projectId))
      .where(and(eq(projects.companyId, companyId), ofRecord)),
  );
  const changed = ctx.db.$with("changed").as(
    ctx.db
      .select({
        apartmentId: apartmentLayouts.apartmentId,
        email: sql<string>`lower(${users.email})`.as("changed_email"),
        at: sql<Date>`max(made.at)`.as("changed_at"),
      })
      .from(
        sql`(select ${packages.apartmentLayoutId} as layout, ${packages.userId} as buyer, ${packages.updatedAt} as at
          from ${packages} where ${packages.userId} is not null
          union all
          select ${userLayoutPackages.apartmentLayoutId}, ${userLayoutPackages.userId}, ${userLayoutPackages.createdAt}
          from ${userLayoutPackages}) as made`,
      )
      .innerJoin(apartmentLayouts, sql`${apartmentLayouts.id} = made.layout`)
      .innerJoin(users, and(sql`${users.id} = made.buyer`, eq(users.companyId, companyId)))
      .groupBy(apartmentLayouts.apartmentId, sql`lower(${users.email})`),
  );
  const rows = await ctx.db
    .with(confirmed, changed)
    .select({
      id: apartments.id,
      apartment: apartments.number,
      building: buildings.buildingNumber,
      project: projects.code,
      projectName: projects.name,
      email: apartmentBuyers.email,
      confirmed: sql<boolean>`${confirmed.apartmentId} is not null`,
      lastChange: sql<Date | null>`${changed.at}`.mapWith(packages.updatedAt),
    })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .leftJoin(apartmentBuyers, eq(apartmentBuyers.apartmentId, apartments.id))
    .leftJoin(confirmed, eq(confirmed.apartmentId, apartments.id))
    .leftJoin(
      changed,
      and(eq(changed.apartmentId, apartments.id), eq(changed.email, apartmentBuyers.email)),
    )
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
  for (const row of rows) {
    const buyers = byApartment.get(row.id);
    if (buyers) buyers.push(row);
    else byApartment.set(row.id, [row]);
  }
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
