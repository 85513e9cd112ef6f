import { useEffect } from "react";
import { useLocation } from "../../lib/router.ts";
import { scrollTargetGroupId } from "./scroll-target.ts";

/** Once the room is shown, brings the group a link pointed at into view. */
export function useScrollTarget(ready: boolean): void {
  const { state } = useLocation();
  useEffect(() => {
    if (!ready) return;
    const groupId = scrollTargetGroupId(state);
    if (groupId === null) return;
    document
      .getElementById(`selection-group-${groupId}`)
      ?.scrollIntoView({ block: "start", behavior: "smooth" });
  }, [ready, state]);
}
