import {
  type Asset,
  type Choices,
  chooseSpecial,
  dropSpecial,
  type RoomGroups,
  type SelectionGroup,
} from "@home-designer/core";
import { useQueryClient } from "@tanstack/react-query";
import { configuratorQueries } from "../api/queries.ts";
import { useConfigurator } from "../context.ts";
import { dispatch } from "../design/store.ts";
import { useDesign } from "../design/use-design.ts";
import { withSpecialAdded, withSpecialChanged, withSpecialRemoved } from "./special-form.ts";
import { staffApi } from "./staff-api.ts";

/**
 * The special switch and the edits of a special solution, kept in step with what the room shows.
 * The server chooses a new special solution in the customer's package at once, and a removed
 * one's slot falls back to the group's first regular option; the loaded room is changed the same
 * way rather than fetched again. A design with unsaved changes holds every slot itself, so there
 * the slot is set by the engine (`chooseSpecial`, `dropSpecial`) as well.
 */
export function useSpecialSwitch(group: SelectionGroup) {
  const state = useConfigurator();
  const design = useDesign();
  const queryClient = useQueryClient();
  const { project, layoutId, activePackage, selectedUser } = state;
  const packageId = activePackage?.id ?? null;
  const slot = { roomId: group.roomId, groupId: group.id };
  const queryKey = configuratorQueries.roomGroups(
    project,
    group.roomId,
    layoutId,
    activePackage ?? null,
    selectedUser,
  ).queryKey;

  const updateRoom = (
    change: (groups: SelectionGroup[] | undefined) => SelectionGroup[] | undefined,
  ) => queryClient.setQueryData<SelectionGroup[]>(queryKey, change);

  /** Writes the slot into the unsaved design, when there is one for this package. */
  const storeSlot = (choices: Choices) => dispatch({ type: "special switched", choices });

  const turnOn = async () => {
    if (packageId === null) return;
    const { asset } = await staffApi.createSpecial({
      selection_group_id: group.id,
      package_id: packageId,
      tab_id: group.roomId,
    });
    // The package now chooses the special solution in this group, and nothing else there.
    const add = (groups: readonly SelectionGroup[] | undefined) =>
      withSpecialAdded(
        groups?.map((g) =>
          g.id === group.id
            ? {
                ...g,
                assets: g.assets.map((a) => ({
                  ...a,
                  packages: a.packages.filter((id) => id !== packageId),
                })),
              }
            : g,
        ),
        asset,
      );
    const rooms: RoomGroups[] = design.rooms.map((room) =>
      room.roomId === group.roomId ? { ...room, groups: add(room.groups) ?? room.groups } : room,
    );
    storeSlot(chooseSpecial(rooms, design.choices, { ...slot, assetId: asset.id }).choices);
    updateRoom(add);
  };

  const turnOff = async (special: Asset) => {
    await staffApi.deleteSpecial(special.id);
    storeSlot(dropSpecial(design.rooms, design.choices, slot).choices);
    updateRoom((groups) => withSpecialRemoved(groups, special.id));
  };

  const changeSpecial = (id: number, change: (asset: Asset) => Asset) =>
    updateRoom((groups) => withSpecialChanged(groups, id, change));

  return {
    turnOn,
    turnOff,
    changeSpecial,
    /** Every room is loaded, so the design's choices are final and may change. */
    ready: design.complete,
  };
}
