import { assetName, pickLabel, type SelectionGroup } from "@home-designer/core";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { configuratorKeys } from "../api/keys.ts";
import { useConfigurator } from "../context.ts";
import { roomLabel } from "./labels.ts";
import { type Allowed, restrictionSources } from "./restriction-reasons.ts";

/**
 * Why a group's ruled-out options cannot be chosen: "Not available with “Oak” (Flooring)", naming
 * the room as well when the choice was made in another room. The source group is looked up in the
 * open room, then in every room already loaded.
 */
export function useRestrictionReason(groups: readonly SelectionGroup[]) {
  const { t } = useTranslation("configurator");
  const { rooms, lang } = useConfigurator();
  const queryClient = useQueryClient();

  return useCallback(
    (allowed: Allowed, roomId: number): string => {
      const findGroup = (room: number, id: number): SelectionGroup | undefined => {
        const here = groups.find((g) => g.id === id && g.roomId === room);
        if (here) return here;
        for (const [, loaded] of queryClient.getQueriesData<SelectionGroup[]>({
          queryKey: configuratorKeys.allRoomGroups(),
        })) {
          const found = loaded?.find((g) => g.id === id && g.roomId === room);
          if (found) return found;
        }
        return undefined;
      };
      const reasons = restrictionSources(allowed).flatMap((source) => {
        const group = findGroup(source.sourceRoomId, source.sourceGroupId);
        const asset = group?.assets.find((a) => a.id === source.sourceAssetId);
        if (!group || !asset) return [];
        const values = {
          option: assetName(asset, lang),
          group: pickLabel(group.title.label, lang),
        };
        const room =
          source.sourceRoomId === roomId
            ? undefined
            : rooms.find((r) => r.id === source.sourceRoomId);
        return [
          room
            ? t("restriction.reasonInRoom", { ...values, room: roomLabel(room, lang) })
            : t("restriction.reason", values),
        ];
      });
      return reasons.length > 0 ? reasons.join(" · ") : t("restriction.generic");
    },
    [groups, queryClient, rooms, lang, t],
  );
}
