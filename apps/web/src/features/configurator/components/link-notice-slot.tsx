import { Suspense } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { useFailedRooms, useLinkNotice } from "../design/use-design.ts";

const LinkNotice = lazyPart(() => import("./link-notice.tsx").then((m) => m.LinkNotice));

/** Where the link notice appears; its code loads only when a link or a room load went wrong. */
export function LinkNoticeSlot() {
  const hasNotice = useLinkNotice() !== null;
  const failed = useFailedRooms().length > 0;
  if (!hasNotice && !failed) return null;
  return (
    <Suspense fallback={null}>
      <LinkNotice />
    </Suspense>
  );
}
