import { CHANGE_REQUEST_FILES_LIMIT } from "@home-designer/core";
import { asc, eq, inArray } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { changeRequestFiles, changeRequests, files } from "../../db/schema.ts";
import { conflict, forbidden, HttpError, notFound } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { type FileRow, removeUnusedFiles } from "../specials/special-files.ts";
import { type ReceiveUpload, type SpecialUpload, storeUploadedFiles } from "../specials/uploads.ts";
import { companyLayout } from "./package-access.ts";

/** The files of each of the requests, in their order, as `presentFiles` takes them. */
export async function filesOfRequests(
  ctx: AppContext,
  requestIds: number[],
): Promise<Map<number, FileRow[]>> {
  const byRequest = new Map<number, FileRow[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return byRequest;
  const rows = await ctx.db
    .select({
      requestId: changeRequestFiles.changeRequestId,
      id: changeRequestFiles.id,
      key: files.key,
      name: files.originalName,
      type: files.contentType,
    })
    .from(changeRequestFiles)
    .innerJoin(files, eq(files.key, changeRequestFiles.file))
    .where(inArray(changeRequestFiles.changeRequestId, requestIds))
    .orderBy(asc(changeRequestFiles.position), asc(changeRequestFiles.id));
  for (const { requestId, ...file } of rows) byRequest.get(requestId)?.push(file);
  return byRequest;
}

/** The files a person attached to any of their requests: erased with their account. */
async function changeRequestFileKeys(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ key: changeRequestFiles.file })
    .from(changeRequestFiles)
    .innerJoin(changeRequests, eq(changeRequests.id, changeRequestFiles.changeRequestId))
    .where(eq(changeRequests.userId, userId));
  return rows.map((r) => r.key);
}

/**
 * `POST /change-requests/:requestId/files`: the buyer's files added to their open request. Who
 * may is settled before a byte of the body is read: another company's request is not found,
 * anyone but its buyer is refused, an answered request is 409; more files than a request holds
 * is 413, and a refused upload leaves nothing stored.
 */
export async function attachChangeRequestFiles(
  ctx: AppContext,
  caller: AuthUser,
  requestId: number,
  receive: ReceiveUpload,
): Promise<number> {
  const [row] = await ctx.db
    .select()
    .from(changeRequests)
    .where(eq(changeRequests.id, requestId))
    .limit(1);
  if (!row) throw notFound(localized("changeRequestNotFound"));
  await companyLayout(ctx, row.apartmentLayoutId, caller.companyId).catch(() => {
    throw notFound(localized("changeRequestNotFound"));
  });
  if (row.userId !== caller.id) throw forbidden(localized("onlyBuyerAsksChange"));
  if (row.status !== "open") throw conflict(localized("changeRequestAnswered"));
  await receive((upload) => storeFiles(ctx, caller, row.id, upload));
  return row.id;
}

async function storeFiles(
  ctx: AppContext,
  caller: AuthUser,
  requestId: number,
  upload: SpecialUpload,
): Promise<void> {
  await storeUploadedFiles(ctx, caller, upload.files, async (tx, stored) => {
    // The request is locked until commit: uploads at once take turns, and the limit holds.
    const [locked] = await tx
      .select({ status: changeRequests.status })
      .from(changeRequests)
      .where(eq(changeRequests.id, requestId))
      .for("update");
    if (locked?.status !== "open") throw conflict(localized("changeRequestAnswered"));
    const current = await tx
      .select({ position: changeRequestFiles.position })
      .from(changeRequestFiles)
      .where(eq(changeRequestFiles.changeRequestId, requestId));
    if (current.length + stored.length > CHANGE_REQUEST_FILES_LIMIT)
      throw new HttpError(413, localized("tooManyFiles", { count: CHANGE_REQUEST_FILES_LIMIT }));
    const position = Math.max(0, ...current.map((f) => f.position + 1));
    for (const [i, key] of stored.entries())
      await tx
        .insert(changeRequestFiles)
        .values({ changeRequestId: requestId, file: key, position: position + i });
  });
}

/** Runs `deletion` of a person's account, then erases the files of their change requests. */
export async function erasingRequestFiles<T>(
  ctx: AppContext,
  userId: number,
  deletion: () => Promise<T>,
): Promise<T> {
  const keys = await changeRequestFileKeys(ctx.db, userId);
  const result = await deletion();
  await removeUnusedFiles(ctx, keys);
  return result;
}
