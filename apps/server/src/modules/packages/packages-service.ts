import type { Locale, Package } from "@home-designer/core";
import { CONTENT_LOCALES } from "@home-designer/core";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Acting } from "../../auth/current-user.ts";
import { type PersonalCache, personal } from "../../auth/personal-cache.ts";
import type { AppContext } from "../../context.ts";
import { confirmations, packages } from "../../db/schema.ts";
import { type PackageFacts, packageAbilities } from "../../policies/packages.ts";
import { isBuyerOf } from "../apartments/buyers-service.ts";
import { findLayoutInProject, findProject } from "../projects/project-scope.ts";

type PackageRow = typeof packages.$inferSelect;
type ConfirmationRow = Pick<
  typeof confirmations.$inferSelect,
  "packageId" | "userId" | "confirmedAt"
>;

/** The person a package answer is for, and what they may do on the layout it is shown on. */
export type Viewer = {
  actor: Acting;
  /** The layout's confirmation, if any. */
  confirmation: ConfirmationRow | null;
  userIsBuyer: boolean;
};

/**
 * The packages a buyer can choose on a layout: the company's packages of the project and, for a
 * logged-in buyer (or a customer staff acts for), the buyer's own packages of that layout. The
 * company's packages as a guest sees them are cached; what the person may do with each is not.
 */
export async function listPackages(
  ctx: AppContext,
  companyId: number,
  query: { project_id: number; apartment_layout_id?: number },
  actor: Acting | null,
): Promise<Package[]> {
  const layoutId = query.apartment_layout_id;
  const shared = await ctx.cache.get(`packages:${companyId}:${query.project_id}:${layoutId}`, () =>
    companyPackages(ctx, companyId, query),
  );
  if (!actor) {
    // Every guest gets the same answer.
    return ctx.cache.get(`packages-answer:${companyId}:${query.project_id}:${layoutId}`, async () =>
      shared.rows.map((row) => presentPackage(ctx, row, null)),
    );
  }
  if (layoutId === undefined || shared.apartmentId === null) {
    const viewer: Viewer = { actor, confirmation: null, userIsBuyer: false };
    return shared.rows.map((row) => presentPackage(ctx, row, viewer));
  }
  // A read: with the embedded database, what it reads of the person is kept (auth/personal-cache.ts).
  const [own, viewer] = await Promise.all([
    personal(ctx.personal, `own-packages:${actor.user.id}:${layoutId}`, () =>
      ctx.db
        .select()
        .from(packages)
        .where(and(eq(packages.userId, actor.user.id), eq(packages.apartmentLayoutId, layoutId)))
        .orderBy(asc(packages.priority), asc(packages.id)),
    ),
    viewerOn(ctx, actor, layoutId, shared.apartmentId, ctx.personal),
  ]);
  return [...shared.rows, ...own].map((row) => presentPackage(ctx, row, viewer));
}

/** What is the same for everyone: the project's company packages (and the layout's apartment). */
async function companyPackages(
  ctx: AppContext,
  companyId: number,
  query: { project_id: number; apartment_layout_id?: number },
) {
  const layoutId = query.apartment_layout_id;
  let apartmentId: number | null = null;
  if (layoutId === undefined) await findProject(ctx, query.project_id, companyId);
  else
    apartmentId = (await findLayoutInProject(ctx, query.project_id, layoutId, companyId)).apartment
      .id;
  const rows = await ctx.db
    .select()
    .from(packages)
    .where(and(eq(packages.projectId, query.project_id), isNull(packages.userId)))
    .orderBy(asc(packages.priority), asc(packages.id));
  return { rows, apartmentId };
}

/**
 * The person's standing on a layout: its confirmation and whether they are a buyer of it. Read
 * calls pass the personal cache (auth/personal-cache.ts); writes read the database.
 */
export async function viewerOn(
  ctx: AppContext,
  actor: Acting,
  layoutId: number,
  apartmentId: number,
  cache: PersonalCache | null = null,
): Promise<Viewer> {
  const [confirmation, userIsBuyer] = await Promise.all([
    personal(cache, `confirmation:${layoutId}`, () => layoutConfirmation(ctx, layoutId)),
    personal(cache, `buyer:${actor.user.email}:${apartmentId}`, () =>
      isBuyerOf(ctx, actor.user, apartmentId),
    ),
  ]);
  return { actor, confirmation, userIsBuyer };
}

/** The confirmation of a layout, if any: which package, whose, and when. */
async function layoutConfirmation(
  ctx: AppContext,
  layoutId: number,
): Promise<ConfirmationRow | null> {
  const [row] = await ctx.db
    .select({
      packageId: confirmations.packageId,
      userId: confirmations.userId,
      confirmedAt: confirmations.confirmedAt,
    })
    .from(confirmations)
    .where(eq(confirmations.apartmentLayoutId, layoutId))
    .limit(1);
  return row ?? null;
}

/** A package as the person sees it, with what they may do with it (null: a guest). */
export function presentPackage(ctx: AppContext, row: PackageRow, viewer: Viewer | null): Package {
  const confirmation = viewer?.confirmation ?? null;
  // A layout's confirmation is the buyer's own business: others see the package unconfirmed.
  const confirmedHere =
    confirmation !== null &&
    confirmation.packageId === row.id &&
    confirmation.userId === viewer?.actor.user.id;
  const facts: PackageFacts = {
    pkg: row,
    layoutConfirmation: confirmation,
    userIsBuyer: viewer?.userIsBuyer ?? false,
  };
  const abilities = packageAbilities(viewer?.actor ?? null, facts);
  return {
    id: row.id,
    slug: String(row.id),
    name: row.name,
    description: row.description,
    img: row.imageFile ? ctx.storage.publicUrl(row.imageFile) : null,
    default: row.isDefault,
    can_confirm: abilities.confirm,
    abilities,
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
