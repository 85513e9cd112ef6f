/**
 * Where the company's buyers stand, per project: its apartments by state, and the buyers who have
 * not confirmed, those who changed nothing for the longest first.
 */
import type { ApartmentState, OverviewAnswer } from "@home-designer/core";
import { and, asc, eq, isNotNull, isNull, max, sql } from "drizzle-orm";
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
  const { db } = ctx;
  const offered = and(
    eq(projects.companyId, companyId),
    isNull(projects.retiredAt),
    isNull(buildings.retiredAt),
    isNull(apartments.retiredAt),
  );
  const apartmentRows = await db
    .select({
      id: apartments.id,
      apartment: apartments.number,
      building: buildings.buildingNumber,
      project: projects.code,
      projectName: projects.name,
    })
    .from(apartments)
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(offered)
    .orderBy(
      asc(projects.priority),
      asc(projects.code),
      asc(buildings.priority),
      asc(apartments.code),
    );
  const buyerRows = await db
    .select({ apartmentId: apartmentBuyers.apartmentId, email: apartmentBuyers.email })
    .from(apartmentBuyers)
    .innerJoin(apartments, eq(apartments.id, apartmentBuyers.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(offered)
    .orderBy(asc(apartmentBuyers.email));
  const confirmedRows = await db
    .selectDistinct({ apartmentId: apartmentLayouts.apartmentId })
    .from(confirmations)
    .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, confirmations.apartmentLayoutId))
    .innerJoin(users, eq(users.id, confirmations.userId))
    .where(eq(users.companyId, companyId));
  // A buyer's last change of an apartment: their own packages saved on its layouts, and company
  // packages they added to them.
  const email = sql<string>`lower(${users.email})`;
  const saved = await db
    .select({ apartmentId: apartmentLayouts.apartmentId, email, at: max(packages.updatedAt) })
    .from(packages)
    .innerJoin(users, eq(users.id, packages.userId))
    .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, packages.apartmentLayoutId))
    .where(and(eq(users.companyId, companyId), isNotNull(packages.userId)))
    .groupBy(apartmentLayouts.apartmentId, email);
  const added = await db
    .select({
      apartmentId: apartmentLayouts.apartmentId,
      email,
      at: max(userLayoutPackages.createdAt),
    })
    .from(userLayoutPackages)
    .innerJoin(users, eq(users.id, userLayoutPackages.userId))
    .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, userLayoutPackages.apartmentLayoutId))
    .where(eq(users.companyId, companyId))
    .groupBy(apartmentLayouts.apartmentId, email);

  const lastChange = new Map<string, Date>();
  for (const row of [...saved, ...added]) {
    if (!row.at) continue;
    const key = `${row.apartmentId} ${row.email}`;
    const known = lastChange.get(key);
    if (!known || known < row.at) lastChange.set(key, row.at);
  }
  const confirmed = new Set(confirmedRows.map((row) => row.apartmentId));
  const buyersOf = new Map<number, string[]>();
  for (const row of buyerRows)
    buyersOf.set(row.apartmentId, [...(buyersOf.get(row.apartmentId) ?? []), row.email]);

  const byProject = new Map<string, OverviewAnswer["projects"][number]>();
  for (const row of apartmentRows) {
    let project = byProject.get(row.project);
    if (!project) {
      project = {
        code: row.project,
        name: row.projectName,
        states: { no_buyer: 0, invited: 0, designing: 0, confirmed: 0 },
        waiting: [],
      };
      byProject.set(row.project, project);
    }
    const buyers = (buyersOf.get(row.id) ?? []).map((email) => ({
      email,
      at: lastChange.get(`${row.id} ${email}`) ?? null,
    }));
    const state = apartmentState({
      buyers: buyers.length,
      confirmed: confirmed.has(row.id),
      changed: buyers.some((buyer) => buyer.at !== null),
    });
    project.states[state] = (project.states[state] ?? 0) + 1;
    if (state === "confirmed") continue;
    for (const buyer of buyers)
      project.waiting.push({
        email: buyer.email,
        apartment: row.apartment,
        building: row.building,
        last_change_at: buyer.at?.toISOString() ?? null,
      });
  }
  for (const project of byProject.values())
    project.waiting.sort((a, b) => (a.last_change_at ?? "").localeCompare(b.last_change_at ?? ""));
  return { projects: [...byProject.values()] };
}
