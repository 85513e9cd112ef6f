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

/** The write waiting for the next paint, and the history entry it is for. */
let pending: { write: () => void; entry: string | undefined } | null = null;

/** The router's key of the history entry the address is on (lib/navigation.ts). */
function entryKey(): string | undefined {
  return (window.history.state as { key?: string } | null)?.key;
}

/**
 * Runs `write` (which corrects the address with `replaceAddressSearch`) once the browser has
 * painted what the person just did: Chromium takes 0.5–2.5 ms for a `replaceState` (its history
 * entry is updated in the browser process), four times that on a phone, and the configurator's
 * choice of an option would otherwise wait for it before it shows. Only the latest `write` runs;
 * it should work out the address from the state it finds then. Whatever reads or moves the
 * address runs it first (`flushAddress`), so nobody sees the address a frame behind; after Back
 * or Forward it does not run, as it was for the entry left.
 */
export function writeAddressAfterPaint(write: () => void): void {
  const scheduled = pending !== null;
  pending = { write, entry: entryKey() };
  if (scheduled) return;
  // A task after the next frame's callbacks comes after its paint; a hidden page paints nothing.
  if (document.hidden) window.setTimeout(flushAddress, 0);
  else window.requestAnimationFrame(() => window.setTimeout(flushAddress, 0));
}

/** Runs the address's waiting write now, if there is one. */
export function flushAddress(): void {
  const waiting = pending;
  pending = null;
  if (waiting && waiting.entry === entryKey()) waiting.write();
}

/**
 * The query the browser's address carries now, choices included. A move that should keep the
 * buyer's choices in its address at once (another language of the same page) starts from this
 * rather than from the router's location.
 */
export function addressSearch(): string {
  flushAddress();
  return window.location.search;
}
