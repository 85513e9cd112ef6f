/**
 * The public verification of a confirmation version (decision 044): what its page shows a stranger
 * holding the link, and whether a PDF is byte for byte its PDF of record. Only the company's own
 * site answers for its confirmations; what is shown is what the PDF prints, without any person's
 * name or address.
 */
import { createHash } from "node:crypto";
import {
  companyBuildingName,
  pickLabel,
  type RouteAnswer,
  type UiLocale,
  VERIFY_PDF_BYTES,
} from "@home-designer/core";
import { count, eq } from "drizzle-orm";
import * as throttle from "../../auth/throttle.ts";
import type { AppContext } from "../../context.ts";
import { apartmentLayouts, confirmations, packages, projects } from "../../db/schema.ts";
import { type HttpError, notFound, unprocessable } from "../../http/errors.ts";
import type { Client } from "../../http/request-context.ts";
import { localized, message } from "../../i18n/messages.ts";
import { tooMany } from "../auth/accounts-service.ts";
import { layoutWithContext } from "../projects/project-scope.ts";
import { confirmedBy, VERIFY_CODE } from "./confirmation-versions.ts";

/** Looks and checks per caller: enough for anyone checking their documents, too few to search. */
const VERIFY_PER_CALLER = { limit: 60, seconds: 600 };

async function limited(ctx: AppContext, client: Client): Promise<void> {
  const hit = await throttle.hit(ctx.db, `verify:${client.ip}`, VERIFY_PER_CALLER);
  if (hit.exceeded) throw tooMany(hit.retryAfter, "tooManyRequests");
}

/** The confirmation version of a code on this company's site, with its place; 404 for any other. */
async function versionOf(ctx: AppContext, companyId: number, code: string) {
  const unknown = () => notFound(localized("verifyNotFound"));
  if (!VERIFY_CODE.test(code)) throw unknown();
  const [row] = await ctx.db
    .select()
    .from(confirmations)
    .where(eq(confirmations.verifyCode, code))
    .limit(1);
  if (!row) throw unknown();
  const place = await layoutWithContext(ctx, [
    eq(apartmentLayouts.id, row.apartmentLayoutId),
    eq(projects.companyId, companyId),
  ]);
  if (!place) throw unknown();
  return { row, place };
}

/** What the verification page shows of a version: what its PDF prints, and its standing. */
export async function verification(
  ctx: AppContext,
  client: Client,
  companyId: number,
  code: string,
  locale: UiLocale,
): Promise<RouteAnswer<"GET /verify/:code">> {
  await limited(ctx, client);
  const { row, place } = await versionOf(ctx, companyId, code);
  const [pkg] = await ctx.db
    .select({ name: packages.name })
    .from(packages)
    .where(eq(packages.id, row.packageId))
    .limit(1);
  const [versions] = await ctx.db
    .select({ n: count() })
    .from(confirmations)
    .where(eq(confirmations.apartmentLayoutId, row.apartmentLayoutId));
  const recordLocale = row.locale as UiLocale;
  const { building } = place;
  return {
    company: place.company.name,
    project: place.project.name,
    building:
      companyBuildingName(place.company.buildingWord, locale, building.buildingNumber) ??
      building.buildingNumber,
    apartment: place.apartment.number,
    layout: place.layout.name,
    package_name: pkg ? pickLabel(pkg.name, recordLocale) : "",
    version: row.version,
    versions: versions?.n ?? row.version,
    confirmed_at: row.confirmedAt.toISOString(),
    confirmed_by: confirmedBy(row),
    signed_at: row.signedAt?.toISOString() ?? null,
    status: row.status,
    ended_at: row.endedAt?.toISOString() ?? null,
    language: row.locale,
    content_hash: row.contentHash ?? "",
    pdf_ready: row.pdfSha256 !== null,
  };
}

/** A file as it was received: its size, SHA-256 and whether it begins as a PDF does. */
export type ReceivedPdf = { bytes: number; sha256: string; isPdf: boolean };

/**
 * Reads an uploaded file through, keeping none of it: its SHA-256 and whether it begins with
 * `%PDF-`. Past `VERIFY_PDF_BYTES` the stream is ended with `tooLarge()`.
 */
export async function digestUpload(
  file: AsyncIterable<Buffer>,
  tooLarge: () => HttpError,
): Promise<ReceivedPdf> {
  const hash = createHash("sha256");
  let bytes = 0;
  let head = Buffer.alloc(0);
  for await (const chunk of file) {
    bytes += chunk.length;
    if (bytes > VERIFY_PDF_BYTES) throw tooLarge();
    if (head.length < 5) head = Buffer.concat([head, chunk.subarray(0, 5 - head.length)]);
    hash.update(chunk);
  }
  return { bytes, sha256: hash.digest("hex"), isPdf: head.toString("latin1") === "%PDF-" };
}

/**
 * Whether a received file is the version's PDF of record, byte for byte. Not a PDF at all is
 * refused (422); a PDF that differs in any byte, or any PDF before the record is made, does not
 * match.
 */
export async function checkPdf(
  ctx: AppContext,
  client: Client,
  companyId: number,
  code: string,
  receive: () => Promise<ReceivedPdf>,
): Promise<RouteAnswer<"POST /verify/:code">> {
  await limited(ctx, client);
  const { row } = await versionOf(ctx, companyId, code);
  const received = await receive();
  if (received.bytes === 0) {
    const text = localized("verifyFileMissing");
    throw unprocessable(text, { file: [text] });
  }
  if (!received.isPdf) {
    const text = localized("verifyNotPdf");
    throw unprocessable(text, { file: [text] });
  }
  const matches = row.pdfSha256 !== null && row.pdfSha256 === received.sha256;
  return {
    matches,
    sha256: received.sha256,
    message: message(client.locale, matches ? "verifyMatches" : "verifyDiffers", {
      version: row.version,
    }),
  };
}
