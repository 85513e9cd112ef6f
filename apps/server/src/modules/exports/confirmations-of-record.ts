import { type ConfirmationSnapshot, dayEnd, dayStart } from "@home-designer/core";
import { and, asc, eq, gte, lt, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { apartmentLayouts, apartments, buildings, confirmations } from "../../db/schema.ts";
import { ofRecord } from "../packages/confirmation-versions.ts";

/**
 * Which confirmations an export takes: of one building, confirmed within days, as the company's
 * time zone counts them (a confirmation at 00:30 in Tallinn is of that day, not of the day before
 * in UTC).
 */
export type ConfirmationFilters = {
  /** The company's time zone, whose days `from` and `to` name. */
  timeZone: string;
  buildingId?: number;
  /** The first day, `2026-11-01`. */
  from?: string;
  /** The last day, included. */
  to?: string;
};

/** A layout's confirmation of record, with where it is. */
export type ConfirmationOfRecord = {
  layoutId: number;
  layout: string;
  apartment: string;
  building: string;
  version: number;
  confirmedAt: Date;
  snapshot: ConfirmationSnapshot;
};

/**
 * Every confirmed layout's confirmation of record in a project (its current version, decision 044),
 * by building, apartment and layout: the one place the exports read confirmations.
 */
export async function confirmationsOfRecord(
  ctx: AppContext,
  projectId: number,
  filters: ConfirmationFilters,
): Promise<ConfirmationOfRecord[]> {
  const conditions: SQL[] = [eq(buildings.projectId, projectId), ofRecord];
  if (filters.buildingId !== undefined) conditions.push(eq(buildings.id, filters.buildingId));
  if (filters.from) {
    conditions.push(gte(confirmations.confirmedAt, dayStart(filters.from, filters.timeZone)));
  }
  if (filters.to)
    conditions.push(lt(confirmations.confirmedAt, dayEnd(filters.to, filters.timeZone)));
  const rows = await ctx.db
    .select({
      layoutId: apartmentLayouts.id,
      layout: apartmentLayouts.name,
      apartment: apartments.number,
      building: buildings.buildingNumber,
      version: confirmations.version,
      confirmedAt: confirmations.confirmedAt,
      snapshot: confirmations.snapshot,
    })
    .from(confirmations)
    .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, confirmations.apartmentLayoutId))
    .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .where(and(...conditions))
    .orderBy(
      asc(buildings.priority),
      asc(buildings.buildingNumber),
      asc(apartments.number),
      asc(apartmentLayouts.priority),
      asc(apartmentLayouts.id),
    );
  return rows;
}
