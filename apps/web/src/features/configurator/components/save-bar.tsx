import { Suspense } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";

const RoomSaveBar = lazyPart(() =>
  import("../actions/lazy-actions.ts").then((m) => m.loadRoomSaveBar()).then((m) => m.RoomSaveBar),
);

/**
 * Under a room's selections: why to save, and the share and save buttons. It sits below the
 * groups, so its code follows the room's rather than delaying it.
 */
export function SaveBar() {
  return (
    <Suspense fallback={null}>
      <RoomSaveBar />
    </Suspense>
  );
}
