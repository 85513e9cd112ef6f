/**
 * Staff reopening a confirmed layout, and a layout's versions as its buyers and staff read them
 * (issue 23, docs/decisions/046-reopening-confirmations.md). Reopening ends the confirmation of
 * record as `reopened` with a reason and the rooms the buyer may change (all when none are
 * named); the buyer is told by mail, changes those rooms and confirms again, which adds the next
 * version (`addVersion` closes the reopening). The rule of which rooms is core's (reopening.ts).
 */
import {
  type Choices,
  type ConfirmationSnapshot,
  changedOutsideReopened,
  confirmationChanges,
  pages,
  pickLabel,
  type RouteAnswer,
  type RouteBody,
  snapshotChoices,
} from "@home-designer/core";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Acting, AuthUser } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { apartmentBuyers, confirmations, layoutReopenings, users } from "../../db/schema.ts";
import { conflict, forbidden, unprocessable } from "../../http/errors.ts";
import { localized, messageLocale } from "../../i18n/messages.ts";
import { MAIL_QUEUE } from "../../jobs/queues.ts";
import { companyMailJob, findCompany } from "../../mail/company-mail.ts";
import { productMail } from "../../mail/templates.ts";
import { isStaff } from "../../policies/acting.ts";
import { mayReadConfirmations, mayReopenConfirmation } from "../../policies/confirmations.ts";
import { byAccount, recordLayoutEvent } from "../audit/audit-log.ts";
import { allLayoutTabs } from "../rooms/presenters.ts";
import { enqueueWebhook, webhookOf } from "../webhooks/webhook-events.ts";
import { acceptChangeRequest } from "./change-request-service.ts";
import {
  confirmationOfRecord,
  confirmedBy,
  openReopening,
  signatureOf,
} from "./confirmation-versions.ts";
import { companyLayout } from "./package-access.ts";
import type { OpenReopening } from "./packages-service.ts";
import { presentReopening } from "./presenters.ts";

type Reopening = RouteAnswer<"POST /layouts/:layoutId/reopen">["reopening"];

/**
 * `POST /layouts/:layoutId/reopen`: the company's staff reopen the layout's confirmation of
 * record, accepting the buyer's change request when one is named. 409 when it has none (never
 * confirmed, or reopened already) or the request is not open; 422 for a room not of the layout. The version's end, the reopening, the buyer's mail and the `layout.reopened` webhook are
 * stored together.
 */
export async function reopenLayout(
  ctx: AppContext,
  site: string,
  caller: AuthUser,
  layoutId: number,
  body: RouteBody<"POST /layouts/:layoutId/reopen">,
): Promise<Reopening> {
  const { project } = await companyLayout(ctx, layoutId, caller.companyId);
  if (!mayReopenConfirmation(caller, project.companyId)) throw forbidden();
  const { tabs } = await allLayoutTabs(ctx, project.companyId, project.id, layoutId);
  const tabIds = [...new Set(body.tab_ids)];
  const rooms = tabIds.map((id) => tabs.rooms.find((room) => room.id === id));
  if (rooms.some((room) => room === undefined)) {
    const text = localized("notRoomOfLayout");
    throw unprocessable(text, { tab_ids: [text] });
  }
  const current = await confirmationOfRecord(ctx, layoutId);
  if (!current) throw conflict(localized("notConfirmedToReopen"));
  const [buyer] = await ctx.db.select().from(users).where(eq(users.id, current.userId)).limit(1);
  const company = await findCompany(ctx, project.companyId);
  const webhook = await webhookOf(ctx.db, project.companyId);

  const reopening = await ctx.jobs.transaction(ctx.db, async (tx, jobs) => {
    const now = new Date();
    // Of two staff reopening at once, one ends the version; the other finds it ended.
    const ended = await tx
      .update(confirmations)
      .set({ status: "reopened", endedAt: now })
      .where(and(eq(confirmations.id, current.id), eq(confirmations.status, "current")))
      .returning({ id: confirmations.id });
    if (ended.length === 0) throw conflict(localized("notConfirmedToReopen"));
    const [row] = await tx
      .insert(layoutReopenings)
      .values({
        apartmentLayoutId: layoutId,
        confirmationId: current.id,
        version: current.version,
        reason: body.reason,
        tabIds: tabIds.length > 0 ? tabIds : null,
        reopenedBy: caller.id,
        reopenedAt: now,
      })
      .returning();
    if (!row) throw new Error("reopening not stored");
    if (body.change_request_id !== undefined) {
      await acceptChangeRequest(tx, body.change_request_id, layoutId, caller.id, body.reason);
    }
    await recordLayoutEvent(tx, layoutId, byAccount(caller.id), {
      action: "reopened",
      version: current.version,
      reason: body.reason,
      rooms: rooms.length > 0 ? rooms.map((r) => r?.label ?? {}) : null,
    });
    if (buyer) {
      const lang = messageLocale(buyer.locale);
      const mail = productMail(lang, "layoutReopened", {
        company: company.name,
        // Greeted by name only at an address its owner confirmed (templates.ts).
        name: buyer.emailVerifiedAt ? buyer.name : undefined,
        apartment: [tabs.address.project, tabs.address.building, tabs.address.apartment].join(", "),
        reason: body.reason,
        rooms:
          rooms.length > 0
            ? rooms.map((r) => pickLabel(r?.label ?? {}, lang)).join(", ")
            : undefined,
        url: `${site}${pages.package(
          { lang, packageId: current.packageId },
          { project: project.id, apartment_layout_id: layoutId },
        )}`,
      });
      await jobs.send(MAIL_QUEUE, companyMailJob(company, { to: buyer.email, lang, ...mail }));
    }
    await enqueueWebhook(tx, jobs, webhook, {
      type: "layout.reopened",
      layoutId,
      confirmationId: current.id,
      site,
    });
    return row;
  });
  return presentReopening(reopening);
}

/**
 * `GET /layouts/:layoutId/confirmations`: the layout's versions, the newest first, each with what
 * it changed against the one before, and its open reopening. For the company's staff and the
 * layout's buyers (and whoever confirmed a version of it); anyone else is refused.
 */
export async function layoutConfirmations(
  ctx: AppContext,
  caller: AuthUser,
  layoutId: number,
): Promise<RouteAnswer<"GET /layouts/:layoutId/confirmations">> {
  const { apartment, project } = await companyLayout(ctx, layoutId, caller.companyId);
  const rows = await ctx.db
    .select()
    .from(confirmations)
    .where(eq(confirmations.apartmentLayoutId, layoutId))
    .orderBy(desc(confirmations.version));
  const [bought] = await ctx.db
    .select({ one: sql`1` })
    .from(apartmentBuyers)
    .where(
      and(
        eq(apartmentBuyers.apartmentId, apartment.id),
        eq(apartmentBuyers.email, caller.email.toLowerCase()),
      ),
    )
    .limit(1);
  const confirmer = rows.some((row) => row.userId === caller.id);
  if (!mayReadConfirmations(caller, project.companyId, bought !== undefined || confirmer)) {
    throw forbidden();
  }
  const reopenings = await ctx.db
    .select()
    .from(layoutReopenings)
    .where(eq(layoutReopenings.apartmentLayoutId, layoutId));
  const open = reopenings.find((r) => r.closedAt === null) ?? null;
  return {
    versions: rows.map((row, i) => {
      const before = rows[i + 1];
      const reopening = reopenings.find((r) => r.confirmationId === row.id);
      return {
        version: row.version,
        status: row.status,
        confirmed_at: row.confirmedAt.toISOString(),
        ended_at: row.endedAt?.toISOString() ?? null,
        confirmed_by: confirmedBy(row),
        signature: signatureOf(row),
        package_id: row.packageId,
        total_cents: row.snapshot.totalCents,
        vat: row.snapshot.vat,
        verify_code: row.verifyCode,
        reopening: reopening ? presentReopening(reopening) : null,
        changes: before ? confirmationChanges(before.snapshot, row.snapshot) : null,
      };
    }),
    reopening: open ? presentReopening(open) : null,
  };
}

/**
 * Refuses (409, nothing written) a buyer's design that changes a room the open reopening did not
 * name, from `before`. Staff acting for the buyer are not held, as after a deadline.
 */
export async function refuseOutsideReopened(
  ctx: AppContext,
  acting: Acting,
  layoutId: number,
  before: Choices,
  after: Choices,
): Promise<void> {
  if (isStaff(acting.caller)) return;
  const reopening = await openReopening(ctx, layoutId);
  if (!reopening?.tabIds) return;
  if (changedOutsideReopened(before, after, reopening.tabIds).length > 0) {
    throw conflict(localized("onlyReopenedRooms"));
  }
}

/**
 * Refuses (409) a buyer's confirmation after a reopening of some rooms whose other rooms differ
 * from the version reopened: what the buyer confirmed there stands. `reopening` is the layout's
 * open reopening as the buyer's standing read it (`viewerOn`).
 */
export async function refuseReconfirmationOutside(
  ctx: AppContext,
  acting: Acting,
  layoutId: number,
  reopening: OpenReopening | null,
  snapshot: ConfirmationSnapshot,
): Promise<void> {
  if (isStaff(acting.caller) || !reopening?.tabIds) return;
  const [reopened] = await ctx.db
    .select({ snapshot: confirmations.snapshot })
    .from(confirmations)
    .where(
      and(
        eq(confirmations.apartmentLayoutId, layoutId),
        eq(confirmations.version, reopening.version),
      ),
    )
    .limit(1);
  if (!reopened) return;
  const before = snapshotChoices(reopened.snapshot);
  if (changedOutsideReopened(before, snapshotChoices(snapshot), reopening.tabIds).length > 0) {
    throw conflict(localized("onlyReopenedRooms"));
  }
}
