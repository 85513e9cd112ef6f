import { Suspense, useEffect, useState } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";

const DesignWatch = lazyPart(
  () => import("./lazy-actions.ts").then((m) => m.loadDesignWatch()).then((m) => m.DesignWatch),
  { quiet: true },
);

/**
 * The design's watcher (unsaved changes for the top navigation, the ten-minute reminders) is
 * nothing the first screen needs: it loads once the browser is idle after opening it.
 */
export function DesignWatchSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const start = () => setWanted(true);
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(start, 300);
    return () => window.clearTimeout(id);
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <DesignWatch />
    </Suspense>
  );
}
