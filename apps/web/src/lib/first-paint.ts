import { useLayoutEffect, useSyncExternalStore } from "react";

/**
 * The page's first paint (`#first-paint`, made by the server for a room or the summary before any
 * script runs: docs/decisions/008-first-view.md) lies over the app until the app's own screen is
 * ready; then it goes. Nothing moves when it does: it is fixed, out of the page's flow.
 *
 * The moment is kept, with or without a first paint: parts a screen does not need at first (the
 * save bar, the design's watcher) wait for it, so that their code does not compete with the
 * screen's (`useIdle(useFirstScreenShown())`).
 */
let firstScreenShown = false;
const listeners = new Set<() => void>();

export function removeFirstPaint(): void {
  document.getElementById("first-paint")?.remove();
  if (firstScreenShown) return;
  firstScreenShown = true;
  for (const listener of listeners) listener();
}

/** Removes the first paint once `ready`: a screen that shows what it stood in for, or a message. */
export function useFirstPaintDone(ready = true): void {
  useLayoutEffect(() => {
    if (ready) removeFirstPaint();
  }, [ready]);
}

/**
 * `useFirstPaintDone` as an element: put after what the screen must show, inside the same
 * Suspense boundary, it removes the first paint only once that has rendered.
 */
export function FirstPaintDone(): null {
  useFirstPaintDone();
  return null;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether the app's first screen (a room, the summary, a message) has been shown; true at the
 * latest when the first paint's time limit has passed (app/first-view.ts).
 */
export function useFirstScreenShown(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => firstScreenShown,
    () => false,
  );
}
