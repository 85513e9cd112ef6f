import { and, eq } from "drizzle-orm";
import type { Acting } from "../../auth/current-user.ts";
import { isStaff } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { apartmentLayouts, confirmations, packages, projects } from "../../db/schema.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { message, type ServerLocale } from "../../i18n/messages.ts";
import { layoutWithContext } from "../projects/project-scope.ts";

export type PackageRow = typeof packages.$inferSelect;

/**
 * A layout of the person's company with its apartment and project; a layout of another company
 * is "not found", as if it did not exist.
 */
export async function companyLayout(ctx: AppContext, layoutId: number, companyId: number) {
  const row = await layoutWithContext(ctx, [
    eq(apartmentLayouts.id, layoutId),
    eq(projects.companyId, companyId),
  ]);
  if (!row) throw notFound("Apartment layout not found.");
  return row;
}

/**
 * A package the person may see on a layout: one of the company's packages of the layout's
 * project, or their own package of that layout. Anything else is "not found".
 */
export async function visiblePackage(
  ctx: AppContext,
  locale: ServerLocale,
  packageId: number,
  projectId: number,
  layoutId: number,
  userId: number,
): Promise<PackageRow> {
  const [pkg] = await ctx.db.select().from(packages).where(eq(packages.id, packageId)).limit(1);
  const visible =
    pkg &&
    pkg.projectId === projectId &&
    (pkg.userId === null || (pkg.userId === userId && pkg.apartmentLayoutId === layoutId));
  if (!pkg || !visible) throw notFound(message(locale, "packageNotFound"));
  return pkg;
}

/** The person's own package (made by saving or duplicating), wherever it is. */
export async function ownPackage(
  ctx: AppContext,
  locale: ServerLocale,
  packageId: number,
  userId: number,
) {
  const [pkg] = await ctx.db
    .select()
    .from(packages)
    .where(and(eq(packages.id, packageId), eq(packages.userId, userId)))
    .limit(1);
  if (!pkg) throw notFound(message(locale, "packageNotFound"));
  return pkg;
}

/** The confirmation of a package by this person, if any. */
export async function confirmationOf(ctx: AppContext, packageId: number, userId: number) {
  const [row] = await ctx.db
    .select()
    .from(confirmations)
    .where(and(eq(confirmations.packageId, packageId), eq(confirmations.userId, userId)))
    .limit(1);
  return row ?? null;
}

/**
 * Confirmation is final for the buyer: the server refuses every later change to a confirmed
 * package, unless staff make it (a designer may edit a confirmed package).
 */
export async function assertChangeable(
  ctx: AppContext,
  locale: ServerLocale,
  acting: Acting,
  pkg: PackageRow,
) {
  if (isStaff(acting.caller)) return;
  if (pkg.userId !== null && (await confirmationOf(ctx, pkg.id, pkg.userId))) {
    throw conflict(message(locale, "packageIsFinal"));
  }
}

/** The same name in every language: a buyer names their package once. */
export function sameInEveryLanguage(name: string) {
  return { et: name, en: name, de: name };
}
