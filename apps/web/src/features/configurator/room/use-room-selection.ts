import type { Room, SelectionGroup, SlotKey } from "@home-designer/core";
import { useCallback, useMemo } from "react";
import { useDesign } from "../design/use-design.ts";
import { useRoomNavigationLock } from "./room-navigation.ts";

/**
 * The open room's view of the buyer's design (see design/): its choices are computed over
 * every room, so a whole-apartment choice shows in this room's picture too.
 */
export function useRoomSelection(
  room: Room | undefined,
  groups: readonly SelectionGroup[] | undefined,
) {
  const {
    choices,
    targets,
    changedRooms,
    showable,
    readOnly,
    loaded,
    choose: chooseInDesign,
  } = useDesign();
  // Other rooms' groups draw in this room's picture too (the whole apartment's floor).
  const layoutGroups = useMemo(() => [...loaded.values()].flat(), [loaded]);

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
    /** The groups of every room loaded so far, for the room picture. */
    layoutGroups,
    /**
     * This room's choices differ from the package's (the buyer changed them, or a restriction
     * from a room they changed did); other rooms' changes do not mark it.
     */
    modified: room !== undefined && changedRooms.has(room.id),
    choose,
    /** The room's choices are right and can be shown. */
    ready: room !== undefined && groups !== undefined && showable,
    /** A confirmed package this person may not change: its choices are shown, not changed. */
    readOnly,
  };
}
