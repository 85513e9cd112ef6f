import type { RouteQuery } from "@home-designer/core";
import { choicesToList, distinctPackageName, PACKAGE_NAME_MAX_LENGTH } from "@home-designer/core";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Acting } from "../../auth/current-user.ts";
import type { AppContext } from "../../context.ts";
import { databaseErrorCode } from "../../db/errors.ts";
import {
  apartmentLayouts,
  apartments,
  buildings,
  companies,
  confirmations,
  layoutReopenings,
  packages,
  projects,
  userLayoutPackages,
  userPackageSelections,
} from "../../db/schema.ts";
import { conflict, forbidden, InputRefusedError } from "../../http/errors.ts";
import { localized, message, SERVER_LOCALES } from "../../i18n/messages.ts";
import { layoutAbilities } from "../../policies/layouts.ts";
import { apartmentsBoughtBy } from "../apartments/buyers-service.ts";
import { actorOf, recordLayoutEvent } from "../audit/audit-log.ts";
import { erasingSpecialFiles } from "../specials/special-files.ts";
import { ofRecord, openReopeningOf } from "./confirmation-versions.ts";
import {
  abilitiesOnOwn,
  companyLayout,
  lockForChange,
  namesOnLayout,
  ownPackage,
  visiblePackage,
} from "./package-access.ts";
import { packageDesignFor, writeChoices } from "./package-choices.ts";
import type { OpenReopening } from "./packages-service.ts";

/** A package on a layout of a person's dashboard, with everything the dashboard shows of it. */
export type DashboardRow = {
  entry: typeof userLayoutPackages.$inferSelect;
  pkg: typeof packages.$inferSelect;
  layout: typeof apartmentLayouts.$inferSelect;
  apartment: typeof apartments.$inferSelect;
  building: typeof buildings.$inferSelect;
  project: typeof projects.$inferSelect;
  /** The time zone the company's deadlines run in. */
  timeZone: string;
  /** The layout's confirmation, whoever made it. */
  confirmation: { packageId: number; userId: number; confirmedAt: Date } | null;
  /** The layout's open reopening (decision 046), if staff reopened its confirmation. */
  reopening: OpenReopening | null;
};

/** A page of a person's dashboard, as `presentDashboard` (presenters.ts) answers it. */
export type Dashboard = {
  /** The page of layouts, newest first. */
  layoutIds: number[];
  /** Their packages: the company's before the person's own, each by priority, then by age. */
  rows: DashboardRow[];
  /** The apartments among them the person is a buyer of. */
  bought: Set<number>;
};

/**
 * A person's dashboard: their layouts (newest first, a page of them at a time) with the packages
 * on each, and what decides what the person may do with each package. Three queries: the page of
 * layouts, their entries with everything shown, and which of their apartments the person is a
 * buyer of.
 */
export async function dashboard(
  ctx: AppContext,
  acting: Acting,
  companyId: number,
  query: RouteQuery<"GET /apartments">,
): Promise<Dashboard> {
  const userId = acting.user.id;
  const filters = [
    eq(userLayoutPackages.userId, userId),
    eq(projects.companyId, companyId),
    ...(query.project_id ? [eq(projects.id, query.project_id)] : []),
    ...(query.building_id ? [eq(buildings.id, query.building_id)] : []),
    ...(query.apartment_id ? [eq(apartments.id, query.apartment_id)] : []),
  ];
  const newest = sql<Date>`max(${userLayoutPackages.createdAt})`;
  const layoutPage = await ctx.db
    .select({ layoutId: userLayoutPackages.apartmentLayoutId })
    .from(userLayoutPackages)
    .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, userLayoutPackages.apartmentLayoutId))
    .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(and(...filters))
    .groupBy(userLayoutPackages.apartmentLayoutId)
    .orderBy(desc(newest), desc(userLayoutPackages.apartmentLayoutId))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  if (layoutPage.length === 0) return { layoutIds: [], rows: [], bought: new Set() };
  const layoutIds = layoutPage.map((l) => l.layoutId);

  const rows = await ctx.db
    .select({
      entry: userLayoutPackages,
      pkg: packages,
      layout: apartmentLayouts,
      apartment: apartments,
      building: buildings,
      project: projects,
      timeZone: companies.timeZone,
      confirmation: {
        packageId: confirmations.packageId,
        userId: confirmations.userId,
        confirmedAt: confirmations.confirmedAt,
      },
      reopening: {
        version: layoutReopenings.version,
        reason: layoutReopenings.reason,
        tabIds: layoutReopenings.tabIds,
        reopenedAt: layoutReopenings.reopenedAt,
      },
    })
    .from(userLayoutPackages)
    .innerJoin(packages, eq(packages.id, userLayoutPackages.packageId))
    .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, userLayoutPackages.apartmentLayoutId))
    .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(
      confirmations,
      and(eq(confirmations.apartmentLayoutId, userLayoutPackages.apartmentLayoutId), ofRecord),
    )
    .leftJoin(layoutReopenings, openReopeningOf(userLayoutPackages.apartmentLayoutId))
    .where(
      and(
        eq(userLayoutPackages.userId, userId),
        inArray(userLayoutPackages.apartmentLayoutId, layoutIds),
      ),
    )
    .orderBy(
      sql`${packages.userId} is not null`,
      asc(packages.priority),
      asc(userLayoutPackages.createdAt),
    );

  const bought = await apartmentsBoughtBy(ctx, acting.user, [
    ...new Set(rows.map((r) => r.apartment.id)),
  ]);
  return { layoutIds, rows, bought };
}

export async function renamePackage(
  ctx: AppContext,
  acting: Acting,
  packageId: number,
  name: string,
): Promise<void> {
  const pkg = await ownPackage(ctx, packageId, acting.user.id);
  if (!(await abilitiesOnOwn(ctx, acting, pkg)).rename) {
    throw conflict(localized("packageIsFinal"));
  }
  await ctx.db.transaction(async (tx) => {
    await lockForChange(tx, acting, pkg);
    const renamed = { et: name, en: name, de: name };
    await tx
      .update(packages)
      .set({ name: renamed, updatedAt: new Date() })
      .where(eq(packages.id, pkg.id));
    if (pkg.apartmentLayoutId !== null)
      await recordLayoutEvent(tx, pkg.apartmentLayoutId, actorOf(acting), {
        action: "design_renamed",
        package: renamed,
        from: pkg.name,
      });
  });
}

/** A copy of a company package or of the person's own, as a new package of theirs on the layout. */
export async function duplicatePackage(
  ctx: AppContext,
  acting: Acting,
  packageId: number,
  layoutId: number,
): Promise<{ id: number }> {
  const { user } = acting;
  const { layout, project } = await companyLayout(ctx, layoutId, user.companyId);
  const source = await visiblePackage(ctx, packageId, project.id, layout.id, user.id);
  const { choices } = await packageDesignFor(ctx, source, project, layout.id, user.id);
  const copy = await ctx.db.transaction(async (tx) => {
    const taken = await namesOnLayout(tx, {
      projectId: project.id,
      layoutId: layout.id,
      userId: user.id,
    });
    const [row] = await tx
      .insert(packages)
      .values({
        companyId: user.companyId,
        projectId: project.id,
        name: copyName(source.name, taken),
        description: source.description,
        imageFile: source.imageFile,
        canConfirm: source.canConfirm,
        pdfFooter: source.pdfFooter,
        userId: user.id,
        apartmentLayoutId: layout.id,
        basePackageId: source.userId === null ? source.id : source.basePackageId,
      })
      .returning();
    if (!row) throw new Error("package not copied");
    await writeChoices(tx, row.id, choices);
    await tx.insert(userLayoutPackages).values({
      userId: user.id,
      apartmentLayoutId: layout.id,
      packageId: row.id,
      origin: "duplicated",
    });
    await recordLayoutEvent(tx, layout.id, actorOf(acting), {
      action: "design_duplicated",
      package: row.name,
      from: source.name,
    });
    return row;
  });
  return { id: copy.id };
}

/**
 * "Name (copy)" in every language the name has, kept within the 50 characters of a name, and
 * numbered apart from the names on the layout ("Name (copy) 2" for the second copy).
 */
function copyName(name: Record<string, string | undefined>, taken: readonly string[]) {
  const result: Record<string, string> = {};
  for (const lang of SERVER_LOCALES) {
    const base = name[lang] ?? name.en ?? name.et ?? "";
    const suffix = message(lang, "copySuffix");
    const copy = `${base.slice(0, PACKAGE_NAME_MAX_LENGTH - suffix.length - 1).trim()} ${suffix}`;
    result[lang] = distinctPackageName(copy, taken);
  }
  return result;
}

/** Only the person's own packages that are not confirmed can be deleted, by anyone. */
export async function deletePackage(
  ctx: AppContext,
  acting: Acting,
  packageId: number,
): Promise<void> {
  const [pkg] = await ctx.db.select().from(packages).where(eq(packages.id, packageId)).limit(1);
  if (pkg && pkg.userId === null && pkg.companyId === acting.user.companyId) {
    throw forbidden(localized("companyPackageKept"));
  }
  const own = await ownPackage(ctx, packageId, acting.user.id);
  if (!(await abilitiesOnOwn(ctx, acting, own)).delete) {
    throw conflict(localized("packageIsFinal"));
  }
  // A confirmation made meanwhile keeps its package: the database refuses the delete.
  await erasingSpecialFiles(ctx, { packageId: own.id }, () =>
    ctx.db.transaction(async (tx) => {
      await tx.delete(packages).where(eq(packages.id, own.id));
      if (own.apartmentLayoutId !== null)
        await recordLayoutEvent(tx, own.apartmentLayoutId, actorOf(acting), {
          action: "design_deleted",
          package: own.name,
        });
    }),
  ).catch((error: unknown) => {
    if (databaseErrorCode(error) === "23503") throw conflict(localized("packageIsFinal"));
    throw error;
  });
}

/** Takes a layout off the dashboard with the person's own packages of it, when policies/layouts.ts lets them. */
export async function deleteLayout(
  ctx: AppContext,
  acting: Acting,
  layoutId: number,
): Promise<void> {
  const { user } = acting;
  await companyLayout(ctx, layoutId, user.companyId);
  const [confirmed] = await ctx.db
    .select({ id: confirmations.id })
    .from(confirmations)
    .where(and(eq(confirmations.apartmentLayoutId, layoutId), eq(confirmations.userId, user.id)))
    .limit(1);
  if (!layoutAbilities({ confirmedByPerson: confirmed !== undefined }).remove) {
    throw conflict(localized("confirmedLayoutKept"));
  }
  await erasingSpecialFiles(ctx, { userId: user.id, layoutId }, () =>
    ctx.db.transaction(async (tx) => {
      await tx
        .delete(userLayoutPackages)
        .where(
          and(
            eq(userLayoutPackages.userId, user.id),
            eq(userLayoutPackages.apartmentLayoutId, layoutId),
          ),
        );
      const deleted = await tx
        .delete(packages)
        .where(and(eq(packages.userId, user.id), eq(packages.apartmentLayoutId, layoutId)))
        .returning({ id: packages.id });
      if (deleted.length > 0)
        await recordLayoutEvent(tx, layoutId, actorOf(acting), {
          action: "designs_deleted",
          count: deleted.length,
        });
    }),
  ).catch((error: unknown) => {
    // A package confirmed meanwhile is kept by its confirmation, and the layout with it.
    if (databaseErrorCode(error) === "23503") throw conflict(localized("confirmedLayoutKept"));
    throw error;
  });
}

/**
 * The choices of a package as room-group-option triples: a user package's own, or a company
 * package's on the given layout (as the configurator would compute them).
 */
export async function packageSelectionList(
  ctx: AppContext,
  acting: Acting,
  packageId: number,
  layoutId: number | undefined,
) {
  const [pkg] = await ctx.db.select().from(packages).where(eq(packages.id, packageId)).limit(1);
  if (pkg?.userId !== null && pkg?.userId === acting.user.id) {
    const rows = await ctx.db
      .select({
        tab_id: userPackageSelections.roomId,
        group_id: userPackageSelections.selectionGroupId,
        id: userPackageSelections.selectionId,
      })
      .from(userPackageSelections)
      .where(eq(userPackageSelections.packageId, pkg.id))
      .orderBy(asc(userPackageSelections.roomId), asc(userPackageSelections.selectionGroupId));
    return rows;
  }
  if (layoutId === undefined) {
    throw new InputRefusedError([{ code: "invalid_type", path: ["apartment_layout_id"] }]);
  }
  const { layout, project } = await companyLayout(ctx, layoutId, acting.user.companyId);
  const source = await visiblePackage(ctx, packageId, project.id, layout.id, acting.user.id);
  const { choices } = await packageDesignFor(ctx, source, project, layout.id, acting.user.id);
  return choicesToList(choices).map((c) => ({
    tab_id: c.roomId,
    group_id: c.groupId,
    id: c.assetId,
  }));
}
