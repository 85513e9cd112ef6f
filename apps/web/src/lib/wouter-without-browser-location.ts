/**
 * Stands in for wouter's `use-browser-location.js` (vite.config.ts). wouter's default router reads
 * the browser's location itself, and to hear of every `pushState` and `replaceState` that module
 * replaces both on import with versions that send an event each time. The app's router
 * (lib/navigation.ts) keeps the location and gives wouter its own hooks, so wouter's defaults are
 * never called: without them the first load is 0.25 KB smaller, and the history's methods are the
 * browser's own.
 */
function outsideTheRouter(): never {
  throw new Error("wouter is used only inside the app's router (lib/navigation.ts)");
}

export const useBrowserLocation = outsideTheRouter;
export const useSearch = outsideTheRouter;
