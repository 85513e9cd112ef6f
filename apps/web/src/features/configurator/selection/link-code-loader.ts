import type * as LinkCodeModule from "./link-code.ts";

/** What reads and writes version 3 links (docs/decisions/005). */
export type LinkCode = typeof LinkCodeModule;

let loaded: LinkCode | null = null;
let loading: Promise<LinkCode> | null = null;

/**
 * Version 3 links need every room of the layout, which the first screen does not have: their
 * code (about 1 KB) is fetched once the rooms are there, not with the first screen's scripts.
 */
export function loadLinkCode(): Promise<LinkCode> {
  loading ??= import("./link-code.ts").then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      // A failed fetch (a flaky network) is tried again by the next caller.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The code when it has arrived, else null. */
export function loadedLinkCode(): LinkCode | null {
  return loaded;
}
