import {
  hasUnsavedChanges,
  type Room,
  type SelectionGroup,
  type SlotKey,
} from "@home-designer/core";
import { useCallback } from "react";
import { useRoomNavigationLock } from "./room-navigation.ts";
import { useDesign } from "./use-design.ts";

/**
 * The open room's view of the buyer's design (see use-design.ts): its choices are computed over
 * every room, so a whole-apartment choice shows in this room's picture too.
 */
export function useRoomSelection(
  room: Room | undefined,
  groups: readonly SelectionGroup[] | undefined,
) {
  const { choices, targets, mode, showable, readOnly, choose: chooseInDesign } = useDesign();

  const choose = useCallback(
    (key: SlotKey, assetId: number) => {
      // No choice is taken while a save is sending the design (spec section 4).
      if (useRoomNavigationLock.getState().packageSaving) return;
      const [roomId, groupId] = key.split(":").map(Number);
      if (roomId === undefined || groupId === undefined) return;
      chooseInDesign({ roomId, groupId, assetId });
    },
    [chooseInDesign],
  );

  return {
    choices,
    targets,
    /** The buyer changed something on top of the package (custom or updating their own). */
    modified: hasUnsavedChanges(mode),
    choose,
    /** The room's choices are right and can be shown. */
    ready: room !== undefined && groups !== undefined && showable,
    /** A confirmed package this person may not change: its choices are shown, not changed. */
    readOnly,
  };
}
