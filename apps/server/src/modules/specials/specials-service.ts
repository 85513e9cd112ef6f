import { randomUUID } from "node:crypto";
import type { RouteBody } from "@home-designer/core";
import { and, asc, eq, inArray } from "drizzle-orm";
import { type AuthUser, requireStaff } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import {
  files,
  packages,
  rooms,
  selectionFiles,
  selectionGroups,
  selections,
  userPackageSelections,
} from "../../db/schema.ts";
import { HttpError, notFound, unprocessable } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { byAccount, recordPackageEvent } from "../audit/audit-log.ts";
import { amendConfirmation } from "../packages/confirm-service.ts";
import { type FileRow, removeUnusedFiles } from "./special-files.ts";
import {
  type ReceiveUpload,
  type SpecialUpload,
  storeUploadedFiles,
  UPLOAD_LIMITS,
} from "./uploads.ts";

type SelectionRow = typeof selections.$inferSelect;

/** A special solution of the staff member's company; anything else is "not found". */
async function companySpecial(
  ctx: AppContext,
  id: number,
  companyId: number,
): Promise<SelectionRow> {
  const [row] = await ctx.db
    .select({ selection: selections })
    .from(selections)
    .innerJoin(packages, eq(packages.id, selections.packageId))
    .where(
      and(eq(selections.id, id), eq(selections.isSpecial, true), eq(packages.companyId, companyId)),
    )
    .limit(1);
  if (!row) throw notFound(localized("specialNotFound"));
  return row.selection;
}

/** What the trail calls a special solution: its label, or its group's title until it has one. */
const specialName = (special: SelectionRow) =>
  Object.values(special.label ?? {}).some(Boolean) ? (special.label ?? {}) : special.title;

/** A special solution with its files, as the services give it (presenters.ts answers it). */
export type SpecialWithFiles = { special: SelectionRow; files: FileRow[] };

/** A special solution's files, in their order. */
async function specialFiles(ctx: AppContext, selectionId: number): Promise<FileRow[]> {
  return ctx.db
    .select({
      id: selectionFiles.id,
      key: files.key,
      name: files.originalName,
      type: files.contentType,
    })
    .from(selectionFiles)
    .innerJoin(files, eq(files.key, selectionFiles.file))
    .where(eq(selectionFiles.selectionId, selectionId))
    .orderBy(asc(selectionFiles.position), asc(selectionFiles.id));
}

/**
 * A new special solution in one room's group of a customer's own package, chosen there at once
 * (the special switch turned on).
 */
export async function createSpecial(
  ctx: AppContext,
  caller: AuthUser,
  body: RouteBody<"POST /selections/special">,
): Promise<SpecialWithFiles> {
  requireStaff(caller);
  const [pkg] = await ctx.db
    .select()
    .from(packages)
    .where(and(eq(packages.id, body.package_id), eq(packages.companyId, caller.companyId)))
    .limit(1);
  if (!pkg) throw notFound(localized("packageNotFound"));
  if (pkg.userId === null || pkg.apartmentLayoutId === null) {
    throw unprocessable(localized("specialNeedsUserPackage"), {
      package_id: [localized("specialNeedsUserPackage")],
    });
  }
  const [place] = await ctx.db
    .select({ roomId: rooms.id, groupId: selectionGroups.id, title: selectionGroups.title })
    .from(rooms)
    .innerJoin(selectionGroups, eq(selectionGroups.roomTypeId, rooms.roomTypeId))
    .where(
      and(
        eq(rooms.id, body.tab_id),
        eq(rooms.apartmentLayoutId, pkg.apartmentLayoutId),
        eq(selectionGroups.id, body.selection_group_id),
      ),
    )
    .limit(1);
  if (!place) throw notFound(localized("roomNotFound"));
  const created = await ctx.db.transaction(async (tx) => {
    // The room's picture keeps the layer of the option the special solution takes the place of
    // (a kitchen made to order is still drawn with cabinets), until staff's files say more.
    const [replaced] = await tx
      .select({ imageFile: selections.imageFile, imageLayer: selections.imageLayer })
      .from(userPackageSelections)
      .innerJoin(selections, eq(selections.id, userPackageSelections.selectionId))
      .where(
        and(
          eq(userPackageSelections.packageId, pkg.id),
          eq(userPackageSelections.roomId, place.roomId),
          eq(userPackageSelections.selectionGroupId, place.groupId),
        ),
      )
      .limit(1);
    const [row] = await tx
      .insert(selections)
      .values({
        selectionGroupId: place.groupId,
        slug: `special-${randomUUID()}`,
        title: place.title,
        imageFile: replaced?.imageFile ?? null,
        imageLayer: replaced?.imageLayer ?? 0,
        isSpecial: true,
        roomId: place.roomId,
        packageId: pkg.id,
        createdBy: caller.id,
      })
      .returning();
    if (!row) throw new Error("special solution not created");
    await tx
      .insert(userPackageSelections)
      .values({
        packageId: pkg.id,
        roomId: place.roomId,
        selectionGroupId: place.groupId,
        selectionId: row.id,
      })
      .onConflictDoUpdate({
        target: [
          userPackageSelections.packageId,
          userPackageSelections.roomId,
          userPackageSelections.selectionGroupId,
        ],
        set: { selectionId: row.id },
      });
    await recordPackageEvent(tx, pkg.id, byAccount(caller.id), {
      action: "special_added",
      group: place.title,
    });
    return row;
  });
  await amendConfirmation(ctx, pkg.id, caller.id);
  return { special: created, files: [] };
}

/** One field changed: label or description in the staff member's language, or a price (without VAT). */
export async function updateSpecial(
  ctx: AppContext,
  caller: AuthUser,
  id: number,
  body: RouteBody<"PATCH /selections/special/:id">,
): Promise<SpecialWithFiles> {
  requireStaff(caller);
  const special = await companySpecial(ctx, id, caller.companyId);
  const fields = [
    ...(body.label !== undefined ? ["label"] : []),
    ...(body.description !== undefined ? ["description"] : []),
    ...(body.unit_price !== undefined ? ["unit_price"] : []),
    ...(body.install_price !== undefined ? ["install_price"] : []),
  ];
  const row = await ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(selections)
      .set({
        ...(body.label !== undefined
          ? { label: { ...special.label, [body.selectedLocale]: body.label.trim() } }
          : {}),
        ...(body.description !== undefined
          ? {
              description: {
                ...special.description,
                [body.selectedLocale]: body.description.trim(),
              },
            }
          : {}),
        ...(body.unit_price !== undefined ? { unitPriceCents: body.unit_price } : {}),
        ...(body.install_price !== undefined ? { installPriceCents: body.install_price } : {}),
      })
      .where(eq(selections.id, special.id))
      .returning();
    if (updated?.packageId)
      await recordPackageEvent(tx, updated.packageId, byAccount(caller.id), {
        action: "special_changed",
        name: specialName(updated),
        fields,
      });
    return updated;
  });
  if (!row) throw notFound(localized("specialNotFound"));
  if (row.packageId !== null) await amendConfirmation(ctx, row.packageId, caller.id);
  return { special: row, files: await specialFiles(ctx, row.id) };
}

/**
 * Removes a special solution (the switch turned off): the slot falls back to the group's regular
 * options. Its files go too, unless a copy of the solution (a duplicated package) still shows them.
 */
export async function deleteSpecial(ctx: AppContext, caller: AuthUser, id: number): Promise<void> {
  requireStaff(caller);
  const special = await companySpecial(ctx, id, caller.companyId);
  const keys = (
    await ctx.db
      .select({ key: selectionFiles.file })
      .from(selectionFiles)
      .where(eq(selectionFiles.selectionId, special.id))
  ).map((f) => f.key);
  await ctx.db.transaction(async (tx) => {
    // Recorded first: the insert reads the package, which the solution names.
    if (special.packageId !== null)
      await recordPackageEvent(tx, special.packageId, byAccount(caller.id), {
        action: "special_deleted",
        name: specialName(special),
      });
    await tx.delete(selections).where(eq(selections.id, special.id));
  });
  if (special.packageId !== null) await amendConfirmation(ctx, special.packageId, caller.id);
  await removeUnusedFiles(ctx, keys);
}

/**
 * Files attached to a special solution (multipart, see uploads.ts). Who may, and which solution,
 * are settled before a byte of the body is read: a customer, a guest or staff of another company
 * never get an upload read. `receive` reads the request's form (the route's
 * `receiveSpecialUpload`) and hands it to what is given.
 */
export async function uploadSpecialFiles(
  ctx: AppContext,
  caller: AuthUser,
  id: number,
  receive: ReceiveUpload,
): Promise<FileRow[]> {
  requireStaff(caller);
  const special = await companySpecial(ctx, id, caller.companyId);
  await receive((upload) => replaceSpecialFiles(ctx, caller, special.id, upload));
  return specialFiles(ctx, special.id);
}

/**
 * The special solution's files after an upload: new files appended; with `keep` only those of
 * the earlier files stay; with `clear` none do. The new files are stored first and taken away
 * again if the change fails, so a refused upload leaves nothing.
 */
async function replaceSpecialFiles(
  ctx: AppContext,
  caller: AuthUser,
  specialId: number,
  upload: SpecialUpload,
) {
  const dropped = await storeUploadedFiles(ctx, caller, upload.files, async (tx, stored) => {
    // The solution's row is locked until commit, so parallel uploads to it take turns and
    // each counts the files the one before it left: the cap holds however many arrive at once.
    const [locked] = await tx
      .select({ id: selections.id })
      .from(selections)
      .where(eq(selections.id, specialId))
      .for("update");
    if (!locked) throw notFound(localized("specialNotFound"));
    const current = await tx
      .select()
      .from(selectionFiles)
      .where(eq(selectionFiles.selectionId, specialId));
    const leaving = upload.clear
      ? current
      : upload.keep
        ? current.filter((f) => !upload.keep?.includes(f.id))
        : [];
    if (current.length - leaving.length + stored.length > UPLOAD_LIMITS.filesPerSpecial) {
      throw new HttpError(
        413,
        localized("specialFilesFull", { count: UPLOAD_LIMITS.filesPerSpecial }),
      );
    }
    if (leaving.length > 0) {
      await tx.delete(selectionFiles).where(
        inArray(
          selectionFiles.id,
          leaving.map((f) => f.id),
        ),
      );
    }
    const position = Math.max(0, ...current.map((f) => f.position + 1));
    for (const [i, key] of stored.entries())
      await tx
        .insert(selectionFiles)
        .values({ selectionId: specialId, file: key, position: position + i });
    const [of] = await tx.select().from(selections).where(eq(selections.id, specialId));
    if (of?.packageId)
      await recordPackageEvent(tx, of.packageId, byAccount(caller.id), {
        action: "special_changed",
        name: specialName(of),
        fields: ["files"],
      });
    return leaving.map((f) => f.file);
  });
  await removeUnusedFiles(ctx, dropped);
}
