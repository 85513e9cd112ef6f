/**
 * How the configurator shows a room, on top of the selection engine in `@home-designer/core`
 * (package choices, the buyer's choices, restrictions, prices). Pure functions over API shapes;
 * where the choices come from is in `design.ts`.
 */
import {
  type Choices,
  type Package,
  type Room,
  type RoomGroups,
  type SelectionGroup,
  type SlotKey,
  slotKey,
} from "@home-designer/core";

export { pictureLayers, SUMMARY } from "@home-designer/core";

const byPriority = <T extends { priority: number }>(a: T, b: T) => a.priority - b.priority;

/** Groups shown in the list: not hidden, by priority. */
export function visibleGroups(groups: readonly SelectionGroup[]): SelectionGroup[] {
  return groups.filter((g) => !g.hidden).sort(byPriority);
}

/** Rooms in tab order. */
export function orderedRooms(rooms: readonly Room[]): Room[] {
  return [...rooms].sort(byPriority);
}

/** A loaded room as the engine takes it. */
export function roomGroups(room: Room, groups: readonly SelectionGroup[]): RoomGroups {
  return { roomId: room.id, isRoomType: room.is_room_type, groups };
}

export function chosenAsset(group: SelectionGroup, choices: Choices) {
  const id = choices.get(slotKey(group.roomId, group.id));
  return id === undefined ? undefined : group.assets.find((a) => a.id === id);
}

export function groupSlot(group: SelectionGroup): SlotKey {
  return slotKey(group.roomId, group.id);
}

export function defaultPackage(packages: readonly Package[]): Package | null {
  return packages.find((p) => p.default) ?? packages[0] ?? null;
}

/**
 * The package a path names: its slug, `custom` for the buyer's own combination (null), or when
 * the slug is unknown the default package, else the first.
 */
export function resolvePackage(
  packages: readonly Package[],
  slug: string | undefined,
): { package: Package | null; custom: boolean; known: boolean } {
  if (slug === "custom") return { package: null, custom: true, known: true };
  const named = packages.find((p) => p.slug === slug);
  if (named) return { package: named, custom: false, known: true };
  return { package: defaultPackage(packages), custom: false, known: false };
}
