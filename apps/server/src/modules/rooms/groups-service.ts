import type { Asset, FollowingImage, Room, RouteQuery, SelectionGroup } from "@home-designer/core";
import { DEFAULT_TIME_ZONE, toEuros } from "@home-designer/core";
import { aliasedTable, and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user.ts";
import { personal } from "../../auth/personal-cache.ts";
import type { AppContext } from "../../context.ts";
import type { ConfirmationSnapshot } from "../../db/schema.ts";
import {
  apartmentLayouts,
  apartments,
  buildings,
  companies,
  files,
  followedOptionImages,
  materials,
  packageSelections,
  packages,
  projects,
  restrictions,
  rooms,
  roomTypes,
  selectionFiles,
  selectionGroups,
  selections,
  userPackageSelections,
} from "../../db/schema.ts";
import { notFound } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { groupBy } from "../../lib/group-by.ts";
import { presentMaterial } from "../materials/present-material.ts";
import {
  confirmationIdOn,
  confirmedGroups,
  confirmedSnapshot,
  keptBy,
} from "../packages/confirmed-design.ts";
import { specialImage } from "../specials/presenters.ts";
import { fileLinkPeriod, presentFiles } from "../specials/special-files.ts";
import { allLayoutTabs, layoutTabs, tabsKeeping } from "./presenters.ts";

/** A room type's groups as every room of that type shows them, before room and package details. */
type CatalogGroup = Omit<SelectionGroup, "roomId" | "isRoomType" | "applies_to_all" | "images">;
/** A room type's layer for an option of one of these groups (`followed_option_images`). */
type FollowRow = {
  id: number;
  roomTypeId: number;
  selectionId: number;
  url: string;
  layer: number;
};
/**
 * A room type's groups with every option, and which groups and options an import retired (gone
 * from the company's folder): new designs do not see them, packages that chose them still do.
 * `follows` are the layers other room types draw for the options of each group, by group id.
 */
type RoomTypeCatalog = {
  groups: CatalogGroup[];
  follows: ReadonlyMap<number, FollowRow[]>;
  retiredGroups: ReadonlySet<number>;
  retiredOptions: ReadonlySet<number>;
};

/**
 * The catalogue without retired groups and options, but for the options `keep` names (those a
 * package chose) and the groups holding them.
 */
function offered(catalog: RoomTypeCatalog, keep: (asset: Asset) => boolean): CatalogGroup[] {
  if (catalog.retiredGroups.size === 0 && catalog.retiredOptions.size === 0) return catalog.groups;
  return catalog.groups.flatMap((group) => {
    const assets = group.assets.filter((a) => !catalog.retiredOptions.has(a.id) || keep(a));
    if (catalog.retiredGroups.has(group.id) && !assets.some(keep)) return [];
    return [assets.length === group.assets.length ? group : { ...group, assets }];
  });
}

/**
 * The selection groups of one room with their options, pictures, restrictions and which packages
 * choose what. What is the same for everyone (the room type's groups, options, materials,
 * pictures, restrictions, company packages) comes from the read cache; a user package adds its
 * choices and special solutions in a fixed number of queries, however large the room, and that
 * answer is kept in the personal cache (auth/personal-cache.ts) for its owner. A package the
 * person confirmed on the layout (company package or their own) is answered as confirmed.
 */
export async function roomGroups(
  ctx: AppContext,
  companyId: number,
  projectId: number,
  roomId: number,
  query: RouteQuery<"GET /project/:project/tabs/:roomId">,
  user: AuthUser | null,
): Promise<SelectionGroup[]> {
  const layoutId = query.apartment_layout_id;
  // Read before any cached part: a kept answer names the generation its parts are at least as new
  // as, so parts forgotten while this request runs are never kept under a newer one.
  const generation = ctx.cache.generation;
  const room = await ctx.cache.get(`room:${companyId}:${projectId}:${layoutId}:${roomId}`, () =>
    findRoom(ctx, companyId, projectId, layoutId, roomId),
  );
  const userPackageId =
    query.package_id === undefined
      ? null
      : await visibleUserPackage(ctx, projectId, layoutId, query.package_id, user);
  const [confirmationId, catalog] = await Promise.all([
    // A package the person confirmed on this layout shows what was confirmed (confirmed-design.ts).
    query.package_id === undefined || user === null
      ? null
      : confirmationIdOn(ctx, layoutId, query.package_id, user.id),
    ctx.cache.get(`room-type:${room.roomTypeId}`, () => roomTypeCatalog(ctx, room.roomTypeId)),
  ]);
  const layoutRooms = (await layoutTabs(ctx, companyId, projectId, layoutId)).rooms;
  const inRoom = (groups: CatalogGroup[]) =>
    placed(
      groups,
      catalog,
      { id: room.id, room_type_id: room.roomTypeId },
      room.isRoomType,
      layoutRooms,
    );
  if (userPackageId === null && confirmationId === null) {
    // The same answer for every guest and every company package: kept whole.
    return ctx.cache.get(`room-groups:${room.id}`, async () =>
      inRoom(offered(catalog, () => false)),
    );
  }
  const groupsOf = async (confirmation: Awaited<ReturnType<typeof confirmedSnapshot>> | null) => {
    const data =
      userPackageId === null ? null : await loadUserPackage(ctx, userPackageId, [room.id]);
    const chosen = data?.chosen.get(room.id);
    const kept = confirmation ? keptBy(confirmation.snapshot) : null;
    const offer = offered(
      catalog,
      (a) => (chosen?.has(a.id) ?? false) || (kept?.options.has(a.id) ?? false),
    );
    const groups = inRoom(data ? withUserPackage(offer, room.id, data) : offer);
    if (!confirmation) return groups;
    const confirmedRoom = confirmation.snapshot.rooms.find((r) => r.id === room.id);
    return confirmedGroups(groups, confirmedRoom, confirmation.packageId);
  };
  if (confirmationId === null) {
    // Only here with the person's own package (the checks above ran for this request, and only
    // its owner, or staff acting for them, gets past them): kept for that person until anything
    // behind it changes (its choices, special solutions and their files count as personal
    // changes, migration 0025; the catalogue moves the read cache's generation), and no longer
    // than half a file link's lifetime, so a kept link always has at least half of it left.
    const owner = user?.id ?? 0;
    return personal(
      ctx.personal,
      `own-room-groups:${generation}:${fileLinkPeriod()}:${companyId}:${projectId}:${layoutId}:${room.id}:${userPackageId}:${owner}`,
      () => groupsOf(null),
      "answer",
    );
  }
  // A version never changes (decision 044), so its room is kept by its id, until the catalogue
  // changes as every cached read is; only the person whose confirmation it is gets its id above.
  return ctx.cache.get(`confirmed-groups:${confirmationId}:${room.id}`, async () =>
    groupsOf(await confirmedSnapshot(ctx, confirmationId)),
  );
}

/**
 * A room type's groups in one room of a layout: with the room, whether its choices hold for the
 * whole apartment, and the layers each group's choice draws in other rooms of the layout. A room
 * type following a group draws it from the layout's first room of the group's room type, so only
 * that room's groups carry those layers.
 */
function placed(
  groups: CatalogGroup[],
  catalog: RoomTypeCatalog,
  room: Pick<Room, "id" | "room_type_id">,
  isRoomType: boolean,
  layoutRooms: readonly Pick<Room, "id" | "room_type_id">[],
): SelectionGroup[] {
  const followed = layoutRooms.find((r) => r.room_type_id === room.room_type_id)?.id === room.id;
  const images = (groupId: number): FollowingImage[] =>
    followed
      ? (catalog.follows.get(groupId) ?? []).flatMap((f) =>
          layoutRooms
            .filter((r) => r.room_type_id === f.roomTypeId)
            .map((r) => ({
              id: f.id,
              url: f.url,
              layer: f.layer,
              room_id: r.id,
              selection_id: f.selectionId,
            })),
        )
      : [];
  return groups.map((group) => ({
    ...group,
    roomId: room.id,
    isRoomType,
    applies_to_all: isRoomType,
    images: images(group.id),
  }));
}

async function findRoom(
  ctx: AppContext,
  companyId: number,
  projectId: number,
  layoutId: number,
  roomId: number,
) {
  const [room] = await ctx.db
    .select({ id: rooms.id, roomTypeId: rooms.roomTypeId, isRoomType: roomTypes.isRoomType })
    .from(rooms)
    .innerJoin(roomTypes, eq(roomTypes.id, rooms.roomTypeId))
    .innerJoin(apartmentLayouts, eq(apartmentLayouts.id, rooms.apartmentLayoutId))
    .innerJoin(apartments, eq(apartments.id, apartmentLayouts.apartmentId))
    .innerJoin(buildings, eq(buildings.id, apartments.buildingId))
    .innerJoin(projects, eq(projects.id, buildings.projectId))
    .where(
      and(
        eq(rooms.id, roomId),
        eq(rooms.apartmentLayoutId, layoutId),
        eq(projects.id, projectId),
        eq(projects.companyId, companyId),
      ),
    )
    .limit(1);
  if (!room) throw notFound(localized("roomNotInLayout"));
  return room;
}

/**
 * The package `package_id` names, if the caller may see it: a company package of the project
 * (null: nothing to add), or the acting user's own package of this layout (its id). Anything
 * else is "not found".
 */
async function visibleUserPackage(
  ctx: AppContext,
  projectId: number,
  layoutId: number,
  packageId: number,
  user: AuthUser | null,
): Promise<number | null> {
  // A package's project, owner and layout never change, so the lookup is cached; a package that
  // does not exist is not (the load fails), so one created later is found at once.
  const pkg = await ctx.cache.get(`package-owner:${packageId}`, async () => {
    const [row] = await ctx.db
      .select({
        projectId: packages.projectId,
        userId: packages.userId,
        layoutId: packages.apartmentLayoutId,
      })
      .from(packages)
      .where(eq(packages.id, packageId))
      .limit(1);
    if (!row) throw notFound(localized("packageNotFound"));
    return row;
  });
  if (pkg.projectId === projectId) {
    if (pkg.userId === null) return null;
    if (pkg.userId === user?.id && pkg.layoutId === layoutId) return packageId;
  }
  throw notFound(localized("packageNotFound"));
}

async function roomTypeCatalog(ctx: AppContext, roomTypeId: number): Promise<RoomTypeCatalog> {
  const { db } = ctx;
  const groups = await db
    .select()
    .from(selectionGroups)
    .where(eq(selectionGroups.roomTypeId, roomTypeId))
    .orderBy(asc(selectionGroups.priority), asc(selectionGroups.id));
  if (groups.length === 0)
    return { groups: [], follows: new Map(), retiredGroups: new Set(), retiredOptions: new Set() };
  const groupIds = groups.map((g) => g.id);

  const source = aliasedTable(selections, "source");
  const target = aliasedTable(selections, "target");
  const [assetRows, followRows, membership, restrictionRows] = await Promise.all([
    db
      .select({ selection: selections, material: materials, timeZone: companies.timeZone })
      .from(selections)
      .leftJoin(materials, eq(materials.id, selections.materialId))
      .leftJoin(companies, eq(companies.id, materials.companyId))
      .where(and(inArray(selections.selectionGroupId, groupIds), eq(selections.isSpecial, false)))
      .orderBy(asc(selections.priority), asc(selections.id)),
    db
      .select({
        id: followedOptionImages.id,
        roomTypeId: followedOptionImages.roomTypeId,
        selectionId: followedOptionImages.selectionId,
        groupId: selections.selectionGroupId,
        file: followedOptionImages.file,
        layer: followedOptionImages.layer,
      })
      .from(followedOptionImages)
      .innerJoin(selections, eq(selections.id, followedOptionImages.selectionId))
      .where(inArray(selections.selectionGroupId, groupIds))
      .orderBy(asc(followedOptionImages.layer), asc(followedOptionImages.id)),
    db
      .select({
        packageId: packageSelections.packageId,
        selectionId: packageSelections.selectionId,
      })
      .from(packageSelections)
      .innerJoin(selections, eq(selections.id, packageSelections.selectionId))
      .innerJoin(packages, eq(packages.id, packageSelections.packageId))
      .where(and(inArray(selections.selectionGroupId, groupIds), isNull(packages.userId)))
      .orderBy(asc(packages.priority), asc(packages.id)),
    db
      .select({
        id: restrictions.id,
        sourceId: source.id,
        sourceGroupId: source.selectionGroupId,
        targetId: target.id,
        targetGroupId: target.selectionGroupId,
      })
      .from(restrictions)
      .innerJoin(source, eq(source.id, restrictions.sourceSelectionId))
      .innerJoin(target, eq(target.id, restrictions.targetSelectionId))
      .where(inArray(source.selectionGroupId, groupIds))
      .orderBy(asc(restrictions.id)),
  ]);

  const packagesOf = groupBy(membership, (m) => m.selectionId);
  const url = (key: string) => ctx.storage.publicUrl(key);
  const assetsOf = groupBy(
    assetRows.map(
      ({ selection, material, timeZone }): Asset => ({
        id: selection.id,
        slug: selection.slug,
        title: selection.title,
        groupId: selection.selectionGroupId,
        priority: selection.priority,
        packages: (packagesOf.get(selection.id) ?? []).map((m) => m.packageId),
        image: selection.imageFile
          ? { id: selection.id, url: url(selection.imageFile), layer: selection.imageLayer }
          : null,
        material: material ? presentMaterial(ctx, material, timeZone ?? DEFAULT_TIME_ZONE) : null,
        is_special: false,
      }),
    ),
    (a) => a.groupId,
  );
  const follows = groupBy(
    followRows.map(({ groupId, file, ...row }) => ({ ...row, groupId, url: url(file) })),
    (f) => f.groupId,
  );
  const restrictionsOf = groupBy(restrictionRows, (r) => r.sourceGroupId);

  const catalog = groups.map((group) => ({
    id: group.id,
    title: { label: group.title },
    description: { label: group.description },
    priority: group.priority,
    hidden: group.hidden,
    restrictions: (restrictionsOf.get(group.id) ?? []).map((r) => ({
      id: r.id,
      source_selection_id: r.sourceId,
      source_selection_group_id: r.sourceGroupId,
      target_selection_id: r.targetId,
      target_selection_group_id: r.targetGroupId,
    })),
    assets: assetsOf.get(group.id) ?? [],
  }));
  return {
    groups: catalog,
    follows,
    retiredGroups: new Set(groups.filter((g) => g.retiredAt !== null).map((g) => g.id)),
    retiredOptions: new Set(
      assetRows.filter((r) => r.selection.retiredAt !== null).map((r) => r.selection.id),
    ),
  };
}

/** A user package's choices and special solutions, for the rooms asked for. */
export type UserPackageData = {
  packageId: number;
  chosen: Map<number, Set<number>>;
  specials: Map<number, Asset[]>;
};

/** Three queries, however many rooms: the choices, the special solutions, and their files. */
export async function loadUserPackage(
  ctx: AppContext,
  packageId: number,
  roomIds: number[],
): Promise<UserPackageData> {
  if (roomIds.length === 0) return { packageId, chosen: new Map(), specials: new Map() };
  const [choices, specialRows] = await Promise.all([
    ctx.db
      .select({
        roomId: userPackageSelections.roomId,
        selectionId: userPackageSelections.selectionId,
      })
      .from(userPackageSelections)
      .where(
        and(
          eq(userPackageSelections.packageId, packageId),
          inArray(userPackageSelections.roomId, roomIds),
        ),
      ),
    ctx.db
      .select()
      .from(selections)
      .where(and(eq(selections.packageId, packageId), inArray(selections.roomId, roomIds)))
      .orderBy(asc(selections.priority), asc(selections.id)),
  ]);
  const specialFiles =
    specialRows.length === 0
      ? []
      : await ctx.db
          .select({
            id: selectionFiles.id,
            selectionId: selectionFiles.selectionId,
            key: files.key,
            name: files.originalName,
            type: files.contentType,
          })
          .from(selectionFiles)
          .innerJoin(files, eq(files.key, selectionFiles.file))
          .where(
            inArray(
              selectionFiles.selectionId,
              specialRows.map((row) => row.id),
            ),
          )
          .orderBy(asc(selectionFiles.position), asc(selectionFiles.id));

  const chosen = new Map<number, Set<number>>();
  for (const c of choices) {
    const set = chosen.get(c.roomId) ?? new Set<number>();
    set.add(c.selectionId);
    chosen.set(c.roomId, set);
  }
  // Each file with a signed link: a user package's files are private (specials/special-files.ts).
  const filesOf = new Map(
    await Promise.all(
      [...groupBy(specialFiles, (f) => f.selectionId)].map(
        async ([selectionId, rows]) => [selectionId, await presentFiles(ctx, rows)] as const,
      ),
    ),
  );
  const specials = groupBy(
    specialRows.map((row) => ({
      roomId: row.roomId ?? 0,
      asset: {
        id: row.id,
        slug: row.slug,
        title: row.title,
        groupId: row.selectionGroupId,
        priority: row.priority,
        packages: chosen.get(row.roomId ?? 0)?.has(row.id) ? [packageId] : [],
        image: specialImage(ctx, row),
        material: null,
        is_special: true,
        label: row.label,
        description: row.description,
        files: filesOf.get(row.id) ?? [],
        unitPrice: toEuros(row.unitPriceCents),
        installPrice: toEuros(row.installPriceCents),
      } satisfies Asset,
    })),
    (s) => s.roomId,
  );
  return {
    packageId,
    chosen,
    specials: new Map([...specials].map(([roomId, list]) => [roomId, list.map((s) => s.asset)])),
  };
}

/**
 * A room's catalogue with a user package in it: the package joins the `packages` list of each
 * option it chooses in the room, and its special solutions of the room follow their group's
 * regular options. The cached catalogue is copied where it changes, never modified.
 */
function withUserPackage(
  catalog: CatalogGroup[],
  roomId: number,
  data: UserPackageData,
): CatalogGroup[] {
  const chosen = data.chosen.get(roomId) ?? new Set<number>();
  const specialsOf = groupBy(data.specials.get(roomId) ?? [], (a) => a.groupId);
  return catalog.map((group) => ({
    ...group,
    assets: [
      ...group.assets.map((asset) =>
        chosen.has(asset.id) ? { ...asset, packages: [...asset.packages, data.packageId] } : asset,
      ),
      // Special solutions come after the regular options, so a group's first option stays regular.
      ...(specialsOf.get(group.id) ?? []),
    ],
  }));
}

/**
 * Every room of a layout with its groups, as the configurator loads them, for the server's own
 * use (saving, confirming, PDFs): the catalogue from the cache, a user package in three queries.
 * Rooms, groups and options an import retired stay where the package chose them (a user
 * package's choices, a company package's options), so a saved or confirmed design keeps showing
 * what it chose; without a package they are left out, as for any new design. With `confirmed`,
 * the package's confirmation, the layout shows what was confirmed (confirmed-design.ts).
 */
export async function layoutConfiguration(
  ctx: AppContext,
  project: { id: number; companyId: number },
  layoutId: number,
  pkg: { id: number; userId: number | null } | null,
  confirmed: ConfirmationSnapshot | null = null,
) {
  const all = await allLayoutTabs(ctx, project.companyId, project.id, layoutId);
  const data =
    pkg?.userId == null
      ? null
      : await loadUserPackage(
          ctx,
          pkg.id,
          all.tabs.rooms.map((r) => r.id),
        );
  const kept = confirmed ? keptBy(confirmed) : null;
  const keptTabs = tabsKeeping(
    all,
    (roomId) => (data?.chosen.has(roomId) ?? false) || (kept?.rooms.has(roomId) ?? false),
  );
  // The VAT note of a confirmed package names the rate its prices were confirmed with.
  const tabs = confirmed ? { ...keptTabs, vat: confirmed.vat } : keptTabs;
  const roomsWithGroups = await Promise.all(
    tabs.rooms.map(async (room) => {
      const catalog = await ctx.cache.get(`room-type:${room.room_type_id}`, () =>
        roomTypeCatalog(ctx, room.room_type_id),
      );
      const chosen = data?.chosen.get(room.id);
      const offer = offered(
        catalog,
        (asset) =>
          (kept?.options.has(asset.id) ?? false) ||
          (data
            ? (chosen?.has(asset.id) ?? false)
            : pkg !== null && asset.packages.includes(pkg.id)),
      );
      const groups = placed(
        data ? withUserPackage(offer, room.id, data) : offer,
        catalog,
        room,
        room.is_room_type,
        tabs.rooms,
      );
      if (!confirmed || !pkg) return { room, groups };
      const confirmedRoom = confirmed.rooms.find((r) => r.id === room.id);
      return { room, groups: confirmedGroups(groups, confirmedRoom, pkg.id) };
    }),
  );
  return { tabs, rooms: roomsWithGroups };
}
