/**
 * The buyer's design on screen: which rooms the choices are computed over while the rooms load,
 * where the choices come from (a link, the browser's storage, the package), and how they go back
 * into the address bar. Pure functions; the design's state machine (`design/machine.ts`) is built
 * on them.
 */
import {
  type AppliedChoices,
  applyChoices,
  type Choice,
  type Choices,
  changedChoices,
  changedRooms,
  choicesToList,
  type DecodeResult,
  dropChoicesFromQuery,
  encodeChoices,
  firstChoices,
  type Package,
  packageChoices,
  type Room,
  type RoomGroups,
  readChoicesFromQuery,
  type SelectionGroup,
  type SlotKey,
  sameChoices,
  selectAsset,
  slotKey,
  writeChoicesToQuery,
} from "@home-designer/core";
import { searchWithoutSelections } from "../../../lib/search.ts";
import { defaultPackage, roomGroups } from "./engine.ts";
import type { LinkCode } from "./link-code-loader.ts";

/** The key of one layout's design in the store; a designer acting for a customer has their own. */
export function layoutKey(project: number, layoutId: number, selectedUser: number | null): string {
  return `${project}:${layoutId}:${selectedUser ?? 0}`;
}

/**
 * The package whose choices a design starts from: the path's package, or for `custom` (the
 * buyer's own combination, which "changes nothing") the company's default package, so that a
 * group a link does not name gets the choice the company recommends rather than an arbitrary one.
 */
export function basePackageId(active: Package | null, packages: readonly Package[]): number | null {
  return active?.id ?? defaultPackage(packages)?.id ?? null;
}

// A design's starting choices, per list of rooms and package: every choice is computed from them
// again, and they change only when the rooms do.
const baseCache = new WeakMap<readonly RoomGroups[], Map<number | null, Choices>>();

export function baseChoices(rooms: readonly RoomGroups[], packageId: number | null): Choices {
  let byPackage = baseCache.get(rooms);
  if (!byPackage) {
    byPackage = new Map();
    baseCache.set(rooms, byPackage);
  }
  let base = byPackage.get(packageId);
  if (!base) {
    base = packageId === null ? firstChoices(rooms) : packageChoices(rooms, packageId);
    byPackage.set(packageId, base);
  }
  return base;
}

/**
 * Whether the design on screen is a confirmed package that this person may not change: a
 * confirmation is final for the buyer (spec section 4), and the server says so by not letting
 * them change it (`abilities.change`); staff acting for the buyer may. Choices carried over it (a
 * link) are the buyer's own combination rather than the confirmed design, and stay changeable.
 */
export function isReadOnly(pkg: Package | null, modified: boolean): boolean {
  return pkg?.confirmed === true && !pkg.abilities.change && !modified;
}

export type ChoiceRooms = {
  /** The rooms the choices are computed over. */
  rooms: RoomGroups[];
  /** Every room is loaded: choices are final and the buyer may change them. */
  complete: boolean;
  /** The open room's choices are already right (its own and the room-type rooms are loaded). */
  showable: boolean;
};

/**
 * Which loaded rooms the choices can be computed over. A room's choices depend only on its own
 * groups and on the room-type rooms (whose restrictions reach every room), so the open room can
 * be shown correctly as soon as those are loaded; the rest follow before anything can change.
 */
export function choiceRooms(
  rooms: readonly Room[],
  loaded: ReadonlyMap<number, readonly SelectionGroup[]>,
  openRoomId: number | null,
): ChoiceRooms {
  const complete = rooms.every((room) => loaded.has(room.id));
  const asGroups = (list: readonly Room[]) =>
    list.flatMap((room) => {
      const groups = loaded.get(room.id);
      return groups ? [roomGroups(room, groups)] : [];
    });
  if (complete) return { rooms: asGroups(rooms), complete, showable: true };
  const needed = rooms.filter((room) => room.is_room_type || room.id === openRoomId);
  const showable =
    openRoomId !== null && loaded.has(openRoomId) && needed.every((room) => loaded.has(room.id));
  return { rooms: showable ? asGroups(needed) : [], complete, showable };
}

/**
 * The previous scope when the next covers the same rooms with the same loaded groups: while the
 * other rooms of a layout arrive one by one (80 of them at ten times the demo's size), the open
 * room's choices are not worked out again, nor its screen drawn again, for each arrival.
 */
export function sameScopeOr(previous: ChoiceRooms | null, next: ChoiceRooms): ChoiceRooms {
  if (
    previous === null ||
    previous.complete !== next.complete ||
    previous.showable !== next.showable ||
    previous.rooms.length !== next.rooms.length
  ) {
    return next;
  }
  const same = previous.rooms.every(
    (room, i) => room.roomId === next.rooms[i]?.roomId && room.groups === next.rooms[i]?.groups,
  );
  return same ? previous : next;
}

/** The share of rooms loaded, in whole per cent rounded down, for the summary's spinner. */
export function loadProgress(loaded: number, total: number): number {
  if (total <= 0) return 100;
  return Math.floor((Math.min(loaded, total) * 100) / total);
}

/**
 * The design after the buyer picks an option, or null when the pick changes nothing (a ruled-out
 * or special solution's slot). `shown` are the choices over `rooms`, which before every room has
 * loaded are only the open room and the room-type rooms: the pick applies to them at once, and
 * the `kept` choices of the other rooms (the carried ones) stay under it, so that nothing chosen
 * is lost; restrictions settle over every room once the rest arrive (designChoices).
 */
export function pickChoice(
  rooms: readonly RoomGroups[],
  shown: Choices,
  kept: readonly Choice[],
  choice: Choice,
): Choices | null {
  const result = selectAsset(rooms, shown, choice);
  if (sameChoices(result.choices, shown)) return null;
  return withKept(kept, result.choices);
}

function withKept(kept: readonly Choice[], choices: Choices): Choices {
  const next = new Map<SlotKey, number>();
  for (const choice of kept) next.set(slotKey(choice.roomId, choice.groupId), choice.assetId);
  for (const [key, assetId] of choices) next.set(key, assetId);
  return next;
}

/**
 * The part of a design a link carries: the choices that differ from the starting package's
 * (`basePackageId` of the path's package), which a reader lays over that package again (codec.ts,
 * version 2). A package as it is carries nothing.
 */
export function linkChoices(
  rooms: readonly RoomGroups[],
  packageId: number | null,
  choices: Choices,
): Choices {
  const changed = changedChoices(choices, baseChoices(rooms, packageId));
  return new Map(changed.map((c) => [slotKey(c.roomId, c.groupId), c.assetId]));
}

/**
 * The rooms (ids) whose choices the buyer sees differ from the starting package's (`packageId`,
 * see basePackageId): what marks a room as changed (core's `changedRooms`).
 */
export function roomsChanged(
  rooms: readonly RoomGroups[],
  packageId: number | null,
  choices: Choices,
): ReadonlySet<number> {
  return changedRooms(rooms, choices, baseChoices(rooms, packageId));
}

/** The compact code of a set of choices, as the address bar carries it. */
export function choicesCode(choices: Choices): string {
  return encodeChoices(choicesToList(choices));
}

/**
 * The choices an address brings that the design does not hold yet: a readable link whose choices
 * differ from the stored ones. Null when there is no link, it is damaged, or it is what we wrote.
 */
export function linkedChoicesToApply(
  linked: DecodeResult | null,
  storedCode: string | null,
): Choice[] | null {
  if (!linked?.ok) return null;
  return encodeChoices(linked.choices) === storedCode ? null : linked.choices;
}

/** The design on screen: the starting package's choices, the carried ones over them, restricted. */
export function designChoices(
  rooms: readonly RoomGroups[],
  packageId: number | null,
  carried: readonly Choice[] | null,
): AppliedChoices {
  return applyChoices(rooms, baseChoices(rooms, packageId), carried ?? []);
}

/** Whether a query string carries choices in any form (`selections`, `compressed_selections`). */
export function namesChoices(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has("selections") || params.has("compressed_selections");
}

/** Every room of the layout and the code that reads and writes version 3 links with them. */
export type StructuredLinks = { rooms: readonly RoomGroups[]; code: LinkCode };

function readLinked(params: URLSearchParams, v3: StructuredLinks | undefined) {
  return v3 ? v3.code.readLinkChoices(params, v3.rooms) : readChoicesFromQuery(params);
}

function writeLinked(params: URLSearchParams, wanted: Choices, v3: StructuredLinks | undefined) {
  const list = choicesToList(wanted);
  return v3 ? v3.code.writeLinkChoices(params, list, v3.rooms) : writeChoicesToQuery(params, list);
}

/**
 * What the address bar should carry: the compact code of a changed design, nothing for an
 * unchanged package. Null when it already does (a link in plain JSON with the same choices stays
 * as it is), else the new query string. With `v3` (every room loaded) the code is version 3, the
 * shortest (docs/decisions/005); without it version 2.
 */
export function syncedSearch(
  search: string,
  linked: DecodeResult | null,
  wanted: Choices | null,
  v3?: StructuredLinks,
): string | null {
  if (wanted === null) return linked === null ? null : searchWithoutSelections(search);
  if (linked?.ok && encodeChoices(linked.choices) === choicesCode(wanted)) return null;
  const params = writeLinked(new URLSearchParams(searchWithoutSelections(search)), wanted, v3);
  return `?${params.toString()}`;
}

/**
 * What the browser's address `search` should become for the design (see syncedSearch), or null
 * when it already says that. After a choice the address holds the previous compact code: that is
 * compared as text with the new one rather than decoded.
 */
export function addressUpdate(
  search: string,
  wanted: Choices | null,
  v3?: StructuredLinks,
): string | null {
  const params = new URLSearchParams(search);
  if (wanted !== null && params.get("compressed_selections") === "true") {
    const next = writeLinked(dropChoicesFromQuery(new URLSearchParams(search)), wanted, v3);
    return next.get("selections") === params.get("selections") ? null : `?${next.toString()}`;
  }
  return syncedSearch(search, readLinked(params, v3), wanted, v3);
}
