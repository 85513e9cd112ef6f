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
import { and, type Column, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
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

/** What a new version confirms, and by whom. */
export type VersionContent = {
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
};

/** A layout's next version, numbered and hashed, ready to be added (`addVersion`). */
export type NextVersion = VersionContent & {
  version: number;
  confirmedAt: Date;
  contentHash: string;
};

/**
 * Numbers and hashes a layout's next version before the transaction that adds it opens: hashing
 * a whole snapshot takes the server's thread a few milliseconds, which on the embedded database
 * every other statement would wait for (a transaction holds them back, decision 012). Should
 * another version be added meanwhile, the number is taken and `addVersion` fails on the
 * layout's unique key (23505), as two versions racing inside their transactions would.
 */
export async function nextVersion(db: Db, v: VersionContent): Promise<NextVersion> {
  const [last] = await db
    .select({ version: confirmations.version })
    .from(confirmations)
    .where(eq(confirmations.apartmentLayoutId, v.layoutId))
    .orderBy(desc(confirmations.version))
    .limit(1);
  const version = (last?.version ?? 0) + 1;
  const confirmedAt = v.confirmedAt ?? new Date();
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
  return { ...v, version, confirmedAt, contentHash };
}

/**
 * Adds a layout's next version (`nextVersion`) as its confirmation of record, in the caller's
 * transaction: the current one, if any, is superseded first (an amendment); an open reopening is
 * closed by it. Of two racing, the database's unique keys let one commit (23505 for the other).
 * The audit trail gets the version with who confirmed it.
 */
export async function addVersion(tx: Db, v: NextVersion): Promise<{ id: number }> {
  const { version, confirmedAt, contentHash } = v;
  // A reopening belongs to a version (its rows go with it), so a layout's first version has none
  // to close; should a first version have been stored meanwhile, the insert below fails on the
  // layout's unique version.
  if (version > 1) {
    await tx
      .update(layoutReopenings)
      .set({ closedAt: confirmedAt })
      .where(
        and(eq(layoutReopenings.apartmentLayoutId, v.layoutId), isNull(layoutReopenings.closedAt)),
      );
  }
  if (v.kind === "amendment") {
    await tx
      .update(confirmations)
      .set({ status: "superseded", endedAt: confirmedAt })
      .where(and(eq(confirmations.apartmentLayoutId, v.layoutId), ofRecord));
  }
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
  return row;
}
