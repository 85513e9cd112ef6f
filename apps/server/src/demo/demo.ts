/**
 * The demo company: its folder in the company format (apps/server/demo-company, made by
 * `npm run demo-company`) imported like any company's, then, for the demo only, its people and
 * what they did (demo-people.ts): logins with known passwords, a customer's own packages and a
 * confirmation. `removeDemo` deletes it all again.
 */
import { applyChoices, type Choice, normalizeEmail } from "@home-designer/core";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { hashPassword } from "../auth/passwords.ts";
import type { AppContext } from "../context.ts";
import {
  apartmentLayouts,
  apartments,
  buildings,
  companies,
  confirmations,
  files,
  packages,
  projects,
  roomTypes,
  selectionGroups,
  userLayoutPackages,
  userProviders,
  users,
} from "../db/schema.ts";
import { withCompanySource } from "../modules/company-format/company-folder.ts";
import { importCompany } from "../modules/company-format/import-service.ts";
import { addVersion, nextVersion } from "../modules/packages/confirmation-versions.ts";
import { sameInEveryLanguage } from "../modules/packages/package-access.ts";
import {
  choicesOfPackage,
  engineRooms,
  type LayoutConfiguration,
  writeChoices,
} from "../modules/packages/package-choices.ts";
import { snapshotOf } from "../modules/packages/summary-service.ts";
import { demoCompanyFolder } from "../paths.ts";
import {
  ADDED,
  CONFIRMED,
  CONFIRMED_HOME,
  DEMO_SLUG,
  HOME,
  type LayoutPath,
  OWN_PACKAGES,
  PEOPLE,
} from "./demo-people.ts";

export { DEMO_SLUG };

/** Printed at start-up so whoever runs the demo can log in. */
export const DEMO_LOGINS: { role: string; email: string; password: string }[] = [
  { role: PEOPLE.customer.role, email: PEOPLE.customer.email, password: PEOPLE.customer.password },
  { role: PEOPLE.designer.role, email: PEOPLE.designer.email, password: PEOPLE.designer.password },
  { role: PEOPLE.admin.role, email: PEOPLE.admin.email, password: PEOPLE.admin.password },
];

const DAY = 24 * 60 * 60 * 1000;

export async function demoCompanyExists(ctx: AppContext): Promise<boolean> {
  return (await demoCompanyId(ctx)) !== null;
}

async function demoCompanyId(ctx: AppContext): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.slug, DEMO_SLUG))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Imports the demo company's folder, then adds its people. Should adding them fail, the company
 * goes again, so that the next start tries the whole demo once more.
 */
export async function installDemo(ctx: AppContext, folder = demoCompanyFolder): Promise<void> {
  await withCompanySource(folder, (source) => importCompany(ctx, source, { dryRun: false }));
  try {
    await addPeople(ctx);
  } catch (error) {
    await removeDemo(ctx);
    throw error;
  }
}

export async function removeDemo(ctx: AppContext): Promise<void> {
  const companyId = await demoCompanyId(ctx);
  if (companyId === null) return;
  const keys = (
    await ctx.db.select({ key: files.key }).from(files).where(eq(files.companyId, companyId))
  ).map((f) => f.key);
  await ctx.db.transaction(async (tx) => {
    // Confirmations keep their package from being deleted (on purpose), so they go first.
    const ids = (
      await tx.select({ id: packages.id }).from(packages).where(eq(packages.companyId, companyId))
    ).map((p) => p.id);
    if (ids.length > 0) await tx.delete(confirmations).where(inArray(confirmations.packageId, ids));
    await tx.delete(companies).where(eq(companies.id, companyId));
  });
  for (let i = 0; i < keys.length; i += 32) {
    await Promise.all(keys.slice(i, i + 32).map((key) => ctx.storage.remove(key)));
  }
}

function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`The demo company has no ${what}`);
  return value;
}

/** A layout of the demo company by its path of codes, with its project. */
async function layoutAt(ctx: AppContext, companyId: number, at: LayoutPath) {
  const [row] = await ctx.db
    .select({ layoutId: apartmentLayouts.id, projectId: projects.id })
    .from(apartmentLayouts)
    .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(
      and(
        eq(projects.companyId, companyId),
        eq(projects.code, at.project),
        eq(buildings.code, at.building),
        eq(apartments.code, at.apartment),
        eq(apartmentLayouts.code, at.layout),
      ),
    );
  const found = must(row, `layout ${Object.values(at).join("/")}`);
  return { layoutId: found.layoutId, project: { id: found.projectId, companyId } };
}

/** A company package of the project by its code, with the layout's choices it makes. */
async function companyPackage(
  ctx: AppContext,
  at: Awaited<ReturnType<typeof layoutAt>>,
  code: string,
) {
  const [row] = await ctx.db
    .select()
    .from(packages)
    .where(
      and(eq(packages.projectId, at.project.id), eq(packages.code, code), isNull(packages.userId)),
    );
  const pkg = must(row, `package ${code}`);
  return { pkg, ...(await choicesOfPackage(ctx, pkg, at.project, at.layoutId)) };
}

/** Option references (`<group>/<option>`) as choices in every room of the layout having the group. */
function choicesOf(
  configuration: LayoutConfiguration,
  groupIds: ReadonlyMap<string, number>,
  references: readonly string[],
  roomCode?: string,
): Choice[] {
  return references.flatMap((reference) => {
    const [group = "", option = ""] = reference.split("/");
    const groupId = must(groupIds.get(group), `group ${group}`);
    const found = configuration.rooms.flatMap(({ room, groups }) => {
      if (roomCode !== undefined && room.slug !== roomCode) return [];
      const asset = groups.find((g) => g.id === groupId)?.assets.find((a) => a.slug === option);
      return asset ? [{ roomId: room.id, groupId, assetId: asset.id }] : [];
    });
    if (found.length === 0) throw new Error(`The demo's layout has no option ${reference}`);
    return found;
  });
}

/** The demo's accounts and what the customer did, as demo-people.ts describes them. */
async function addPeople(ctx: AppContext): Promise<void> {
  const companyId = must(await demoCompanyId(ctx), DEMO_SLUG);
  const now = Date.now();
  const home = await layoutAt(ctx, companyId, HOME);
  const confirmedHome = await layoutAt(ctx, companyId, CONFIRMED_HOME);
  const groupIds = new Map(
    (
      await ctx.db
        .select({ code: selectionGroups.code, id: selectionGroups.id })
        .from(selectionGroups)
        .innerJoin(roomTypes, eq(roomTypes.id, selectionGroups.roomTypeId))
        .where(eq(roomTypes.projectId, home.project.id))
    ).map((g) => [g.code ?? "", g.id]),
  );
  const own = await Promise.all(
    OWN_PACKAGES.map(async (spec) => {
      const base = await companyPackage(ctx, home, spec.base);
      const changes = [
        ...choicesOf(base.configuration, groupIds, spec.options),
        ...Object.entries(spec.rooms).flatMap(([room, options]) =>
          choicesOf(base.configuration, groupIds, options, room),
        ),
      ];
      const rooms = engineRooms(base.configuration);
      return { spec, base, choices: applyChoices(rooms, base.choices, changes).choices };
    }),
  );
  const added = await Promise.all(
    ADDED.map(async (a) => {
      const at = await layoutAt(ctx, companyId, a.layout);
      return { ...a, layoutId: at.layoutId, pkg: (await companyPackage(ctx, at, a.package)).pkg };
    }),
  );
  const confirmed = await companyPackage(ctx, confirmedHome, CONFIRMED.package);
  const people = [PEOPLE.customer, PEOPLE.designer, PEOPLE.admin];
  const hashes = await Promise.all(people.map((p) => hashPassword(p.password)));

  await ctx.db.transaction(async (tx) => {
    const verified = new Date(now - 30 * DAY);
    const [customer] = await tx
      .insert(users)
      .values({
        companyId,
        name: PEOPLE.customer.name,
        email: PEOPLE.customer.email,
        passwordHash: hashes[0],
        emailVerifiedAt: verified,
        locale: "et",
        isSubscribed: true,
        role: PEOPLE.customer.role,
      })
      .returning({ id: users.id });
    const customerId = must(customer?.id, "customer");
    // The designer and the admin are the folder's staff accounts, which have no password.
    const staffId = async (person: typeof PEOPLE.designer | typeof PEOPLE.admin, hash?: string) => {
      const [row] = await tx
        .update(users)
        .set({ passwordHash: hash, emailVerifiedAt: verified })
        .where(and(eq(users.companyId, companyId), eq(users.email, normalizeEmail(person.email))))
        .returning({ id: users.id });
      return must(row?.id, `staff account ${person.email}`);
    };
    const designerId = await staffId(PEOPLE.designer, hashes[1]);
    const adminId = await staffId(PEOPLE.admin, hashes[2]);
    await tx.insert(userProviders).values(
      [
        { userId: customerId, person: PEOPLE.customer },
        { userId: designerId, person: PEOPLE.designer },
        { userId: adminId, person: PEOPLE.admin },
      ].map(({ userId, person }) => ({
        userId,
        companyId,
        provider: "main" as const,
        name: person.name,
        email: person.email,
      })),
    );

    for (const [i, { spec, base, choices }] of own.entries()) {
      const at = new Date(now - spec.daysAgo * DAY);
      const [row] = await tx
        .insert(packages)
        .values({
          companyId,
          projectId: home.project.id,
          name: sameInEveryLanguage(spec.name),
          userId: customerId,
          apartmentLayoutId: home.layoutId,
          basePackageId: base.pkg.id,
          priority: 100 + i,
          createdAt: at,
          updatedAt: new Date(at.getTime() + 3_600_000),
        })
        .returning({ id: packages.id });
      const packageId = must(row?.id, "own package");
      await writeChoices(tx, packageId, choices);
      await tx.insert(userLayoutPackages).values({
        userId: customerId,
        apartmentLayoutId: home.layoutId,
        packageId,
        origin: spec.origin,
        createdAt: at,
      });
    }
    await tx.insert(userLayoutPackages).values(
      added.map((a) => ({
        userId: customerId,
        apartmentLayoutId: a.layoutId,
        packageId: a.pkg.id,
        origin: "added" as const,
        createdAt: new Date(now - a.daysAgo * DAY),
      })),
    );
    // Its PDF of record is made when first asked for, linking to the company's first site.
    await addVersion(
      tx,
      await nextVersion(tx, {
        layoutId: confirmedHome.layoutId,
        pkg: confirmed.pkg,
        userId: customerId,
        confirmedBy: null,
        kind: "buyer",
        locale: "et",
        site: "",
        confirmedAt: new Date(now - CONFIRMED.daysAgo * DAY),
        snapshot: snapshotOf(confirmed.configuration, confirmed.choices, "et"),
      }),
    );
  });
}
