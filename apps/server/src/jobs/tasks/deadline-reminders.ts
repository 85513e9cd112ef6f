/**
 * Reminders of selection deadlines (docs/decisions/040-selection-deadlines.md): a configurable
 * number of days before a deadline, each buyer of an apartment of the project that has no
 * confirmed package, and a layout with groups the deadline holds, gets one mail per deadline, in
 * their language. Once a deadline has passed, each such layout still unconfirmed is announced to
 * the company's webhook (`layout.deadline_passed`, decision 043). Run by every server process from
 * time to time (`startDeadlineReminders`); each reminder's or announcement's row and its job are
 * stored in one transaction under a unique key, so however many processes, turns and restarts
 * there are, each goes once, and one stored is sent even if its process dies right after.
 */
import {
  DEFAULT_REMINDER_DAYS,
  type Deadline,
  dayEnd,
  daysLeft,
  deadlineOf,
  defaultStaffLanguage,
  isUiLocale,
  pages,
  pickLabel,
  reminderDue,
} from "@home-designer/core";
import { and, asc, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import {
  apartmentBuyers,
  apartmentLayouts,
  apartments,
  buildings,
  companies,
  companyHosts,
  confirmations,
  deadlineReminders,
  deadlinesPassed,
  projects,
  rooms,
  roomTypes,
  selectionGroups,
  users,
  webhooks,
} from "../../db/schema.ts";
import { DATE_LOCALES, messageLocale, type ServerLocale } from "../../i18n/messages.ts";
import { groupBy } from "../../lib/group-by.ts";
import { type Repeating, repeatEvery } from "../../lib/repeat.ts";
import { companyMailJob } from "../../mail/company-mail.ts";
import { productMail } from "../../mail/templates.ts";
import { ofRecord } from "../../modules/packages/confirmation-versions.ts";
import { enqueueWebhook, webhookOf } from "../../modules/webhooks/webhook-events.ts";
import type { JobLog } from "../queue.ts";
import { MAIL_QUEUE } from "../queues.ts";

/** A deadline's day as the mail writes it ("1. märts 2027"). */
function writtenDay(day: string, locale: ServerLocale): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale], {
    dateStyle: "long",
    timeZone: "UTC",
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * Stores the reminders due at `now` that are not stored yet, each with its mail as a job;
 * answers how many were stored. Safe to run at once in several processes and again at any time.
 */
export async function sendDueReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const rows = await ctx.db
    .select({ project: projects, company: companies })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(isNull(projects.retiredAt), sql`jsonb_array_length(${projects.deadlines}) > 0`));
  let stored = 0;
  for (const { project, company } of rows) {
    const days =
      project.deadlineReminderDays ?? company.deadlineReminderDays ?? DEFAULT_REMINDER_DAYS;
    const due = project.deadlines.filter((d) =>
      reminderDue(dayEnd(d.date, company.timeZone), days, now),
    );
    if (due.length === 0) continue;
    const held = await layoutsHeld(ctx, project);
    for (const deadline of due) {
      const apartmentsHeld = new Set(held.get(deadline.code)?.values());
      stored += await remind(ctx, company, project, deadline, apartmentsHeld, now);
    }
  }
  return stored;
}

type CompanyRow = typeof companies.$inferSelect;
type ProjectRow = typeof projects.$inferSelect;

/** One deadline's reminders to the buyers of the project's apartments not confirmed yet. */
async function remind(
  ctx: AppContext,
  company: CompanyRow,
  project: ProjectRow,
  deadline: Deadline,
  /** The apartments with a layout the deadline holds something in. */
  apartmentsHeld: ReadonlySet<number>,
  now: Date,
): Promise<number> {
  const buyers = await ctx.db
    .select({
      email: apartmentBuyers.email,
      apartmentId: apartments.id,
      apartment: apartments.number,
      building: buildings.buildingNumber,
    })
    .from(apartmentBuyers)
    .innerJoin(apartments, eq(apartments.id, apartmentBuyers.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .where(
      and(
        eq(buildings.projectId, project.id),
        isNull(buildings.retiredAt),
        isNull(apartments.retiredAt),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(confirmations)
            .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, confirmations.apartmentLayoutId))
            .where(and(eq(apartmentLayouts.apartmentId, apartments.id), ofRecord)),
        ),
      ),
    );
  if (buyers.length === 0) return 0;
  const reminded = buyers.filter((b) => apartmentsHeld.has(b.apartmentId));
  if (reminded.length === 0) return 0;
  const [hosts, accounts] = await Promise.all([
    ctx.db
      .select()
      .from(companyHosts)
      .where(eq(companyHosts.companyId, company.id))
      .orderBy(asc(companyHosts.host)),
    ctx.db
      .select({
        email: sql<string>`lower(${users.email})`,
        name: users.name,
        locale: users.locale,
        verified: users.emailVerifiedAt,
      })
      .from(users)
      .where(
        and(
          eq(users.companyId, company.id),
          inArray(
            sql`lower(${users.email})`,
            reminded.map((b) => b.email),
          ),
        ),
      ),
  ]);
  const companyLanguage = messageLocale(
    defaultStaffLanguage(hosts.map((h) => ({ languages: h.locales.filter(isUiLocale) }))),
  );
  const site = siteOf(ctx.config.publicUrl, hosts[0]?.host);
  const key = `${deadline.code}@${deadline.date}`;
  const left = daysLeft(dayEnd(deadline.date, company.timeZone), now);

  return ctx.jobs.transaction(ctx.db, async (tx, jobs) => {
    const recorded = await tx
      .insert(deadlineReminders)
      .values(
        reminded.map((b) => ({
          projectId: project.id,
          deadline: key,
          apartmentId: b.apartmentId,
          email: b.email,
        })),
      )
      .onConflictDoNothing()
      .returning({ email: deadlineReminders.email, apartmentId: deadlineReminders.apartmentId });
    for (const { email, apartmentId } of recorded) {
      const buyer = reminded.find((b) => b.email === email && b.apartmentId === apartmentId);
      const account = accounts.find((a) => a.email === email);
      const lang = account ? messageLocale(account.locale) : companyLanguage;
      const mail = productMail(lang, "deadlineReminder", {
        company: company.name,
        // Greeted by name only at an address its owner confirmed (templates.ts).
        name: account?.verified ? account.name : undefined,
        apartment: buyer ? `${project.name}, ${buyer.building}, ${buyer.apartment}` : undefined,
        deadlineName: pickLabel(deadline.name, lang) || undefined,
        date: writtenDay(deadline.date, lang),
        days: left,
        url: `${site}${account ? pages.dashboard({ lang }) : pages.register({ lang })}`,
      });
      await jobs.send(MAIL_QUEUE, companyMailJob(company, { to: email, lang, ...mail }));
    }
    return recorded.length;
  });
}

/**
 * Of each of the project's deadlines (by code), the layouts (by id, with their apartment's) in
 * which it holds a group (core's `deadlineOf`, as the configurator closes groups): a kitchen's
 * deadline is nothing to a layout without a kitchen, nor is one that more specific deadlines cover
 * whole. Two queries for all of a project's deadlines.
 */
async function layoutsHeld(
  ctx: AppContext,
  project: ProjectRow,
): Promise<Map<string, Map<number, number>>> {
  const placed = await ctx.db
    .selectDistinct({
      layoutId: apartmentLayouts.id,
      apartmentId: apartmentLayouts.apartmentId,
      roomTypeId: rooms.roomTypeId,
    })
    .from(rooms)
    .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, rooms.apartmentLayoutId))
    .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .where(
      and(
        eq(buildings.projectId, project.id),
        isNull(buildings.retiredAt),
        isNull(apartments.retiredAt),
        isNull(apartmentLayouts.retiredAt),
        isNull(rooms.retiredAt),
      ),
    );
  const typeIds = [...new Set(placed.map((p) => p.roomTypeId))];
  if (typeIds.length === 0) return new Map();
  const groups = await ctx.db
    .select({
      roomTypeId: selectionGroups.roomTypeId,
      code: selectionGroups.code,
      roomType: roomTypes.slug,
    })
    .from(selectionGroups)
    .innerJoin(roomTypes, eq(roomTypes.id, selectionGroups.roomTypeId))
    .where(and(inArray(selectionGroups.roomTypeId, typeIds), isNull(selectionGroups.retiredAt)));
  const groupsOf = groupBy(groups, (g) => g.roomTypeId);
  const held = new Map<string, Map<number, number>>();
  for (const { layoutId, apartmentId, roomTypeId } of placed) {
    for (const group of groupsOf.get(roomTypeId) ?? []) {
      const code = deadlineOf(project.deadlines, group)?.code;
      if (code === undefined) continue;
      const layouts = held.get(code) ?? new Map<number, number>();
      layouts.set(layoutId, apartmentId);
      held.set(code, layouts);
    }
  }
  return held;
}

/** How long after a deadline's end the sweep still announces the layouts it passed unconfirmed. */
const PASSED_WINDOW_MS = 30 * 86_400_000;

/**
 * Announces to the company's webhook each layout whose deadline ended at most 30 days before
 * `now` without a confirmation of record (`layout.deadline_passed`), once: the layout's row and
 * its delivery are stored in one transaction under a unique key, as a reminder is. Companies
 * without a webhook are passed over, so one set within those days still hears of them. Answers
 * how many layouts were announced.
 */
export async function announcePassedDeadlines(ctx: AppContext, now = new Date()): Promise<number> {
  const rows = await ctx.db
    .select({ project: projects, company: companies })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .innerJoin(webhooks, eq(webhooks.companyId, companies.id))
    .where(and(isNull(projects.retiredAt), sql`jsonb_array_length(${projects.deadlines}) > 0`));
  let announced = 0;
  for (const { project, company } of rows) {
    const passed = project.deadlines.filter((d) => {
      const since = now.getTime() - dayEnd(d.date, company.timeZone).getTime();
      return since >= 0 && since <= PASSED_WINDOW_MS;
    });
    if (passed.length === 0) continue;
    const held = await layoutsHeld(ctx, project);
    for (const deadline of passed) {
      const layouts = [...(held.get(deadline.code)?.keys() ?? [])];
      announced += await announcePassed(ctx, company, project, deadline, layouts);
    }
  }
  return announced;
}

/** One passed deadline's announcements of the layouts it holds that are not confirmed. */
async function announcePassed(
  ctx: AppContext,
  company: CompanyRow,
  project: ProjectRow,
  deadline: Deadline,
  /** The layouts the deadline holds something in. */
  held: readonly number[],
): Promise<number> {
  if (held.length === 0) return 0;
  const confirmed = await ctx.db
    .selectDistinct({ layoutId: confirmations.apartmentLayoutId })
    .from(confirmations)
    .where(and(inArray(confirmations.apartmentLayoutId, held), ofRecord));
  const done = new Set(confirmed.map((c) => c.layoutId));
  const open = held.filter((layoutId) => !done.has(layoutId));
  if (open.length === 0) return 0;
  const key = `${deadline.code}@${deadline.date}`;
  const webhook = await webhookOf(ctx.db, company.id);
  return ctx.jobs.transaction(ctx.db, async (tx, jobs) => {
    const recorded = await tx
      .insert(deadlinesPassed)
      .values(
        open.map((layoutId) => ({
          projectId: project.id,
          deadline: key,
          apartmentLayoutId: layoutId,
        })),
      )
      .onConflictDoNothing()
      .returning({ layoutId: deadlinesPassed.apartmentLayoutId });
    for (const { layoutId } of recorded) {
      await enqueueWebhook(tx, jobs, webhook, { type: "layout.deadline_passed", layoutId });
    }
    return recorded.length;
  });
}

/** The company's site: its first host, reached as the server's public address is (scheme, port). */
function siteOf(publicUrl: string, host: string | undefined): string {
  const url = new URL(publicUrl);
  if (host) url.hostname = host;
  return url.origin;
}

/**
 * Looks for due reminders and passed deadlines an interval after start-up and then every
 * `intervalMs`, in every process that does jobs (the unique keys keep each to one mail or
 * delivery). A failed turn is logged and tried again at the next.
 */
export function startDeadlineReminders(
  ctx: AppContext,
  intervalMs: number,
  log: JobLog,
): Repeating {
  // A turn an interval after the start, not at once: reminders are a matter of days, and a
  // process just started (or several started together) has its requests to serve first.
  return repeatEvery(intervalMs, intervalMs, async () => {
    await sendDueReminders(ctx).catch((error: unknown) =>
      log.error({ err: error }, "queuing deadline reminders failed"),
    );
    await announcePassedDeadlines(ctx).catch((error: unknown) =>
      log.error({ err: error }, "announcing passed deadlines failed"),
    );
  });
}
