import { useSyncExternalStore } from "react";

type WatchedQuery = {
  subscribe: (onChange: () => void) => () => void;
  matches: () => boolean;
};

// One MediaQueryList per query for the whole page: a render reads its `matches` and subscribes
// nothing new (asking `window.matchMedia` on every render is measurably slow in large lists).
const watched = new Map<string, WatchedQuery>();

function watch(query: string): WatchedQuery {
  let entry = watched.get(query);
  if (!entry) {
    const list = window.matchMedia(query);
    entry = {
      subscribe: (onChange) => {
        list.addEventListener("change", onChange);
        return () => list.removeEventListener("change", onChange);
      },
      matches: () => list.matches,
    };
    watched.set(query, entry);
  }
  return entry;
}

/** Whether a media query matches, following changes (e.g. rotating a tablet). */
export function useMediaQuery(query: string): boolean {
  const { subscribe, matches } = watch(query);
  return useSyncExternalStore(subscribe, matches, () => false);
}

/** The product's one breakpoint: 768 px and wider is desktop. */
export const DESKTOP_QUERY = "(min-width: 768px)";

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
