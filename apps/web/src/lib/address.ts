/**
 * The browser's address bar, corrected in place: only the query changes, and the history entry
 * keeps its state (the router's key and navigation state), so Back, Forward and the router's own
 * moves work as before. The router (lib/navigation.ts) is not told, so nothing re-renders for it: the
 * configurator writes the buyer's choices here on every change, and a re-render of every route
 * and link per click would cost more than the change itself. The router's location therefore
 * never carries the choices (the design drops them from it once read, see the configurator's
 * `design/address.ts`); the browser's does.
 */
export function replaceAddressSearch(search: string): void {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, "", `${pathname}${search}${hash}`);
}

/**
 * The query the browser's address carries now, choices included. A move that should keep the
 * buyer's choices in its address at once (another language of the same page) starts from this
 * rather than from the router's location.
 */
export function addressSearch(): string {
  return window.location.search;
}
