import type { PackageAbilities } from "@home-designer/core";
import { and, eq, isNull, or } from "drizzle-orm";
import type { Acting } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { apartmentLayouts, confirmations, packages, projects } from "../../db/schema.ts";
import { conflict, notFound } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { packageAbilities } from "../../policies/packages.ts";
import { layoutWithContext } from "../projects/project-scope.ts";
import { ofRecord } from "./confirmation-versions.ts";
import { type Viewer, viewerOn } from "./packages-service.ts";

export type PackageRow = typeof packages.$inferSelect;

/**
 * A layout of the person's company with its apartment and project; a layout of another company
 * is "not found", as if it did not exist. From the read cache: the five rows change only with the
 * company's data, which empties it (every save and confirmation asks, and on the embedded
 * database each join was a statement the others queued behind). Shared between requests: read
 * it, never change it.
 */
export async function companyLayout(ctx: AppContext, layoutId: number, companyId: number) {
  const row = await ctx.cache.get(`company-layout:${companyId}:${layoutId}`, () =>
    layoutWithContext(ctx, [eq(apartmentLayouts.id, layoutId), eq(projects.companyId, companyId)]),
  );
  if (!row) throw notFound(localized("layoutNotFound"));
  return row;
}

/**
 * A package the person may see on a layout: one of the company's packages of the layout's
 * project, or their own package of that layout. Anything else is "not found".
 */
export async function visiblePackage(
  ctx: AppContext,
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
  if (!pkg || !visible) throw notFound(localized("packageNotFound"));
  return pkg;
}

/** The person's own package (made by saving or duplicating), wherever it is. */
export async function ownPackage(ctx: AppContext, packageId: number, userId: number) {
  const [pkg] = await ctx.db
    .select()
    .from(packages)
    .where(and(eq(packages.id, packageId), eq(packages.userId, userId)))
    .limit(1);
  if (!pkg) throw notFound(localized("packageNotFound"));
  return pkg;
}

/** What the acting person may do with a package shown on a layout (policies/packages.ts). */
export async function abilitiesOn(
  ctx: AppContext,
  acting: Acting,
  pkg: PackageRow,
  layout: { id: number; apartmentId: number },
): Promise<PackageAbilities> {
  return (await standingWith(ctx, acting, pkg, layout)).abilities;
}

/** `abilitiesOn`, with the person's standing on the layout it was decided by (`viewerOn`). */
export async function standingWith(
  ctx: AppContext,
  acting: Acting,
  pkg: PackageRow,
  layout: { id: number; apartmentId: number },
): Promise<{ abilities: PackageAbilities; viewer: Viewer }> {
  const viewer = await viewerOn(ctx, acting, layout.id);
  const abilities = packageAbilities(acting, {
    pkg,
    layoutConfirmation: viewer.confirmation,
    userIsBuyer: viewer.userIsBuyer,
  });
  return { abilities, viewer };
}

/** What the acting person may do with one of their own packages, on the layout it belongs to. */
export async function abilitiesOnOwn(ctx: AppContext, acting: Acting, pkg: PackageRow) {
  const [layout] = await ctx.db
    .select({ id: apartmentLayouts.id, apartmentId: apartmentLayouts.apartmentId })
    .from(apartmentLayouts)
    .where(eq(apartmentLayouts.id, pkg.apartmentLayoutId ?? 0))
    .limit(1);
  if (!layout) throw notFound(localized("layoutNotFound"));
  return abilitiesOn(ctx, acting, pkg, layout);
}

/**
 * Locks one of the person's packages for a change and asks the rules again, inside the writing
 * transaction: concurrent changes of one package wait for each other, so each is applied whole
 * (the last one winning), and a package confirmed meanwhile is not changed after all.
 */
export async function lockForChange(
  tx: Pick<Db, "select">,
  acting: Acting,
  pkg: PackageRow,
): Promise<void> {
  await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, pkg.id)).for("update");
  const [layoutConfirmation] = await tx
    .select({ packageId: confirmations.packageId })
    .from(confirmations)
    .where(and(eq(confirmations.apartmentLayoutId, pkg.apartmentLayoutId ?? 0), ofRecord))
    .limit(1);
  const abilities = packageAbilities(acting, {
    pkg,
    layoutConfirmation: layoutConfirmation ?? null,
    userIsBuyer: false,
  });
  if (!abilities.change) throw conflict(localized("packageIsFinal"));
}

/**
 * The names, in every language, of the packages a person sees on a layout: the project's company
 * packages and their own packages of the layout. A new package of theirs is named apart from
 * them (`distinctPackageName`), so no list shows two packages by one name.
 */
export async function namesOnLayout(
  tx: Pick<Db, "select">,
  place: { projectId: number; layoutId: number; userId: number },
): Promise<string[]> {
  const rows = await tx
    .select({ name: packages.name })
    .from(packages)
    .where(
      and(
        eq(packages.projectId, place.projectId),
        or(
          isNull(packages.userId),
          and(eq(packages.userId, place.userId), eq(packages.apartmentLayoutId, place.layoutId)),
        ),
      ),
    );
  return rows.flatMap((row) => Object.values(row.name).filter((name) => name !== undefined));
}

/** The same name in every language: a buyer names their package once. */
export function sameInEveryLanguage(name: string) {
  return { et: name, en: name, de: name };
}
