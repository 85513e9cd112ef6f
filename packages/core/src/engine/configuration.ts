import type { Asset, SelectionGroup } from "../api/rooms.ts";

/** One room (tab) with its selection groups, as the configurator has loaded them. */
export type RoomGroups = {
  roomId: number;
  /** A room-type room's restrictions reach every room, not only its own. */
  isRoomType: boolean;
  groups: readonly SelectionGroup[];
};

/** A place where exactly one option is chosen: one selection group in one room. */
export type Slot = { roomId: number; groupId: number };
export type SlotKey = `${number}:${number}`;

export const slotKey = (roomId: number, groupId: number): SlotKey => `${roomId}:${groupId}`;

/** The chosen option (asset id) of every slot. */
export type Choices = ReadonlyMap<SlotKey, number>;

/** A room-group-asset triple: how choices travel in URLs and to the server. */
export type Choice = { roomId: number; groupId: number; assetId: number };

export function choicesToList(choices: Choices): Choice[] {
  return [...choices].map(([key, assetId]) => {
    const [roomId, groupId] = key.split(":").map(Number) as [number, number];
    return { roomId, groupId, assetId };
  });
}

/** Every slot of the loaded rooms with its group, in room and group order. */
export function* slots(
  rooms: readonly RoomGroups[],
): Generator<{ room: RoomGroups; group: SelectionGroup }> {
  for (const room of rooms) for (const group of room.groups) yield { room, group };
}

export function findAsset(group: SelectionGroup, assetId: number | undefined): Asset | undefined {
  return assetId === undefined ? undefined : group.assets.find((a) => a.id === assetId);
}
