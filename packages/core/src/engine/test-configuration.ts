import fc from "fast-check";
import type { Asset, Restriction, SelectionGroup } from "../api/rooms.ts";
import type { RoomGroups } from "./configuration.ts";

/** Builders of configurations for the engine's tests. */

export function asset(
  id: number,
  groupId: number,
  packages: number[] = [],
  extra: Partial<Asset> = {},
): Asset {
  return {
    id,
    slug: `a${id}`,
    title: { en: `Asset ${id}` },
    groupId,
    priority: 0,
    packages,
    image: null,
    material: null,
    is_special: false,
    ...extra,
  };
}

/** The option with a material costing `euros`, VAT included: what prices a regular option. */
export function priced(option: Asset, euros: number): Asset {
  return {
    ...option,
    material: {
      id: option.id,
      material_id: `m${option.id}`,
      desc_short: {},
      desc_long: {},
      product_finishing: {},
      product_type: {},
      url_sup: null,
      url_pip: null,
      price: euros,
      unit_price: null,
      install_price: null,
      additional_price: null,
      vat: null,
      quantity: null,
      unit: { label: {} },
      seller: null,
      manufacturer: null,
      producer_product_id: null,
      url: null,
      elementType: null,
      roomType: null,
      is_sample_available: false,
    },
  };
}

export function group(
  id: number,
  roomId: number,
  assets: Asset[],
  restrictions: Restriction[] = [],
  extra: Partial<SelectionGroup> = {},
): SelectionGroup {
  return {
    id,
    title: { label: { en: `Group ${id}` } },
    description: { label: {} },
    priority: 0,
    applies_to_all: false,
    hidden: false,
    restrictions,
    assets,
    roomId,
    isRoomType: false,
    images: [],
    ...extra,
  };
}

let restrictionIds = 0;
export function restriction(source: Asset, target: Asset): Restriction {
  restrictionIds += 1;
  return {
    id: restrictionIds,
    source_selection_id: source.id,
    source_selection_group_id: source.groupId,
    target_selection_id: target.id,
    target_selection_group_id: target.groupId,
  };
}

/**
 * Random apartments: room types with groups and options (some special), rooms of those types
 * (a type may repeat, one may be a room-type room), packages choosing options, and restrictions
 * that only point from earlier groups to later ones, so that they can always all hold.
 */
export const configurationArbitrary = fc
  .record({
    types: fc.array(
      fc.array(fc.record({ options: fc.integer({ min: 1, max: 4 }), special: fc.boolean() }), {
        minLength: 1,
        maxLength: 4,
      }),
      { minLength: 1, maxLength: 4 },
    ),
    roomTypes: fc.array(fc.nat(), { minLength: 1, maxLength: 6 }),
    roomTypeRoom: fc.option(fc.nat()),
    memberships: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 1, max: 3 })), { maxLength: 40 }),
    restrictionSeeds: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat()), { maxLength: 12 }),
  })
  .map(({ types, roomTypes, roomTypeRoom, memberships, restrictionSeeds }) => {
    let nextId = 1000;
    const groupsOfType = types.map((groups) =>
      groups.map((g) => {
        const groupId = ++nextId;
        const assets = Array.from({ length: g.options }, () => asset(++nextId, groupId));
        // A special solution is never a group's first option: a package reset must choose a regular one.
        if (g.special)
          assets.push(
            asset(++nextId, groupId, [], { is_special: true, unitPrice: 10, installPrice: 5 }),
          );
        return { groupId, assets };
      }),
    );
    const allGroups = groupsOfType.flat();
    const allAssets = allGroups.flatMap((g) => g.assets);
    for (const [assetIndex, packageId] of memberships) {
      allAssets[assetIndex % allAssets.length]?.packages.push(packageId);
    }
    const restrictionsOf = new Map<number, Restriction[]>();
    for (const [a, b, sa, ta] of restrictionSeeds) {
      const i = a % allGroups.length;
      const j = b % allGroups.length;
      if (i === j) continue;
      const [from, to] = i < j ? [allGroups[i], allGroups[j]] : [allGroups[j], allGroups[i]];
      if (!from || !to) continue;
      const regularTargets = to.assets.filter((x) => !x.is_special);
      const source = from.assets[sa % from.assets.length];
      const target = regularTargets[ta % regularTargets.length];
      if (!source || !target) continue;
      const list = restrictionsOf.get(from.groupId) ?? [];
      list.push(restriction(source, target));
      restrictionsOf.set(from.groupId, list);
    }
    const rooms: RoomGroups[] = roomTypes.map((t, index) => {
      const roomId = index + 1;
      const isRoomType = roomTypeRoom !== null && roomTypeRoom % roomTypes.length === index;
      const typeGroups = groupsOfType[t % groupsOfType.length] ?? [];
      return {
        roomId,
        isRoomType,
        groups: typeGroups.map((g) =>
          group(g.groupId, roomId, g.assets, restrictionsOf.get(g.groupId) ?? [], { isRoomType }),
        ),
      };
    });
    return rooms;
  });
