import { useEffect } from "react";
import { useLocation } from "../../../lib/navigation.ts";
import { scrollTargetGroupId } from "./scroll-target.ts";

/**
 * Once the room is shown, brings the group a link pointed at into view, and answers that group's
 * id (phones open its sheet too), or null when the link named none.
 */
export function useScrollTarget(ready: boolean): number | null {
  const { state } = useLocation();
  const groupId = ready ? scrollTargetGroupId(state) : null;
  useEffect(() => {
    if (groupId === null) return;
    document
      .getElementById(`selection-group-${groupId}`)
      ?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [groupId]);
  return groupId;
}
