/**
 * Packages as the API answers them: rows of the services, with what the person may do with each
 * (policies/packages.ts). Beside the routes that answer with them; the first view and the shared
 * design's page embed the same answer. The dashboard too: the person's layouts with their packages.
 */
import type {
  DashboardEntry,
  Locale,
  Package,
  Reopening,
  RouteAnswer,
  RouteQuery,
} from "@home-designer/core";
import { CONTENT_LOCALES, type Deadline, dayEnd, PACKAGES_PER_PAGE } from "@home-designer/core";
import type { Acting } from "../../auth/current-user.ts";
import { personal } from "../../auth/personal-cache.ts";
import type { AppContext } from "../../context.ts";
import { groupBy } from "../../lib/group-by.ts";
import { isStaff } from "../../policies/acting.ts";
import { layoutAbilities } from "../../policies/layouts.ts";
import { type PackageFacts, packageAbilities } from "../../policies/packages.ts";
import type { Dashboard } from "./dashboard-service.ts";
import type { PackageRow } from "./package-access.ts";
import { type OpenReopening, packagesOnLayout, type Viewer } from "./packages-service.ts";

/**
 * `GET /packages`: the packages a buyer can choose on a layout (`packagesOnLayout`), as the
 * person sees them. Every guest gets the same answer, so it is cached whole; a logged-in person's
 * is kept in the personal cache (auth/personal-cache.ts) under the read cache's generation, so
 * that it is never older than the company's packages in it. Either way a repeated read answers
 * the same object, whose JSON and compressed bytes are made once (app.ts, http/compression.ts).
 */
export async function packagesAnswer(
  ctx: AppContext,
  companyId: number,
  query: RouteQuery<"GET /packages">,
  actor: Acting | null,
): Promise<Package[]> {
  const layout = `${companyId}:${query.project_id}:${query.apartment_layout_id}`;
  if (!actor) {
    return ctx.cache.get(`packages-answer:${layout}`, async () => {
      const { rows } = await packagesOnLayout(ctx, companyId, query, null);
      return rows.map((row) => presentPackage(ctx, row, null));
    });
  }
  const person = `${actor.caller.id}:${actor.user.id}`;
  return personal(
    ctx.personal,
    `packages-answer:${ctx.cache.generation}:${layout}:${person}`,
    async () => {
      const { rows, viewer } = await packagesOnLayout(ctx, companyId, query, actor);
      return rows.map((row) => presentPackage(ctx, row, viewer));
    },
    "answer",
  );
}

/** A page of `GET /packages`, and how many packages the whole list has. */
export type PackagesPage = { packages: Package[]; total: number };

/**
 * `GET /packages` as the call asks for it: the whole list, or with `page` or `per_page` a page
 * of it (a person may have saved hundreds of packages on a layout). A page of a kept list is kept
 * with it, so its JSON and compressed bytes are made once too.
 */
export async function packagesPage(
  ctx: AppContext,
  companyId: number,
  query: RouteQuery<"GET /packages">,
  actor: Acting | null,
): Promise<PackagesPage> {
  const list = await packagesAnswer(ctx, companyId, query, actor);
  if (query.page === undefined && query.per_page === undefined)
    return { packages: list, total: list.length };
  const perPage = query.per_page ?? PACKAGES_PER_PAGE;
  const start = ((query.page ?? 1) - 1) * perPage;
  let pages = pagesOf.get(list);
  if (!pages) {
    pages = new Map();
    pagesOf.set(list, pages);
  }
  const key = `${start}:${perPage}`;
  let page = pages.get(key);
  if (!page) {
    page = list.slice(start, start + perPage);
    pages.set(key, page);
  }
  return { packages: page, total: list.length };
}

/** Pages of a kept list by their first index and length, as long as the list is kept. */
const pagesOf = new WeakMap<readonly Package[], Map<string, Package[]>>();

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
    // Like the confirmation, a reopening is the buyer's business and the company's.
    reopening:
      viewer?.reopening && (viewer.userIsBuyer || isStaff(viewer.actor.caller))
        ? presentReopening(viewer.reopening)
        : null,
    user_package: row.userId !== null,
    pdfFooter: footerList(row.pdfFooter),
  };
}

/**
 * `GET /apartments`, `GET /user-apartments/:userId`: a page of a person's dashboard by layout,
 * with what the person may do with each package and layout.
 */
export function presentDashboard(
  ctx: AppContext,
  acting: Acting,
  { layoutIds, rows, bought }: Dashboard,
): RouteAnswer<"GET /apartments"> {
  const userId = acting.user.id;
  const url = (key: string | null) => (key ? ctx.storage.publicUrl(key) : null);
  const byLayout = groupBy(rows, (r) => r.layout.id);
  const result: Record<string, DashboardEntry[]> = {};
  for (const layoutId of layoutIds) {
    result[String(layoutId)] = (byLayout.get(layoutId) ?? []).map((r) => {
      const confirmedHere =
        r.confirmation?.packageId === r.pkg.id && r.confirmation.userId === userId
          ? r.confirmation
          : null;
      const abilities = packageAbilities(acting, {
        pkg: r.pkg,
        layoutConfirmation: r.confirmation,
        userIsBuyer: bought.has(r.apartment.id),
      });
      return {
        apartment_layout_id: r.layout.id,
        package_id: r.pkg.id,
        apartment_id: r.apartment.id,
        confirmed: confirmedHere !== null,
        confirmation_date: confirmedHere?.confirmedAt.toISOString() ?? null,
        can_confirm: abilities.confirm,
        abilities,
        layout_abilities: layoutAbilities({ confirmedByPerson: r.confirmation?.userId === userId }),
        // The reopening is its buyers' business and the company's, as on the packages' answer.
        reopening:
          r.reopening && (bought.has(r.apartment.id) || isStaff(acting.caller))
            ? presentReopening(r.reopening)
            : null,
        origin: r.entry.origin,
        created_at: r.entry.createdAt.toISOString(),
        package: {
          id: r.pkg.id,
          name: r.pkg.name,
          description: r.pkg.description,
          img: url(r.pkg.imageFile),
          custom: r.pkg.userId !== null,
          can_confirm: r.pkg.canConfirm,
        },
        apartment_layout: {
          id: r.layout.id,
          name: r.layout.name,
          web_img: { url: url(r.layout.webImageFile) },
          deadlines: projectDeadlines(r.project.deadlines, r.timeZone),
          apartment: {
            id: r.apartment.id,
            number: r.apartment.number,
            transaction_status: r.apartment.transactionStatus,
            www_detailed_url: r.apartment.wwwDetailedUrl,
            building: {
              id: r.building.id,
              building_number: r.building.buildingNumber,
              project_id: r.project.id,
              project: {
                id: r.project.id,
                code: r.project.code,
                name: r.project.name,
                project_url: r.project.projectUrl,
              },
            },
          },
        },
      };
    });
  }
  return result;
}

/** A layout's open reopening as buyers and staff read it. */
export function presentReopening(row: OpenReopening): Reopening {
  return {
    version: row.version,
    reason: row.reason,
    tab_ids: row.tabIds,
    reopened_at: row.reopenedAt.toISOString(),
  };
}

function footerList(footer: PackageRow["pdfFooter"]): Package["pdfFooter"] {
  if (!footer) return [];
  return CONTENT_LOCALES.flatMap((lang: Locale) => {
    const label = footer[lang];
    return label ? [{ lang, label }] : [];
  });
}

/** A project's deadlines as the dashboard shows them, earliest first. */
function projectDeadlines(deadlines: readonly Deadline[], timeZone: string) {
  return deadlines
    .map((d) => ({
      code: d.code,
      name: d.name ?? {},
      date: d.date,
      ends_at: dayEnd(d.date, timeZone).toISOString(),
    }))
    .sort((a, b) => a.ends_at.localeCompare(b.ends_at));
}
