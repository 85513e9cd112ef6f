/**
 * Packages as the API answers them: rows of the services, with what the person may do with each
 * (policies/packages.ts). Beside the routes that answer with them; the first view and the shared
 * design's page embed the same answer.
 */
import type { Locale, Package, RouteQuery } from "@home-designer/core";
import { CONTENT_LOCALES } from "@home-designer/core";
import type { Acting } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { type PackageFacts, packageAbilities } from "../../policies/packages.ts";
import type { PackageRow } from "./package-access.ts";
import { packagesOnLayout, type Viewer } from "./packages-service.ts";

/**
 * `GET /packages`: the packages a buyer can choose on a layout (`packagesOnLayout`), as the
 * person sees them. Every guest gets the same answer, so it is cached whole.
 */
export async function packagesAnswer(
  ctx: AppContext,
  companyId: number,
  query: RouteQuery<"GET /packages">,
  actor: Acting | null,
): Promise<Package[]> {
  if (!actor) {
    const key = `packages-answer:${companyId}:${query.project_id}:${query.apartment_layout_id}`;
    return ctx.cache.get(key, async () => {
      const { rows } = await packagesOnLayout(ctx, companyId, query, null);
      return rows.map((row) => presentPackage(ctx, row, null));
    });
  }
  const { rows, viewer } = await packagesOnLayout(ctx, companyId, query, actor);
  return rows.map((row) => presentPackage(ctx, row, viewer));
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
    confirmation_vat: confirmedHere ? confirmation.vat : null,
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
