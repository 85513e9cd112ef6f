/**
 * A confirmation version's PDF of record (decision 044): made once from the version alone, stored,
 * and the SHA-256 of its bytes recorded, so that the verification page can recognise the very
 * file. The record's job (jobs/tasks/confirmation-record.ts), the confirmation's mail and the
 * confirmed summary's download all take it from here.
 */
import { createHash } from "node:crypto";
import {
  confirmationChanges,
  confirmationContent,
  confirmationHash,
  pages,
  pickLabel,
} from "@home-designer/core";
import { and, asc, desc, eq, isNull, lt } from "drizzle-orm";
import QRCode from "qrcode";
import type { AppContext } from "../../context.ts";
import { companyHosts, confirmations, packages, users } from "../../db/schema.ts";
import { SERVER_LOCALES, type ServerLocale } from "../../i18n/messages.ts";
import {
  type SummaryPdfChanges,
  type SummaryPdfData,
  summaryFileName,
} from "../../pdf/summary-data.ts";
import { PRIVATE_PREFIX } from "../../storage/storage.ts";
import type { ConfirmationRow } from "./confirmation-versions.ts";
import { companyLayout } from "./package-access.ts";
import { confirmedDesign } from "./package-choices.ts";
import { summaryPdfData } from "./summary-service.ts";

export type RecordPdf = {
  pdf: Buffer;
  fileName: string;
  /** The summary's data in the record's language, for a mail's wording. */
  data: SummaryPdfData;
  confirmation: ConfirmationRow;
};

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The record's language: the one it was confirmed in, where the PDF is written in it. */
const recordLocale = (locale: string): ServerLocale =>
  (SERVER_LOCALES as readonly string[]).includes(locale) ? (locale as ServerLocale) : "et";

/**
 * The PDF of record of a confirmation version: the stored file when it was made, else made now,
 * stored and recorded. Of two making it at once, the first recorded is the record; the other's
 * file is removed. Null when the confirmation is gone (the buyer's account deleted).
 */
export async function recordPdf(
  ctx: AppContext,
  confirmationId: number,
): Promise<RecordPdf | null> {
  const [row] = await ctx.db
    .select()
    .from(confirmations)
    .where(eq(confirmations.id, confirmationId))
    .limit(1);
  if (!row) return null;
  const [buyer] = await ctx.db
    .select({ companyId: users.companyId })
    .from(users)
    .where(eq(users.id, row.userId))
    .limit(1);
  const [pkg] = await ctx.db.select().from(packages).where(eq(packages.id, row.packageId)).limit(1);
  if (!buyer || !pkg) return null;
  const confirmation = await withContentHash(ctx, row);
  const data = await recordData(ctx, confirmation, buyer.companyId, pkg);
  const fileName = summaryFileName(data.address);
  if (confirmation.pdfKey) {
    return { pdf: await ctx.storage.read(confirmation.pdfKey), fileName, data, confirmation };
  }
  // The confirmation is made: its PDF waits for the renderer rather than fail.
  const pdf = await ctx.pdf.render(data, { whenBusy: "wait" });
  const hash = sha256(pdf);
  const key = `${PRIVATE_PREFIX}confirmations/${buyer.companyId}/${confirmation.verifyCode}-${hash.slice(0, 16)}.pdf`;
  await ctx.storage.put(key, pdf, "application/pdf");
  const [recorded] = await ctx.db
    .update(confirmations)
    .set({ pdfKey: key, pdfSha256: hash })
    .where(and(eq(confirmations.id, confirmation.id), isNull(confirmations.pdfSha256)))
    .returning();
  if (recorded) return { pdf, fileName, data, confirmation: recorded };
  // Another made it first: theirs is the record.
  const [winner] = await ctx.db
    .select()
    .from(confirmations)
    .where(eq(confirmations.id, confirmation.id))
    .limit(1);
  if (winner?.pdfKey !== key) await ctx.storage.remove(key);
  if (!winner?.pdfKey) return null;
  return { pdf: await ctx.storage.read(winner.pdfKey), fileName, data, confirmation: winner };
}

/** A confirmation made before versions had no content hash: it is taken once, when first needed. */
async function withContentHash(ctx: AppContext, row: ConfirmationRow): Promise<ConfirmationRow> {
  if (row.contentHash) return row;
  const contentHash = await confirmationHash(
    confirmationContent({
      layoutId: row.apartmentLayoutId,
      version: row.version,
      packageId: row.packageId,
      confirmedAt: row.confirmedAt,
      locale: row.locale,
      snapshot: row.snapshot,
    }),
  );
  await ctx.db
    .update(confirmations)
    .set({ contentHash })
    .where(and(eq(confirmations.id, row.id), isNull(confirmations.contentHash)));
  const [updated] = await ctx.db
    .select()
    .from(confirmations)
    .where(eq(confirmations.id, row.id))
    .limit(1);
  return updated ?? { ...row, contentHash };
}

/** The site a confirmation links to: where it was made, else the company's first host. */
async function siteOf(ctx: AppContext, row: ConfirmationRow, companyId: number): Promise<string> {
  if (row.site) return row.site;
  const [host] = await ctx.db
    .select({ host: companyHosts.host })
    .from(companyHosts)
    .where(eq(companyHosts.companyId, companyId))
    .orderBy(asc(companyHosts.host))
    .limit(1);
  return host ? `https://${host.host}` : "";
}

/** What the PDF of record shows: the version's snapshot over the catalogue, in its language. */
async function recordData(
  ctx: AppContext,
  row: ConfirmationRow,
  companyId: number,
  pkg: typeof packages.$inferSelect,
): Promise<SummaryPdfData> {
  const locale = recordLocale(row.locale);
  const site = await siteOf(ctx, row, companyId);
  const { project } = await companyLayout(ctx, row.apartmentLayoutId, companyId);
  const { configuration, choices } = await confirmedDesign(
    ctx,
    pkg,
    project,
    row.apartmentLayoutId,
    row.snapshot,
  );
  const verifyUrl = `${site}${pages.verifyConfirmation({ lang: locale, code: row.verifyCode })}`;
  const qr = QRCode.create(verifyUrl, { errorCorrectionLevel: "M" });
  return summaryPdfData(ctx, {
    locale,
    configuration,
    choices,
    pkg,
    changed: false,
    companyId,
    confirmation: { confirmedAt: row.confirmedAt },
    link: `${site}${pages.summary(
      { lang: locale, packageId: pkg.id },
      { project: project.id, apartment_layout_id: row.apartmentLayoutId },
    )}`,
    record: {
      version: row.version,
      hash: row.contentHash ?? "",
      verifyUrl,
      qr: { size: qr.modules.size, modules: Uint8Array.from(qr.modules.data) },
      changes: await changesAgainstPrevious(ctx, row, locale),
      signature:
        row.signerName && row.signedAt
          ? { name: row.signerName, signedAt: row.signedAt.toISOString() }
          : null,
    },
  });
}

/** "Wall tiles: White tile, now Green tile": the word between an option and the one after it. */
const CHANGED_TO: Record<ServerLocale, string> = { et: "nüüd", en: "now", de: "jetzt" };

/**
 * What the version changed against the one before it, written in the record's language for its
 * PDF; null for a first version. Both sides are read from their snapshots (core's
 * `confirmationChanges`), as they were confirmed.
 */
async function changesAgainstPrevious(
  ctx: AppContext,
  row: ConfirmationRow,
  locale: ServerLocale,
): Promise<SummaryPdfChanges | null> {
  const [previous] = await ctx.db
    .select({ version: confirmations.version, snapshot: confirmations.snapshot })
    .from(confirmations)
    .where(
      and(
        eq(confirmations.apartmentLayoutId, row.apartmentLayoutId),
        lt(confirmations.version, row.version),
      ),
    )
    .orderBy(desc(confirmations.version))
    .limit(1);
  if (!previous) return null;
  const changes = confirmationChanges(previous.snapshot, row.snapshot);
  const name = (option: { name: Record<string, string | undefined> } | null) =>
    option ? pickLabel(option.name, locale) : "—";
  return {
    previousVersion: previous.version,
    rooms: changes.rooms.map((room) => ({
      label: `${pickLabel(room.label, locale)}${room.numbers.length > 0 ? ` (${room.numbers.join(", ")})` : ""}`,
      lines: room.changes.map((change) => ({
        text: `${pickLabel(change.groupTitle, locale)}: ${name(change.before)}, ${CHANGED_TO[locale]} ${name(change.after)}`,
        deltaCents: change.deltaCents,
      })),
    })),
    totalDeltaCents: changes.totalDeltaCents,
  };
}
