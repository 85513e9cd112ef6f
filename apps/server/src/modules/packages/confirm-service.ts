import {
  type ConfirmationSignature,
  type ConfirmRefusal,
  canonicalJson,
  type RouteBody,
} from "@home-designer/core";
import { eq } from "drizzle-orm";
import type { Acting } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { databaseErrorCode } from "../../db/errors.ts";
import { packages, userLayoutPackages } from "../../db/schema.ts";
import {
  conflict,
  forbidden,
  type HttpError,
  unauthenticated,
  unprocessable,
} from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import {
  CONFIRMATION_MAIL_QUEUE,
  CONFIRMATION_RECORD_QUEUE,
  type ConfirmationMailJob,
  recordJob,
} from "../../jobs/queues.ts";
import { signsConfirmations } from "../signing/signing-settings.ts";
import { enqueueWebhook, webhookOf } from "../webhooks/webhook-events.ts";
import { addVersion, nextVersion } from "./confirmation-versions.ts";
import { confirmationOn } from "./confirmed-design.ts";
import { refuseClosedConfirmation } from "./deadline-guard.ts";
import { companyLayout, standingWith, visiblePackage } from "./package-access.ts";
import { choicesOfPackage } from "./package-choices.ts";
import { refuseReconfirmationOutside } from "./reopen-service.ts";
import { amendedSnapshot, snapshotOf } from "./summary-service.ts";

/** The answer to a confirmation the rules refuse. */
function refused(refusal: ConfirmRefusal | null): HttpError {
  switch (refusal) {
    case "login":
      return unauthenticated(localized("sessionEnded"));
    case "already_confirmed":
      return conflict(localized("alreadyConfirmed"));
    case "not_buyer":
      return forbidden(localized("onlyBuyerConfirms"));
    case "email_unverified":
      return forbidden(localized("confirmNeedsVerifiedEmail"));
    default:
      return forbidden(localized("notConfirmable"));
  }
}

/**
 * What confirming checks before it writes, in the order a person is told: the layout, apartment
 * and package are the company's and theirs to confirm, no deadline has closed a group of it, and
 * a reopening leaves the rest as it was. Signing (decision 048) checks this before sending the
 * buyer to the broker, and confirming again when they are back.
 */
export async function confirmable(
  ctx: AppContext,
  acting: Acting,
  body: RouteBody<"POST /confirm-package">,
) {
  const { user } = acting;
  const { layout, apartment, project } = await companyLayout(
    ctx,
    body.apartment_layout_id,
    user.companyId,
  );
  if (apartment.id !== body.apartment_id) {
    throw unprocessable(localized("wrongApartment"), {
      apartment_id: [localized("wrongApartment")],
    });
  }
  const pkg = await visiblePackage(ctx, body.package_id, project.id, layout.id, user.id);
  const { abilities, viewer } = await standingWith(ctx, acting, pkg, {
    id: layout.id,
    apartmentId: apartment.id,
  });
  if (!abilities.confirm) throw refused(abilities.confirm_refusal);

  const { configuration, choices } = await choicesOfPackage(ctx, pkg, project, layout.id);
  const groupIds = configuration.rooms.flatMap(({ groups }) => groups.map((g) => g.id));
  await refuseClosedConfirmation(ctx, acting, project, layout.id, groupIds);
  const snapshot = snapshotOf(configuration, choices, body.selected_locale);
  await refuseReconfirmationOutside(ctx, acting, layout.id, viewer.reopening, snapshot);
  return { layout, project, pkg, snapshot };
}

/** A buyer's signature at the company's broker, with the package as they saw it when they went. */
export type SignedConfirmation = ConfirmationSignature & { packageUpdatedAt: Date };

/**
 * Confirms a package for a layout: allowed when the company lets the package be confirmed and no
 * package of the layout is confirmed yet. The database's unique key on the layout makes sure that
 * of concurrent confirmations exactly one wins. A snapshot of the choices and prices is kept; the
 * buyer and the company's developer and construction recipients get the summary PDF by mail.
 * `site` is the address of the company's site the person is on; the mails link back there.
 * Where the company has an eID broker, a buyer confirms only signed (`signed`, from
 * signing-service.ts); staff confirming for them are recorded as themselves.
 */
export async function confirmPackage(
  ctx: AppContext,
  site: string,
  acting: Acting,
  body: RouteBody<"POST /confirm-package">,
  signed?: SignedConfirmation,
): Promise<{ confirmedAt: Date; version: number }> {
  const { user } = acting;
  const { layout, pkg, snapshot } = await confirmable(ctx, acting, body);
  if (signed) {
    // What the buyer signed is the package as it was when they left for the broker.
    if (pkg.updatedAt.getTime() !== signed.packageUpdatedAt.getTime())
      throw conflict(localized("packageChangedMeanwhile"));
  } else if (acting.caller.id === user.id && (await signsConfirmations(ctx, user.companyId))) {
    throw conflict(localized("signingRequired"));
  }
  const next = await nextVersion(ctx.db, {
    layoutId: layout.id,
    pkg,
    userId: user.id,
    confirmedBy: acting.caller.id === user.id ? null : acting.caller.id,
    kind: "buyer",
    locale: body.selected_locale,
    site,
    snapshot,
    signature: signed && {
      name: signed.name,
      subject: signed.subject,
      issuer: signed.issuer,
      signedAt: signed.signedAt,
    },
  });
  const webhook = await webhookOf(ctx.db, user.companyId);
  try {
    // The confirmation and its mails are stored together: both or neither.
    await ctx.jobs.transaction(ctx.db, async (tx, jobs) => {
      if (pkg.userId !== null) {
        // What is confirmed is what was read above: a save of the package meanwhile means the
        // buyer confirms something they have not seen, so they are asked to look again.
        const [current] = await tx
          .select({ updatedAt: packages.updatedAt })
          .from(packages)
          .where(eq(packages.id, pkg.id))
          .for("update");
        if (current?.updatedAt.getTime() !== pkg.updatedAt.getTime()) {
          throw conflict(localized("packageChangedMeanwhile"));
        }
      }
      const row = await addVersion(tx, next);
      await tx
        .insert(userLayoutPackages)
        .values({
          userId: user.id,
          apartmentLayoutId: layout.id,
          packageId: pkg.id,
          origin: "added",
        })
        .onConflictDoNothing();
      for (const to of ["buyer", "company"] as const) {
        const job: ConfirmationMailJob = {
          companyId: user.companyId,
          confirmationId: row.id,
          to,
          locale: body.selected_locale,
          site,
        };
        await jobs.send(CONFIRMATION_MAIL_QUEUE, job);
      }
      await jobs.send(CONFIRMATION_RECORD_QUEUE, recordJob(user.companyId, row.id));
      await enqueueWebhook(tx, jobs, webhook, {
        type: "layout.confirmed",
        layoutId: layout.id,
        confirmationId: row.id,
        site,
      });
    });
  } catch (error) {
    // The layout's unique keys: of concurrent confirmations exactly one commits.
    if (databaseErrorCode(error) === "23505") throw conflict(localized("alreadyConfirmed"));
    throw error;
  }

  return { confirmedAt: next.confirmedAt, version: next.version };
}

/**
 * After staff changed a customer's confirmed package for them (its choices or a special solution
 * of it), the package's next confirmation version follows it: what staff left as it was keeps its
 * confirmed name and price, what they changed is priced as today (`amendedSnapshot`). The version
 * before stays as it was, superseded; its PDF still verifies as that version. Nothing is mailed.
 * A change that leaves the confirmation as it was adds no version. Any other package is left alone.
 */
export async function amendConfirmation(
  ctx: AppContext,
  packageId: number,
  staffId: number | null,
): Promise<void> {
  const [pkg] = await ctx.db.select().from(packages).where(eq(packages.id, packageId)).limit(1);
  if (pkg?.userId == null || pkg.apartmentLayoutId === null) return;
  const confirmation = await confirmationOn(ctx, pkg.apartmentLayoutId, pkg.id, pkg.userId);
  if (!confirmation) return;
  const project = { id: pkg.projectId, companyId: pkg.companyId };
  const { configuration, choices } = await choicesOfPackage(
    ctx,
    pkg,
    project,
    pkg.apartmentLayoutId,
  );
  const snapshot = amendedSnapshot(confirmation.snapshot, configuration, choices);
  if (canonicalJson(snapshot) === canonicalJson(confirmation.snapshot)) return;
  const layoutId = pkg.apartmentLayoutId;
  const userId = pkg.userId;
  const next = await nextVersion(ctx.db, {
    layoutId,
    pkg,
    userId,
    confirmedBy: staffId,
    kind: "amendment",
    // The PDF of record of an amendment is in the language the buyer confirmed in.
    locale: confirmation.locale,
    site: confirmation.site,
    snapshot,
  });
  await ctx.jobs.transaction(ctx.db, async (tx, jobs) => {
    const row = await addVersion(tx, next);
    await jobs.send(CONFIRMATION_RECORD_QUEUE, recordJob(pkg.companyId, row.id));
  });
}
