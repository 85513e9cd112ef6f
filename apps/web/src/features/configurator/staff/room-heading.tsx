import type { Room } from "@home-designer/core";
import { Suspense, useState } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { usePageHeading } from "../../../lib/navigation.ts";
import { useIsStaff } from "../../../lib/user.ts";
import styles from "./room-heading.module.css";

const RoomRename = lazyPart(() =>
  import("./lazy-staff.ts").then((m) => m.loadRoomRename()).then((m) => m.RoomRename),
);

type RoomHeadingProps = {
  room: Room;
  label: string;
  /** The heading's own look, from the screen it heads. */
  className?: string;
};

/**
 * The open room's heading (`#room-title`, which names the room's panel). Staff rename the room
 * here: a button beside the name opens an editor in its place. The editor's code loads for staff
 * only. Opening the configurator from another page moves focus here; moving from room to room
 * does not (the heading stays, and so does the room tab or list that was used).
 */
export function RoomHeading({ room, label, className }: RoomHeadingProps) {
  const pageHeading = usePageHeading();
  const staff = useIsStaff();
  const [editing, setEditing] = useState(false);
  const open = staff && editing;
  return (
    <div className={styles.row}>
      <h1 ref={pageHeading} tabIndex={-1} id="room-title" className={open ? "sr-only" : className}>
        {label}
      </h1>
      {staff ? (
        <Suspense fallback={null}>
          <RoomRename room={room} label={label} editing={open} onEditingChange={setEditing} />
        </Suspense>
      ) : null}
    </div>
  );
}
