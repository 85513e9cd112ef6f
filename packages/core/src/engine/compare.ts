import type { Asset, SelectionGroup } from "../api/rooms.ts";
import type { Cents } from "../money.ts";
import { type Choices, findAsset, type RoomGroups, slotKey } from "./configuration.ts";
import { assetPrice, type Total, total } from "./pricing.ts";

/**
 * One design of a comparison: the rooms as they were loaded for it (a buyer's own package brings
 * its own choices and special solutions, so its groups may differ from a company package's) and
 * its choices over them.
 */
export type ComparedDesign = { rooms: readonly RoomGroups[]; choices: Choices };

/** One group of a room across the designs, in the designs' order. */
export type GroupComparison = {
  /** The group as the first design that has it loaded it (its title and priority). */
  group: SelectionGroup;
  /** Each design's chosen option; undefined where a design has none in this group. */
  options: readonly (Asset | undefined)[];
  /** Each design's price for its option, as the configurator prices it (null: no price). */
  prices: readonly (Cents | null)[];
  /** The designs choose different options here, or the same option at different prices. */
  differs: boolean;
};

export type RoomComparison = {
  roomId: number;
  /** The visible groups, by priority: what a buyer sees in the room. */
  groups: readonly GroupComparison[];
  /** Each design's sum of the room's prices. */
  totals: readonly Cents[];
  /** Each design's room sum minus the first design's (the first is always 0). */
  differences: readonly Cents[];
  /** Some group of the room differs between the designs. */
  differs: boolean;
};

export type DesignsComparison = {
  rooms: readonly RoomComparison[];
  /** Each design's total, exactly as the configurator's total of that design. */
  totals: readonly Total[];
  /** Each design's total minus the first design's. */
  differences: readonly Cents[];
};

/**
 * Two or more designs of one layout side by side, room by room: every visible group with each
 * design's option and price, whether they differ, and each room's and the whole design's price
 * against the first design. Prices are the engine's (`assetPrice`, `total`), so a design's
 * total here is the total its configurator shows, and its rooms' sums add up to it (hidden groups
 * count in neither). Rooms are in the first design's order; a group only some designs loaded
 * (an option the company retired that one package still holds) is compared all the same.
 */
export function compareDesigns(
  designs: readonly ComparedDesign[],
  vatRateOf: (roomId: number) => number,
): DesignsComparison {
  const first = designs[0];
  if (!first) return { rooms: [], totals: [], differences: [] };
  const rooms = first.rooms.map((room): RoomComparison => {
    const roomOf = designs.map(
      (design) =>
        design.rooms.find((r) => r.roomId === room.roomId) ?? { ...room, groups: [] as const },
    );
    const groups = roomGroupsInOrder(roomOf).map((group): GroupComparison => {
      const rate = vatRateOf(room.roomId);
      const options = designs.map((design, i) => {
        const own = roomOf[i]?.groups.find((g) => g.id === group.id);
        return own ? findAsset(own, design.choices.get(slotKey(room.roomId, group.id))) : undefined;
      });
      const prices = options.map((asset) => (asset ? assetPrice(asset, rate) : null));
      const differs = options.some(
        (asset, i) => asset?.id !== options[0]?.id || prices[i] !== prices[0],
      );
      return { group, options, prices, differs };
    });
    const totals = designs.map(
      (design, i) => total(roomOf[i] ? [roomOf[i]] : [], design.choices, vatRateOf).cents,
    );
    return {
      roomId: room.roomId,
      groups,
      totals,
      differences: totals.map((cents) => cents - (totals[0] ?? 0)),
      differs: groups.some((g) => g.differs),
    };
  });
  const totals = designs.map((design) => total(design.rooms, design.choices, vatRateOf));
  const base = totals[0]?.cents ?? 0;
  return { rooms, totals, differences: totals.map((t) => t.cents - base) };
}

/** The visible groups any of the designs has in a room, by priority, each once. */
function roomGroupsInOrder(rooms: readonly RoomGroups[]): SelectionGroup[] {
  const byId = new Map<number, SelectionGroup>();
  for (const room of rooms) {
    for (const group of room.groups) {
      if (!group.hidden && !byId.has(group.id)) byId.set(group.id, group);
    }
  }
  return [...byId.values()].sort((a, b) => a.priority - b.priority || a.id - b.id);
}
