import { createElement, type ReactNode, useState } from "react";
import { type History, type Location, type Path, Router, resolvePath } from "./navigation.ts";

/**
 * A router over a history held in memory, for component tests (jsdom): the same hooks, links and
 * route matching as the page's, without touching the test environment's address bar.
 */

/** A starting entry: a path (`/et/auth?x=1`), or its parts with the entry's state. */
export type InitialEntry = string | (Partial<Path> & { state?: unknown });

export type MemoryHistory = History & {
  /** Every entry so far, and which is current: what a test can check after clicks. */
  readonly entries: readonly Location[];
  readonly index: number;
};

export function createMemoryHistory(
  initialEntries: readonly InitialEntry[] = ["/"],
): MemoryHistory {
  const entries: Location[] = initialEntries.map((entry, i) => {
    const path = resolvePath(entry, "/");
    const state = typeof entry === "string" ? null : (entry.state ?? null);
    return { ...path, state, key: i === 0 ? "default" : `entry-${i}` };
  });
  if (entries.length === 0) throw new Error("a memory history needs an entry");
  let index = entries.length - 1;
  const listeners = new Set<() => void>();
  return {
    get entries() {
      return entries;
    },
    get index() {
      return index;
    },
    read: () => entries[index] as Location,
    write(location, replace) {
      if (replace) entries[index] = location;
      else {
        entries.splice(index + 1, entries.length, location);
        index += 1;
      }
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1);
      if (next === index) return;
      index = next;
      for (const listener of listeners) listener();
    },
    listen(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}

/** Renders `children` under a memory router starting at the last of `initialEntries`. */
export function MemoryRouter({
  initialEntries,
  history,
  children,
}: {
  initialEntries?: readonly InitialEntry[];
  /** A history made by the test, to look at its entries afterwards. */
  history?: MemoryHistory;
  children?: ReactNode;
}) {
  const [own] = useState(() => history ?? createMemoryHistory(initialEntries));
  return createElement(Router, { history: own }, children);
}
