import { Suspense, useState } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { useFirstScreenShown } from "../../../lib/first-paint.ts";
import { useIdle } from "../../../lib/use-idle.ts";

const DesignWatch = lazyPart(
  () => import("./lazy-actions.ts").then((m) => m.loadDesignWatch()).then((m) => m.DesignWatch),
  { quiet: true },
);

/**
 * The design's watcher (unsaved changes for the top navigation, the ten-minute reminders) is
 * nothing the first screen needs: it loads once the browser is idle after that screen has shown.
 */
export function DesignWatchSlot() {
  const [openedAt] = useState(Date.now);
  if (!useIdle(useFirstScreenShown())) return null;
  return (
    <Suspense fallback={null}>
      <DesignWatch openedAt={openedAt} />
    </Suspense>
  );
}
