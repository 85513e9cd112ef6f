import { RoomPager } from "../components/room-pager.tsx";
import { RoomSaveBar } from "./room-save-bar.tsx";

/** Under a room's selections (components/room-footer-slot.tsx). */
export function RoomFooter() {
  return (
    <>
      <RoomSaveBar />
      <RoomPager />
    </>
  );
}
