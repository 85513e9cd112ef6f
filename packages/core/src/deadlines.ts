/**
 * Selection deadlines (issue 23; docs/decisions/040-selection-deadlines.md): a project closes the
 * choice of some groups on a day. A deadline names room types, groups, or neither (the whole
 * layout). It runs to the end of its day in the company's time zone: the choice closes at the
 * first instant of the next day there.
 *
 * Which deadline holds a group: the most specific that covers it — one naming the group, else one
 * naming its room type, else the whole layout's. So "kitchen by 1 March, everything else by
 * 1 April" is two deadlines, and so is "kitchen by 1 May, everything else by 1 April". The
 * company check allows at most one deadline per group, per room type and for the whole layout,
 * so the one that holds is never a guess.
 *
 * Pure: the server refuses a buyer's change with it and the web shows closed groups with it.
 */
import type { Choices, SlotKey } from "./engine/configuration.ts";
import type { UiLocale } from "./locale.ts";

/** A deadline as the company format writes it. */
export type Deadline = {
  code: string;
  /** What buyers read for it ("Kitchen"); left out, the date alone is shown. */
  name?: Partial<Record<UiLocale, string>>;
  /** The last day of choosing, `YYYY-MM-DD`, in the company's time zone. */
  date: string;
  room_types?: string[];
  groups?: string[];
};

/** A group of a project by its code and its room type's code. */
export type DeadlineGroup = { code: string; roomType: string };

/** The time zone a company's deadlines run in when its format names none. */
export const DEFAULT_TIME_ZONE = "Europe/Tallinn";

/** Days before a deadline that reminders go out when neither company nor project says. */
export const DEFAULT_REMINDER_DAYS = 7;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a calendar day written `YYYY-MM-DD` (no 30 February). */
export function isDeadlineDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** Whether `zone` is an IANA time zone this runtime knows (`Europe/Tallinn`). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at `instant`, in milliseconds (Tallinn in summer: +3 h). */
function zoneOffset(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second"),
  );
  return wall - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant `date`'s day begins in `zone`: its midnight there. Two passes, because the offset at
 * the first guess may differ from the offset at the answer when a clock change falls between
 * them; zones change their clocks at most once in a few hours.
 */
export function dayStart(date: string, zone: string): Date {
  const match = DATE.exec(date);
  if (!match) throw new Error(`not a date: ${date}`);
  const midnight = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  let instant = midnight - zoneOffset(midnight, zone);
  instant = midnight - zoneOffset(instant, zone);
  return new Date(instant);
}

/**
 * The instant `date`'s day ends in `zone`: the midnight that starts the next day there. A
 * deadline ends so (its day is the last one to choose on), and so does an export's last day.
 */
export function dayEnd(date: string, zone: string): Date {
  const match = DATE.exec(date);
  if (!match) throw new Error(`not a date: ${date}`);
  const next = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + 1));
  return dayStart(next.toISOString().slice(0, 10), zone);
}

/** Whether the choice a deadline holds has closed at `now`. */
export function deadlinePassed(end: Date | string, now: Date): boolean {
  return now.getTime() >= new Date(end).getTime();
}

/** The deadline that holds a group: the most specific that covers it; undefined: none does. */
export function deadlineOf<D extends Deadline>(
  deadlines: readonly D[],
  group: DeadlineGroup,
): D | undefined {
  return (
    deadlines.find((d) => d.groups?.includes(group.code)) ??
    deadlines.find((d) => d.room_types?.includes(group.roomType)) ??
    deadlines.find((d) => !d.groups?.length && !d.room_types?.length)
  );
}

/** The groups among `groups` whose deadline has passed at `now`, by code. */
export function closedGroups(
  deadlines: readonly Deadline[],
  groups: readonly DeadlineGroup[],
  zone: string,
  now: Date,
): Set<string> {
  const closed = new Set<string>();
  for (const group of groups) {
    const deadline = deadlineOf(deadlines, group);
    if (deadline && deadlinePassed(dayEnd(deadline.date, zone), now)) closed.add(group.code);
  }
  return closed;
}

/** Whole days left until `end` at `now`, rounded up (an hour left is one day); 0 once passed. */
export function daysLeft(end: Date | string, now: Date): number {
  const ms = new Date(end).getTime() - now.getTime();
  return ms <= 0 ? 0 : Math.ceil(ms / 86_400_000);
}

/**
 * A deadline as a layout's answer carries it: its day, the instant it ends, and the groups of the
 * layout it holds (by id), resolved once by `deadlineOf` so that readers only compare instants.
 */
export type LayoutDeadline = {
  code: string;
  name: Partial<Record<UiLocale, string>>;
  date: string;
  ends_at: string;
  group_ids: number[];
};

/** The project's deadlines over a layout's groups; a deadline that holds none of them is left out. */
export function layoutDeadlines(
  deadlines: readonly Deadline[],
  groups: readonly (DeadlineGroup & { id: number })[],
  zone: string,
): LayoutDeadline[] {
  const held = new Map<string, number[]>();
  for (const group of groups) {
    const deadline = deadlineOf(deadlines, group);
    if (deadline) held.set(deadline.code, [...(held.get(deadline.code) ?? []), group.id]);
  }
  return deadlines
    .filter((d) => held.has(d.code))
    .map((d) => ({
      code: d.code,
      name: d.name ?? {},
      date: d.date,
      ends_at: dayEnd(d.date, zone).toISOString(),
      group_ids: (held.get(d.code) ?? []).sort((a, b) => a - b),
    }))
    .sort((a, b) => a.ends_at.localeCompare(b.ends_at));
}

/** The groups whose deadline has passed at `now`, each with that deadline. */
export function closedGroupDeadlines(
  deadlines: readonly LayoutDeadline[],
  now: Date,
): Map<number, LayoutDeadline> {
  const closed = new Map<number, LayoutDeadline>();
  for (const deadline of deadlines)
    if (deadlinePassed(deadline.ends_at, now))
      for (const id of deadline.group_ids) closed.set(id, deadline);
  return closed;
}

/** The first deadline still open at `now`; undefined when all have passed or there are none. */
export function nextDeadline(
  deadlines: readonly LayoutDeadline[],
  now: Date,
): LayoutDeadline | undefined {
  return [...deadlines]
    .sort((a, b) => a.ends_at.localeCompare(b.ends_at))
    .find((d) => !deadlinePassed(d.ends_at, now));
}

/** The slots of closed groups whose option differs between two designs of a layout. */
export function changedClosedSlots(
  before: Choices,
  after: Choices,
  closed: ReadonlyMap<number, unknown>,
): SlotKey[] {
  const changed: SlotKey[] = [];
  for (const key of new Set([...before.keys(), ...after.keys()])) {
    const groupId = Number(key.split(":")[1]);
    if (closed.has(groupId) && before.get(key) !== after.get(key)) changed.push(key);
  }
  return changed;
}

/**
 * Whether a deadline's reminder is due at `now`: from `days` whole days before the deadline ends
 * until it ends. `days` 0: never (the company wants no reminders).
 */
export function reminderDue(end: Date | string, days: number, now: Date): boolean {
  if (days <= 0) return false;
  const until = new Date(end).getTime();
  return now.getTime() >= until - days * 86_400_000 && now.getTime() < until;
}
