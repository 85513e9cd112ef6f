/**
 * The one writer of the address bar for the design: it follows the design's store and carries
 * each change into the address, and nothing else of the design writes the address.
 *
 * - A picked package opens at its own address (a new history entry).
 * - `custom` without choices is no design: the default package opens instead.
 * - A changed design's compact code is in the query, nothing for an unchanged package. History is
 *   replaced, not added to, so Back leaves the page rather than undoing a click. The browser's
 *   own address is read, not the router's: a move the buyer has just started (another room, a
 *   package) is already there, and replacing it with the old page would undo it. The browser's
 *   address is written directly, without re-rendering every route and link for the router, and
 *   once the change is on screen rather than before (lib/address.ts); the router's location drops
 *   the choices once they are read, so a move that carries its query along never brings back
 *   older choices.
 */
import { pages, samePage } from "@home-designer/core";
import type { StoreApi } from "zustand/vanilla";
import { replaceAddressSearch, writeAddressAfterPaint } from "../../../lib/address.ts";
import type { Navigate } from "../../../lib/navigation.ts";
import { searchWithoutSelections } from "../../../lib/search.ts";
import type { ConfiguratorState } from "../context.ts";
import { addressUpdate, namesChoices } from "../selection/design.ts";
import { SUMMARY } from "../selection/engine.ts";
import { loadedLinkCode, loadLinkCode } from "../selection/link-code-loader.ts";
import type { DesignState } from "./machine.ts";
import { fallbackSlugOf, linkChoicesOf, modifiedOf, pendingFor } from "./selectors.ts";

/** Writes the address for every change of the store's design; answers how to stop. */
export function followDesign(store: StoreApi<DesignState>, navigate: Navigate): () => void {
  let following = true;
  let asked = false;
  // Once the version 3 code has arrived, the address is written again in it.
  const needCode = () => {
    if (asked) return;
    asked = true;
    loadLinkCode().then(
      () => {
        if (!following) return;
        const now = store.getState();
        writeAddress(now, now, navigate, writeLater, needCode);
      },
      () => {
        asked = false;
      },
    );
  };
  // The query of a changed design is written once the change is on screen (lib/address.ts),
  // from the design and the address as they are then.
  const writeLater = () =>
    writeAddressAfterPaint(() => {
      if (following) writeChoices(store.getState(), needCode);
    });
  const stop = store.subscribe((state, previous) =>
    writeAddress(state, previous, navigate, writeLater, needCode),
  );
  return () => {
    following = false;
    stop();
  };
}

function writeAddress(
  state: DesignState,
  previous: DesignState,
  navigate: Navigate,
  writeLater: () => void,
  needCode: () => void,
): void {
  const { place, address } = state;
  if (!place || !address) return;
  if (state.leaving) {
    if (state.leaving !== previous.leaving) navigate(packagePath(place, state.leaving.slug));
    return;
  }
  const fallback = fallbackPath(state);
  if (fallback !== null) {
    if (fallback !== fallbackPath(previous)) navigate(fallback, { replace: true });
    return;
  }
  if (!namesChoices(address.search)) {
    writeLater();
    return;
  }
  // The router's address names choices only as the page opens: they leave it at once.
  const update = choicesUpdate(state, needCode);
  if (!update) return;
  const { pathname, search } = window.location;
  navigate({ pathname, search: searchWithoutSelections(search) }, { replace: true });
  replaceAddressSearch(update.next ?? search);
}

/** The design's choices into the browser's address, when it is on the design's package still. */
function writeChoices(state: DesignState, needCode: () => void): void {
  const { address } = state;
  if (!address || state.leaving || fallbackPath(state) !== null) return;
  if (namesChoices(address.search)) return;
  const next = choicesUpdate(state, needCode)?.next;
  if (next != null) replaceAddressSearch(next);
}

/**
 * The browser's query with the design's choices (`next`, null when it already has them), once
 * every room is in and nothing waits; null while the address is not on the design's package (a
 * move the buyer has just started is already there, and replacing it would undo it).
 */
function choicesUpdate(state: DesignState, needCode: () => void): { next: string | null } | null {
  const { place } = state;
  if (!place || !state.scope.complete || pendingFor(state.pending, place)) return null;
  const { pathname, search } = window.location;
  const { lang, packageSegment } = place;
  const ownPath = pages.package({ lang, packageId: packageSegment });
  if (pathname !== ownPath && !pathname.startsWith(`${ownPath}/`)) return null;
  // Every room is loaded here (scope.complete): the shortest code, version 3, can be written
  // once its code has arrived; until then version 2.
  const code = loadedLinkCode();
  if (!code) needCode();
  const next = addressUpdate(
    search,
    modifiedOf(state) ? linkChoicesOf(state)(packageSegment) : null,
    code ? { rooms: state.scope.rooms, code } : undefined,
  );
  return { next };
}

/** A picked package's address: the open room (else the first, else the summary) on it. */
function packagePath(place: ConfiguratorState, slug: string): string {
  const tab = place.currentTab ?? place.rooms[0]?.slug ?? SUMMARY;
  return pages.room({ lang: place.lang, packageId: slug, room: tab }, place.carriedSearch);
}

/** The default package's address for `custom` without choices, the rest of the path kept. */
function fallbackPath(state: DesignState): string | null {
  const slug = fallbackSlugOf(state);
  if (slug === null || !state.place || !state.address) return null;
  const { lang, carriedSearch } = state.place;
  return (
    samePage(state.address.pathname, { packageId: slug }, carriedSearch) ??
    pages.package({ lang, packageId: slug }, carriedSearch)
  );
}
