/**
 * A layout's confirmations as versions (decision 044): each immutable, numbered per layout, with
 * the content hash of what it confirmed. The confirmation of record of a layout is its `current`
 * version; every reader of "what was confirmed" (the configurator, the summary and its PDF, the
 * dashboards, exports) asks `confirmationOfRecord` or joins on `ofRecord`.
 */
import {
  type ConfirmationSignature,
  type ConfirmationSnapshot,
  confirmationContent,
  confirmationHash,
  type Signature,
} from "@home-designer/core";
import { and, type Column, eq, isNull, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { type Db, rowsOf } from "../../db/client.ts";
import {
  type ConfirmationKind,
  confirmations,
  layoutReopenings,
  type packages,
} from "../../db/schema.ts";
import { recordLayoutEvent } from "../audit/audit-log.ts";

export type ConfirmationRow = typeof confirmations.$inferSelect;

/** The condition that picks a layout's confirmation of record among its versions. */
export const ofRecord: SQL = eq(confirmations.status, "current");

/** The confirmation of record of a layout: its current version, or null when it has none. */
export async function confirmationOfRecord(
  ctx: Pick<AppContext, "db">,
  layoutId: number,
): Promise<ConfirmationRow | null> {
  const [row] = await ctx.db
    .select()
    .from(confirmations)
    .where(and(eq(confirmations.apartmentLayoutId, layoutId), ofRecord))
    .limit(1);
  return row ?? null;
}

/** The condition that picks the open reopening (decision 046) of the layout in `layoutId`. */
export const openReopeningOf = (layoutId: Column): SQL =>
  and(eq(layoutReopenings.apartmentLayoutId, layoutId), isNull(layoutReopenings.closedAt)) as SQL;

export type ReopeningRow = typeof layoutReopenings.$inferSelect;

/** A layout's open reopening: staff reopened its confirmation and the buyer has not confirmed again. */
export async function openReopening(
  ctx: Pick<AppContext, "db">,
  layoutId: number,
): Promise<ReopeningRow | null> {
  const [row] = await ctx.db
    .select()
    .from(layoutReopenings)
    .where(and(eq(layoutReopenings.apartmentLayoutId, layoutId), isNull(layoutReopenings.closedAt)))
    .limit(1);
  return row ?? null;
}

/** The name the eID broker verified when the buyer signed a version, and when; null: not signed. */
export function signatureOf(row: ConfirmationRow): Signature | null {
  return row.signerName !== null && row.signedAt !== null
    ? { name: row.signerName, signed_at: row.signedAt.toISOString() }
    : null;
}

/** Who confirmed a version, in general terms (as the verification page and the versions say it). */
export function confirmedBy(row: ConfirmationRow): "buyer" | "staff_for_buyer" | "staff_amendment" {
  if (row.kind === "amendment") return "staff_amendment";
  return row.confirmedBy === null ? "buyer" : "staff_for_buyer";
}

/** What a verification code may look like: anything else is not looked up. */
export const VERIFY_CODE = /^[A-Za-z0-9]{6,32}$/;

/**
 * Adds a layout's next version as its confirmation of record, in the caller's transaction: the
 * current one, if any, is superseded first (an amendment); an open reopening is closed by it.
 * Of two racing, the database's unique keys let one commit (23505 for the other). The audit trail
 * gets the version with who confirmed it.
 */
export async function addVersion(
  tx: Db,
  v: {
    layoutId: number;
    /** The package confirmed, with its name as the audit trail tells it. */
    pkg: Pick<typeof packages.$inferSelect, "id" | "name">;
    userId: number;
    confirmedBy: number | null;
    kind: ConfirmationKind;
    locale: string;
    site: string;
    snapshot: ConfirmationSnapshot;
    /** Now, unless told (the demo's confirmation of some days ago). */
    confirmedAt?: Date;
    /** The buyer's signature at the company's eID broker, when they signed (decision 048). */
    signature?: ConfirmationSignature;
  },
): Promise<{ id: number; version: number; confirmedAt: Date }> {
  const confirmedAt = v.confirmedAt ?? new Date();
  // On the embedded database a transaction holds every other statement back (decision 012), so
  // the next number and the end of an open reopening are one statement: PostgreSQL runs a
  // data-changing WITH to completion whether or not the query reads it.
  const next = await tx.execute(sql`
    with closed as (
      update ${layoutReopenings} set closed_at = ${confirmedAt}
      where apartment_layout_id = ${v.layoutId} and closed_at is null
    )
    select coalesce(max(version), 0)::int + 1 as version
    from ${confirmations} where apartment_layout_id = ${v.layoutId}`);
  const version = Number(rowsOf<{ version: number }>(next)[0]?.version);
  if (v.kind === "amendment") {
    await tx
      .update(confirmations)
      .set({ status: "superseded", endedAt: confirmedAt })
      .where(and(eq(confirmations.apartmentLayoutId, v.layoutId), ofRecord));
  }
  const contentHash = await confirmationHash(
    confirmationContent({
      layoutId: v.layoutId,
      version,
      packageId: v.pkg.id,
      confirmedAt,
      locale: v.locale,
      snapshot: v.snapshot,
      signature: v.signature,
    }),
  );
  const [row] = await tx
    .insert(confirmations)
    .values({
      apartmentLayoutId: v.layoutId,
      version,
      kind: v.kind,
      packageId: v.pkg.id,
      userId: v.userId,
      confirmedBy: v.confirmedBy,
      confirmedAt,
      locale: v.locale,
      site: v.site,
      snapshot: v.snapshot,
      contentHash,
      signerName: v.signature?.name,
      signerSubject: v.signature?.subject,
      signerIssuer: v.signature?.issuer,
      signedAt: v.signature ? new Date(v.signature.signedAt) : null,
    })
    .returning({ id: confirmations.id });
  if (!row) throw new Error("confirmation not stored");
  const actor =
    v.confirmedBy === null ? { by: v.userId, for: null } : { by: v.confirmedBy, for: v.userId };
  await recordLayoutEvent(tx, v.layoutId, actor, {
    action: "confirmed",
    version,
    kind: v.kind,
    package: v.pkg.name,
    total: v.snapshot.totalCents / 100,
    hash: contentHash,
    signed_by: v.signature?.name ?? null,
  });
  return { id: row.id, version, confirmedAt };
}
