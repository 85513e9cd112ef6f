import { useLayoutEffect } from "react";

/**
 * The page's first paint (`#first-paint`, made by the server for a room or the summary before any
 * script runs: docs/decisions/008-first-view.md) lies over the app until the app's own screen is
 * ready; then it goes. Nothing moves when it does: it is fixed, out of the page's flow.
 */
export function removeFirstPaint(): void {
  document.getElementById("first-paint")?.remove();
}

/** Removes the first paint once `ready`: a screen that shows what it stood in for, or a message. */
export function useFirstPaintDone(ready = true): void {
  useLayoutEffect(() => {
    if (ready) removeFirstPaint();
  }, [ready]);
}
