/**
 * The one place the buyer's design lives while the page is open: a store outside React holding
 * the state machine's state (machine.ts), changed only by `dispatch`. Its changed design is kept
 * in the browser between visits by the app's persisted store (lib/store.ts): read once here, and
 * written by the subscriber below whenever it changes. The address bar is written by address.ts.
 */
import { useStore } from "zustand";
import { createStore } from "zustand/vanilla";
import { usePrimaryStore } from "../../../lib/store.ts";
import { type DesignEvent, type DesignState, initialDesign, reduce } from "./machine.ts";

export const designStore = createStore<DesignState>()(() =>
  initialDesign(usePrimaryStore.getState().selections),
);

export function dispatch(event: DesignEvent): void {
  designStore.setState(reduce(designStore.getState(), event), true);
}

designStore.subscribe((state, previous) => {
  if (state.stored !== previous.stored) usePrimaryStore.getState().setSelections(state.stored);
});

/** A part of the design's state; re-renders only when that part changes. */
export function useDesignStore<T>(select: (state: DesignState) => T): T {
  return useStore(designStore, select);
}
