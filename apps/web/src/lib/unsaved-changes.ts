import type { MouseEvent } from "react";
import { create } from "zustand";

type UnsavedChangesState = {
  /** The open design holds changes no package has (custom, or the buyer's own being updated). */
  unsaved: boolean;
  /** A navigation the buyer started while holding unsaved changes, waiting for their answer. */
  pending: (() => void) | null;
  setUnsaved: (unsaved: boolean) => void;
  /** Runs the pending navigation and forgets it. */
  confirm: () => void;
  /** Drops the pending navigation: the buyer stays with their changes. */
  cancel: () => void;
};

/**
 * The configurator says here whether its design has unsaved changes; the top navigation (All
 * apartments, My account, Help, Logout) asks before leaving such a design (spec section 4). The
 * design itself stays in the browser's storage, so confirming loses nothing a reload would keep.
 */
export const useUnsavedChanges = create<UnsavedChangesState>()((set, get) => ({
  unsaved: false,
  pending: null,
  setUnsaved: (unsaved) => set({ unsaved }),
  confirm: () => {
    const { pending } = get();
    set({ pending: null });
    pending?.();
  },
  cancel: () => set({ pending: null }),
}));

/**
 * Runs a navigation now, or, while the design holds unsaved changes, once the buyer confirms.
 * Answers whether it ran now (a link's own navigation must then not be stopped).
 */
export function guardNavigation(action: () => void): boolean {
  const { unsaved } = useUnsavedChanges.getState();
  if (!unsaved) {
    action();
    return true;
  }
  useUnsavedChanges.setState({ pending: action });
  return false;
}

/**
 * A link's click that leaves the page: while the design holds unsaved changes it waits for the
 * buyer's answer and then goes to `to`; a new tab or window leaves the design where it is.
 */
export function leaveOnClick(navigate: (to: string) => void, to: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    if (!useUnsavedChanges.getState().unsaved) return;
    event.preventDefault();
    guardNavigation(() => navigate(to));
  };
}
