import type { RouteQuery } from "@home-designer/core";
import { normalizeEmail } from "@home-designer/core";
import { and, asc, eq, exists, isNull, sql } from "drizzle-orm";
import type { Acting } from "../../auth/current-user.ts";
import { type PersonalCache, personal } from "../../auth/personal-cache.ts";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import {
  apartmentBuyers,
  apartmentLayouts,
  confirmations,
  layoutReopenings,
  packages,
} from "../../db/schema.ts";
import { findLayoutInProject, findProject } from "../projects/project-scope.ts";
import { ofRecord, openReopeningOf } from "./confirmation-versions.ts";

type PackageRow = typeof packages.$inferSelect;
type ConfirmationRow = Pick<
  typeof confirmations.$inferSelect,
  "packageId" | "userId" | "confirmedAt"
> & {
  /** The VAT percent of the confirmation's snapshot. */
  vat: number | null;
};

/** A layout's open reopening (decision 046): the version reopened, why, and which rooms. */
export type OpenReopening = Pick<
  typeof layoutReopenings.$inferSelect,
  "version" | "reason" | "tabIds" | "reopenedAt"
>;

/** The person a package answer is for, and what they may do on the layout it is shown on. */
export type Viewer = {
  actor: Acting;
  /** The layout's confirmation, if any. */
  confirmation: ConfirmationRow | null;
  /** The layout's open reopening, if staff reopened its confirmation. */
  reopening: OpenReopening | null;
  userIsBuyer: boolean;
};

/**
 * The packages a buyer can choose on a layout: the company's packages of the project and, for a
 * logged-in buyer (or a customer staff acts for), the buyer's own packages of that layout, with
 * the person's standing there (null: a guest). The company's packages are cached; the person's
 * own and their standing are not (a read with the embedded database keeps them in the personal
 * cache, auth/personal-cache.ts).
 */
export async function packagesOnLayout(
  ctx: AppContext,
  companyId: number,
  query: RouteQuery<"GET /packages">,
  actor: Acting | null,
): Promise<{ rows: PackageRow[]; viewer: Viewer | null }> {
  const layoutId = query.apartment_layout_id;
  const shared = await ctx.cache.get(`packages:${companyId}:${query.project_id}:${layoutId}`, () =>
    companyPackages(ctx, companyId, query),
  );
  if (!actor) return { rows: shared.rows, viewer: null };
  if (layoutId === undefined || shared.apartmentId === null) {
    return {
      rows: shared.rows,
      viewer: { actor, confirmation: null, reopening: null, userIsBuyer: false },
    };
  }
  const { own, viewer } = await standingOn(ctx, actor, layoutId, ctx.personal);
  return { rows: [...shared.rows, ...own], viewer };
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
    // A package an import retired is no longer offered; buyers who added it keep it.
    .where(
      and(
        eq(packages.projectId, query.project_id),
        isNull(packages.userId),
        isNull(packages.retiredAt),
      ),
    )
    .orderBy(asc(packages.priority), asc(packages.id));
  return { rows, apartmentId };
}

/**
 * The person's standing on a layout: its confirmation and whether they are a buyer of it. Writes
 * ask it for their answer; it reads none of the person's packages, so a save costs the same
 * whether they have saved 3 packages on the layout or 3,000.
 */
export async function viewerOn(ctx: AppContext, actor: Acting, layoutId: number): Promise<Viewer> {
  const { email } = actor.user;
  const [row] = await viewerOnLayout(ctx.db).execute({ email: normalizeEmail(email), layoutId });
  return { actor, ...standing(row) };
}

/**
 * The person's own packages on a layout and their standing there, in one query: a logged-in read
 * of the packages costs one query beyond the login (three round trips were most of its cost on
 * PostgreSQL, docs/benchmarks.md). Read calls pass the personal cache (auth/personal-cache.ts);
 * writes read the database.
 */
async function standingOn(
  ctx: AppContext,
  actor: Acting,
  layoutId: number,
  cache: PersonalCache | null,
): Promise<{ own: PackageRow[]; viewer: Viewer }> {
  const { id, email } = actor.user;
  const rows = await personal(cache, `standing:${id}:${layoutId}`, () =>
    standingOnLayout(ctx.db).execute({ userId: id, email: normalizeEmail(email), layoutId }),
  );
  return {
    own: rows.flatMap((row) => (row.own ? [row.own] : [])),
    viewer: { actor, ...standing(rows[0]) },
  };
}

/** The layout's confirmation and the person's being its buyer, as a standing query read them. */
function standing(
  row:
    | {
        confirmation: Omit<ConfirmationRow, "vat"> | null;
        confirmationVat: number | null;
        reopening: OpenReopening | null;
        isBuyer: boolean;
      }
    | undefined,
): Omit<Viewer, "actor"> {
  return {
    confirmation: row?.confirmation ? { ...row.confirmation, vat: row.confirmationVat } : null,
    reopening: row?.reopening ?? null,
    userIsBuyer: row?.isBuyer ?? false,
  };
}

/**
 * What both standing queries read of a layout: its confirmation, its open reopening and the
 * person's being its buyer.
 */
const layoutStanding = (db: Db) => ({
  confirmation: {
    packageId: confirmations.packageId,
    userId: confirmations.userId,
    confirmedAt: confirmations.confirmedAt,
  },
  confirmationVat: sql<number | null>`(${confirmations.snapshot}->>'vat')::float8`.mapWith(Number),
  reopening: {
    version: layoutReopenings.version,
    reason: layoutReopenings.reason,
    tabIds: layoutReopenings.tabIds,
    reopenedAt: layoutReopenings.reopenedAt,
  },
  isBuyer: exists(
    db
      .select({ one: sql`1` })
      .from(apartmentBuyers)
      .where(
        and(
          eq(apartmentBuyers.email, sql.placeholder("email")),
          eq(apartmentBuyers.apartmentId, apartmentLayouts.apartmentId),
        ),
      ),
  ).mapWith(Boolean),
});

/** The layout's row with its confirmation of record (at most one, by its unique key) and the buyer check. */
const viewerOnLayout = preparedQuery((db) =>
  db
    .select(layoutStanding(db))
    .from(apartmentLayouts)
    .leftJoin(
      confirmations,
      and(eq(confirmations.apartmentLayoutId, apartmentLayouts.id), ofRecord),
    )
    .leftJoin(layoutReopenings, openReopeningOf(apartmentLayouts.id))
    .where(eq(apartmentLayouts.id, sql.placeholder("layoutId")))
    .prepare("viewer_on_layout"),
);

/**
 * A row per own package of the person on the layout (one with `own` null when they have none),
 * each with the layout's standing as `viewerOnLayout` reads it.
 */
const standingOnLayout = preparedQuery((db) =>
  db
    .select({
      own: packages,
      ...layoutStanding(db),
    })
    .from(apartmentLayouts)
    .leftJoin(
      confirmations,
      and(eq(confirmations.apartmentLayoutId, apartmentLayouts.id), ofRecord),
    )
    .leftJoin(layoutReopenings, openReopeningOf(apartmentLayouts.id))
    .leftJoin(
      packages,
      and(
        eq(packages.apartmentLayoutId, apartmentLayouts.id),
        eq(packages.userId, sql.placeholder("userId")),
      ),
    )
    .where(eq(apartmentLayouts.id, sql.placeholder("layoutId")))
    .orderBy(asc(packages.priority), asc(packages.id))
    .prepare("standing_on_layout"),
);
