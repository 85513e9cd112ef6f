import type { Image } from "../api/common.ts";
import type { SelectionGroup, Tabs } from "../api/rooms.ts";
import { type Choices, findAsset, slotKey } from "./configuration.ts";

/** What a room's picture starts from: the room and its base layers (the tabs' room). */
export type PictureRoom = { id: number; images: readonly Image[] };

/**
 * A room's picture, bottom layer first: the room's base layers, the image of each option chosen in
 * the room, and the layers other rooms' groups draw in it for their chosen options (the whole
 * apartment's floor in the kitchen). `groups` are the loaded groups of every room of the layout,
 * so that a choice in another room shows here at once. Hidden groups take part, as their choices
 * are still part of the room. The configurator draws it in the browser; the server composes the
 * same layers into one picture for link previews and the first paint.
 */
export function pictureLayers(
  room: PictureRoom,
  groups: readonly SelectionGroup[],
  choices: Choices,
): Image[] {
  const layers = new Map<string, Image>();
  const add = ({ id, url, layer }: Image) => layers.set(`${id}:${url}`, { id, url, layer });
  for (const image of room.images) add(image);
  for (const group of [...groups].sort((a, b) => a.priority - b.priority)) {
    const chosen = findAsset(group, choices.get(slotKey(group.roomId, group.id)));
    // A special solution without a layer of its own (made before special solutions had layers,
    // or given none) is drawn as the group's first catalogue option, as the group lists them, so
    // that a room is never drawn without, say, its cabinets (decision 059).
    const standIn = chosen?.is_special ? group.assets.find((a) => !a.is_special) : undefined;
    if (group.roomId === room.id) {
      const image = chosen?.image ?? standIn?.image;
      if (image) add(image);
    }
    const drawnFor = (id: number | undefined) =>
      group.images.filter((image) => image.room_id === room.id && image.selection_id === id);
    const following = drawnFor(chosen?.id);
    for (const image of following.length > 0 ? following : drawnFor(standIn?.id)) add(image);
  }
  // Array.prototype.sort is stable, so equal layers keep the order they were added in.
  return [...layers.values()].sort((a, b) => a.layer - b.layer);
}

/** Whether a layout has a plan to show: the apartment's, the kitchen's, the electrical or a wardrobe's. */
export function hasPlans(
  tabs: Pick<Tabs, "layoutImage" | "kitchenPlanImage" | "electricalPlanImage" | "wardrobePlans">,
): boolean {
  return Boolean(
    tabs.layoutImage ||
      tabs.kitchenPlanImage ||
      tabs.electricalPlanImage ||
      tabs.wardrobePlans.some((plan) => plan.url),
  );
}
