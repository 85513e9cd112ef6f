import { Suspense } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { useFirstScreenShown } from "../../../lib/first-paint.ts";
import { useIdle } from "../../../lib/use-idle.ts";

const RoomFooter = lazyPart(() =>
  import("../actions/lazy-actions.ts").then((m) => m.loadRoomFooter()).then((m) => m.RoomFooter),
);

/**
 * Under a room's selections: the save bar (why to save, the share and save buttons) and the
 * pager to the neighbouring rooms. Both sit below the groups, so their code loads once the
 * browser is idle after the room has shown, rather than competing with the room's own.
 */
export function RoomFooterSlot() {
  if (!useIdle(useFirstScreenShown())) return null;
  return (
    <Suspense fallback={null}>
      <RoomFooter />
    </Suspense>
  );
}
