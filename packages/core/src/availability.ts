/**
 * Availability of a chosen material (issue 25; docs/decisions/052-material-availability.md). A
 * material may carry a lead time (days from order to delivery) and an end-of-sale day (the last
 * day it can be ordered); a project may carry the day its finishes start being installed. Buyers
 * are warned of a choice that
 *
 * - is **late**: ordered now, it would be delivered after installation starts (now + lead time is
 *   past the start of the installation day in the company's time zone). "Now" because the company
 *   orders once the buyer has chosen; a choice made later can only arrive later;
 * - has **ended**: its end-of-sale day is over, so it can no longer be ordered;
 * - is **ending**: its end-of-sale day ends within `END_OF_SALE_NOTICE_DAYS`.
 *
 * Days are resolved to instants by the server (`dayStart`, `dayEnd` of deadlines.ts), so the web
 * and the PDF only compare instants, as they do for selection deadlines. Pure.
 */
import { daysLeft } from "./deadlines.ts";

/** How many days before a material's end of sale buyers are told it is ending. */
export const END_OF_SALE_NOTICE_DAYS = 30;

const DAY_MS = 86_400_000;

/** The last day a material can be ordered, and the instant that day ends in the company's zone. */
export type EndOfSale = { date: string; ends_at: string };

/** The day a project's installation of finishes starts, and the instant it starts. */
export type Installation = { date: string; starts_at: string };

/** What a material says of its availability; either left out (or null) says nothing. */
export type MaterialAvailability = {
  lead_time_days?: number | null;
  end_of_sale?: EndOfSale | null;
};

export type AvailabilityWarning =
  | { kind: "late"; lead_time_days: number; installation_date: string }
  | { kind: "ended"; date: string }
  | { kind: "ending"; date: string; days_left: number };

/**
 * The warnings of one material at `now`, end of sale first (an ended material cannot be had at
 * all, so it matters more than a late one). `installation` null: the project has no installation
 * day, so a lead time warns of nothing.
 */
export function availabilityWarnings(
  material: MaterialAvailability | null | undefined,
  installation: Installation | null | undefined,
  now: Date,
): AvailabilityWarning[] {
  const warnings: AvailabilityWarning[] = [];
  const end = material?.end_of_sale;
  if (end) {
    const left = daysLeft(end.ends_at, now);
    if (left === 0) warnings.push({ kind: "ended", date: end.date });
    else if (left <= END_OF_SALE_NOTICE_DAYS)
      warnings.push({ kind: "ending", date: end.date, days_left: left });
  }
  const lead = material?.lead_time_days;
  if (lead != null && lead > 0 && installation) {
    const delivered = now.getTime() + lead * DAY_MS;
    if (delivered > new Date(installation.starts_at).getTime())
      warnings.push({ kind: "late", lead_time_days: lead, installation_date: installation.date });
  }
  return warnings;
}
