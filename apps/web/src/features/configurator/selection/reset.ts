/**
 * The package reset, apart from the design's other rules: only its dialog uses it, so it loads
 * with the dialog rather than with the configurator's first screen.
 */
import {
  applyRestrictions,
  type Choices,
  findAsset,
  type RoomGroups,
  type SlotKey,
  sameChoices,
  slotKey,
  slots,
} from "@home-designer/core";

/**
 * A package reset (spec section 4): the first option of every group, restrictions settled. A slot
 * holding a special solution keeps it, as no ordinary choice replaces one. Null when the design
 * already is that.
 */
export function resetChoices(rooms: readonly RoomGroups[], shown: Choices): Choices | null {
  const first = new Map<SlotKey, number>();
  for (const { room, group } of slots(rooms)) {
    const key = slotKey(room.roomId, group.id);
    const current = findAsset(group, shown.get(key));
    const chosen = current?.is_special ? current : group.assets.find((a) => !a.is_special);
    if (chosen) first.set(key, chosen.id);
  }
  const { choices } = applyRestrictions(rooms, first);
  return sameChoices(choices, shown) ? null : choices;
}
