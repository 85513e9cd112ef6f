/**
 * The one place the buyer's design lives while the page is open: a store outside React holding
 * the state machine's state (machine.ts), changed only by `dispatch`. Its changed design is kept
 * in the browser between visits by the app's persisted store (lib/store.ts): read once here, and
 * written by the subscriber below whenever it changes. The address bar is written by address.ts.
 */
import { create } from "zustand";
import { usePrimaryStore } from "../../../lib/store.ts";
import { type DesignEvent, type DesignState, initialDesign, reduce } from "./machine.ts";

/** The store; as a hook, a part of the design's state (re-rendering only when that part changes). */
export const useDesignStore = create<DesignState>()(() =>
  initialDesign(usePrimaryStore.getState().selections),
);
export const designStore = useDesignStore;

export function dispatch(event: DesignEvent): void {
  designStore.setState(reduce(designStore.getState(), event), true);
}

designStore.subscribe((state, previous) => {
  if (state.stored !== previous.stored) usePrimaryStore.getState().setSelections(state.stored);
});
