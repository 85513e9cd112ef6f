/**
 * A buyer asking to change a confirmed layout (issue 23, decision 046): the request is kept with
 * the version it asks about and mailed to the company's developer recipients; staff accept it by
 * reopening the layout (`reopenLayout` with its id) or decline it with a reason the buyer is
 * mailed. At most one open request per layout (a partial unique index).
 */
import {
  type LayoutChangeRequest,
  pages,
  type RouteAnswer,
  type RouteBody,
} from "@home-designer/core";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Acting, AuthUser } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { databaseErrorCode } from "../../db/errors.ts";
import {
  apartmentBuyers,
  apartmentLayouts,
  apartments,
  buildings,
  changeRequests,
  projects,
  userLayoutPackages,
  users,
} from "../../db/schema.ts";
import { conflict, forbidden, notFound } from "../../http/errors.ts";
import { localized, messageLocale } from "../../i18n/messages.ts";
import { MAIL_QUEUE } from "../../jobs/queues.ts";
import { companyMailJob, findCompany } from "../../mail/company-mail.ts";
import { productMail } from "../../mail/templates.ts";
import { isStaff } from "../../policies/acting.ts";
import { mayReadConfirmations, mayReopenConfirmation } from "../../policies/confirmations.ts";
import { apartmentsBoughtBy } from "../apartments/buyers-service.ts";
import { byAccount, recordLayoutEvent } from "../audit/audit-log.ts";
import { companyLanguage } from "../company/company-service.ts";
import { type FileRow, presentFiles } from "../specials/special-files.ts";
import { filesOfRequests } from "./change-request-files.ts";
import { confirmationOfRecord } from "./confirmation-versions.ts";
import { companyLayout } from "./package-access.ts";

type ChangeRequestRow = typeof changeRequests.$inferSelect;
type ChangeRequest = RouteAnswer<"POST /layouts/:layoutId/change-requests">["change_request"];

export async function presentChangeRequest(
  ctx: AppContext,
  row: ChangeRequestRow,
  files: FileRow[] = [],
): Promise<ChangeRequest> {
  return {
    id: row.id,
    version: row.version,
    status: row.status,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    answer: row.answer,
    answered_at: row.answeredAt?.toISOString() ?? null,
    files: await presentFiles(ctx, files),
  };
}

/** A request as it is now, with its files: after a change, or files attached. */
export async function changeRequestById(ctx: AppContext, id: number): Promise<ChangeRequest> {
  const [row] = await ctx.db.select().from(changeRequests).where(eq(changeRequests.id, id));
  if (!row) throw notFound(localized("changeRequestNotFound"));
  return presentChangeRequest(ctx, row, (await filesOfRequests(ctx, [id])).get(id));
}

/** Whether the caller is a buyer of the layout's apartment (by their address, as buyers are bound). */
async function buysApartment(ctx: AppContext, caller: AuthUser, apartmentId: number) {
  const [row] = await ctx.db
    .select({ one: sql`1` })
    .from(apartmentBuyers)
    .where(
      and(
        eq(apartmentBuyers.apartmentId, apartmentId),
        eq(apartmentBuyers.email, caller.email.toLowerCase()),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The place a mail names: "Project, building, apartment". */
const placeOf = (c: Awaited<ReturnType<typeof companyLayout>>) =>
  [c.project.name, c.building.buildingNumber, c.apartment.number].join(", ");

/**
 * `POST /layouts/:layoutId/change-requests`: a buyer of the apartment asks to change its
 * confirmation of record. 409 when it has none or a request is open already.
 */
export async function requestChange(
  ctx: AppContext,
  site: string,
  caller: AuthUser,
  layoutId: number,
  body: RouteBody<"POST /layouts/:layoutId/change-requests">,
): Promise<ChangeRequest> {
  const place = await companyLayout(ctx, layoutId, caller.companyId);
  // Staff reopen a layout themselves; a request is the buyer's own words.
  if (isStaff(caller) || !(await buysApartment(ctx, caller, place.apartment.id))) {
    throw forbidden(localized("onlyBuyerAsksChange"));
  }
  const current = await confirmationOfRecord(ctx, layoutId);
  if (!current) throw conflict(localized("notConfirmedToChange"));
  const company = await findCompany(ctx, place.project.companyId);
  const recipients = [...new Set(company.developerEmails)];
  const language = await companyLanguage(ctx, company.id, site);
  try {
    const row = await ctx.jobs.transaction(ctx.db, async (tx, jobs) => {
      const [created] = await tx
        .insert(changeRequests)
        .values({
          apartmentLayoutId: layoutId,
          confirmationId: current.id,
          version: current.version,
          userId: caller.id,
          message: body.message,
        })
        .returning();
      if (!created) throw new Error("change request not stored");
      await recordLayoutEvent(tx, layoutId, byAccount(caller.id), {
        action: "change_requested",
        version: current.version,
      });
      if (recipients.length > 0) {
        const mail = productMail(language, "changeRequested", {
          company: company.name,
          name: caller.name,
          apartment: placeOf(place),
          reason: body.message,
          url: `${site}${pages.customerDashboard({ lang: language, userId: caller.id })}`,
        });
        await jobs.send(
          MAIL_QUEUE,
          companyMailJob(company, { to: recipients, lang: language, ...mail }),
        );
      }
      return created;
    });
    return presentChangeRequest(ctx, row);
  } catch (error) {
    if (databaseErrorCode(error) === "23505") throw conflict(localized("changeRequestOpen"));
    throw error;
  }
}

/**
 * `GET /change-requests`: the requests of every layout on the person's dashboard (the caller's,
 * or that of the customer staff act for), newest first, in one read rather than one per layout.
 * Of each layout the caller reads what policies/confirmations.ts lets them: the company's staff
 * every request, a customer those of the apartments they buy or asked about; nobody else's.
 */
export async function dashboardChangeRequests(
  ctx: AppContext,
  { caller, user }: Acting,
): Promise<LayoutChangeRequest[]> {
  const dashboardLayouts = ctx.db
    .selectDistinct({ id: userLayoutPackages.apartmentLayoutId })
    .from(userLayoutPackages)
    .where(eq(userLayoutPackages.userId, user.id));
  const rows = await ctx.db
    .select({
      request: changeRequests,
      apartmentId: apartmentLayouts.apartmentId,
      companyId: projects.companyId,
    })
    .from(changeRequests)
    .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, changeRequests.apartmentLayoutId))
    .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(
      and(
        inArray(changeRequests.apartmentLayoutId, dashboardLayouts),
        eq(projects.companyId, user.companyId),
      ),
    )
    .orderBy(desc(changeRequests.createdAt), desc(changeRequests.id));
  // As for one layout: whoever asked on a layout reads its requests, as its buyers do.
  const askedOn = new Set(
    rows.filter((r) => r.request.userId === caller.id).map((r) => r.request.apartmentLayoutId),
  );
  const bought = await apartmentsBoughtBy(ctx, caller, [
    ...new Set(rows.map((r) => r.apartmentId)),
  ]);
  const readable = rows.filter((r) =>
    mayReadConfirmations(
      caller,
      r.companyId,
      askedOn.has(r.request.apartmentLayoutId) || bought.has(r.apartmentId),
    ),
  );
  const files = await filesOfRequests(
    ctx,
    readable.map((r) => r.request.id),
  );
  return Promise.all(
    readable.map(async ({ request }) => ({
      ...(await presentChangeRequest(ctx, request, files.get(request.id))),
      apartment_layout_id: request.apartmentLayoutId,
    })),
  );
}

/** A layout's open request by id, for staff answering it: 404 when not of their company. */
async function openRequest(ctx: AppContext, caller: AuthUser, requestId: number) {
  const [row] = await ctx.db
    .select()
    .from(changeRequests)
    .where(eq(changeRequests.id, requestId))
    .limit(1);
  if (!row) throw notFound(localized("changeRequestNotFound"));
  // Another company's request is not found, as its layout is not.
  const place = await companyLayout(ctx, row.apartmentLayoutId, caller.companyId).catch(() => {
    throw notFound(localized("changeRequestNotFound"));
  });
  if (!mayReopenConfirmation(caller, place.project.companyId)) throw forbidden();
  if (row.status !== "open") throw conflict(localized("changeRequestAnswered"));
  return { row, place };
}

/**
 * Marks an open request of the layout accepted, in the reopening's transaction (`tx`): 409 when
 * it is not open or of another layout.
 */
export async function acceptChangeRequest(
  tx: Db,
  requestId: number,
  layoutId: number,
  staffId: number,
  reason: string,
): Promise<void> {
  const accepted = await tx
    .update(changeRequests)
    .set({ status: "accepted", answer: reason, answeredBy: staffId, answeredAt: new Date() })
    .where(
      and(
        eq(changeRequests.id, requestId),
        eq(changeRequests.apartmentLayoutId, layoutId),
        eq(changeRequests.status, "open"),
      ),
    )
    .returning({ id: changeRequests.id });
  if (accepted.length === 0) throw conflict(localized("changeRequestAnswered"));
}

/**
 * `POST /change-requests/:requestId/decline`: the company's staff decline an open request with a
 * reason; the buyer is mailed it in their language.
 */
export async function declineChangeRequest(
  ctx: AppContext,
  site: string,
  caller: AuthUser,
  requestId: number,
  body: RouteBody<"POST /change-requests/:requestId/decline">,
): Promise<ChangeRequest> {
  const { row, place } = await openRequest(ctx, caller, requestId);
  const [buyer] = await ctx.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
  const company = await findCompany(ctx, place.project.companyId);
  const declined = await ctx.jobs.transaction(ctx.db, async (tx, jobs) => {
    const [updated] = await tx
      .update(changeRequests)
      .set({
        status: "declined",
        answer: body.reason,
        answeredBy: caller.id,
        answeredAt: new Date(),
      })
      .where(and(eq(changeRequests.id, row.id), eq(changeRequests.status, "open")))
      .returning();
    if (!updated) throw conflict(localized("changeRequestAnswered"));
    await recordLayoutEvent(tx, row.apartmentLayoutId, byAccount(caller.id), {
      action: "change_declined",
      version: row.version,
      reason: body.reason,
    });
    if (buyer) {
      const lang = messageLocale(buyer.locale);
      const mail = productMail(lang, "changeDeclined", {
        company: company.name,
        name: buyer.emailVerifiedAt ? buyer.name : undefined,
        apartment: placeOf(place),
        reason: body.reason,
        url: `${site}${pages.dashboard({ lang })}`,
      });
      await jobs.send(MAIL_QUEUE, companyMailJob(company, { to: buyer.email, lang, ...mail }));
    }
    return updated;
  });
  return changeRequestById(ctx, declined.id);
}
