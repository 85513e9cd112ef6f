import type { Image } from "../api/common.ts";
import type { SelectionGroup } from "../api/rooms.ts";
import { type Choices, findAsset, slotKey } from "./configuration.ts";

/**
 * The room picture: every group's base layers plus the image of each chosen option, bottom layer
 * first. Hidden groups take part, as their choices are still part of the room. The configurator
 * draws it in the browser; the server composes the same layers into one picture for link previews.
 */
export function pictureLayers(groups: readonly SelectionGroup[], choices: Choices): Image[] {
  const layers = new Map<string, Image>();
  for (const group of [...groups].sort((a, b) => a.priority - b.priority)) {
    for (const image of group.images) layers.set(`${image.id}:${image.url}`, image);
    const image = findAsset(group, choices.get(slotKey(group.roomId, group.id)))?.image;
    if (image) layers.set(`${image.id}:${image.url}`, image);
  }
  // Array.prototype.sort is stable, so equal layers keep the group order.
  return [...layers.values()].sort((a, b) => a.layer - b.layer);
}
