import type { Locale, Package } from "@home-designer/core";
import { CONTENT_LOCALES } from "@home-designer/core";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { confirmations, packages } from "../../db/schema.ts";
import { findLayoutInProject, findProject } from "../projects/project-scope.ts";

type PackageRow = typeof packages.$inferSelect;
type ConfirmationRow = Pick<
  typeof confirmations.$inferSelect,
  "packageId" | "userId" | "confirmedAt"
>;

/**
 * The packages a buyer can choose on a layout: the company's packages of the project and, for a
 * logged-in buyer (or a customer staff acts for), the buyer's own packages of that layout.
 */
export async function listPackages(
  ctx: AppContext,
  query: { project_id: number; apartment_layout_id?: number; company_id?: number },
  user: AuthUser | null,
): Promise<Package[]> {
  const layoutId = query.apartment_layout_id;
  const shared = await ctx.cache.get(
    `packages:${query.project_id}:${layoutId}:${query.company_id}`,
    () => companyPackages(ctx, query),
  );
  if (!user || layoutId === undefined) {
    // Everyone who is not a logged-in buyer of the layout gets the same answer.
    return ctx.cache.get(
      `packages-answer:${query.project_id}:${layoutId}:${query.company_id}`,
      async () => shared.rows.map((row) => presentPackage(ctx, row, shared.confirmation, null)),
    );
  }
  const own = await ctx.db
    .select()
    .from(packages)
    .where(and(eq(packages.userId, user.id), eq(packages.apartmentLayoutId, layoutId)))
    .orderBy(asc(packages.priority), asc(packages.id));
  return [...shared.rows, ...own].map((row) => presentPackage(ctx, row, shared.confirmation, user));
}

/** What is the same for everyone: the project's company packages and the layout's confirmation. */
async function companyPackages(
  ctx: AppContext,
  query: { project_id: number; apartment_layout_id?: number; company_id?: number },
) {
  const layoutId = query.apartment_layout_id;
  if (layoutId === undefined) {
    await findProject(ctx, query.project_id, query.company_id);
  } else {
    await findLayoutInProject(ctx, query.project_id, layoutId, query.company_id);
  }
  const [rows, confirmation] = await Promise.all([
    ctx.db
      .select()
      .from(packages)
      .where(and(eq(packages.projectId, query.project_id), isNull(packages.userId)))
      .orderBy(asc(packages.priority), asc(packages.id)),
    layoutId === undefined ? undefined : layoutConfirmation(ctx, layoutId),
  ]);
  return { rows, confirmation };
}

/** The confirmation of a layout, if any: which package, whose, and when. */
export async function layoutConfirmation(
  ctx: AppContext,
  layoutId: number,
): Promise<ConfirmationRow | undefined> {
  const [row] = await ctx.db
    .select({
      packageId: confirmations.packageId,
      userId: confirmations.userId,
      confirmedAt: confirmations.confirmedAt,
    })
    .from(confirmations)
    .where(eq(confirmations.apartmentLayoutId, layoutId))
    .limit(1);
  return row;
}

export function presentPackage(
  ctx: AppContext,
  row: PackageRow,
  confirmation: ConfirmationRow | undefined,
  user: Pick<AuthUser, "id"> | null,
): Package {
  // A layout's confirmation is the buyer's own business: others see the package unconfirmed.
  const confirmedHere =
    confirmation !== undefined &&
    confirmation.packageId === row.id &&
    confirmation.userId === user?.id;
  return {
    id: row.id,
    slug: String(row.id),
    name: row.name,
    description: row.description,
    img: row.imageFile ? ctx.storage.publicUrl(row.imageFile) : null,
    default: row.isDefault,
    can_confirm: row.canConfirm && confirmation === undefined,
    confirmed: confirmedHere,
    confirmation_date: confirmedHere ? confirmation.confirmedAt.toISOString() : null,
    user_package: row.userId !== null,
    pdfFooter: footerList(row.pdfFooter),
  };
}

function footerList(footer: PackageRow["pdfFooter"]): Package["pdfFooter"] {
  if (!footer) return [];
  return CONTENT_LOCALES.flatMap((lang: Locale) => {
    const label = footer[lang];
    return label ? [{ lang, label }] : [];
  });
}
