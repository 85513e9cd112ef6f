import { create } from "zustand";

/** Rows of fewer rooms than this sit at the left; more rooms spread over the whole width. */
export const SPREAD_FROM = 5;

/** How the room tabs share the row (spec section 2). */
export function tabRowLayout(roomCount: number): "start" | "spread" {
  return roomCount < SPREAD_FROM ? "start" : "spread";
}

/** The row's arrow buttons scroll further forward than back (spec section 9). */
export const TAB_SCROLL_FORWARD = 170;
export const TAB_SCROLL_BACK = 140;

/** The open tab is brought into view once the row has settled after a change. */
export const SELECTED_TAB_DELAY_MS = 1000;

/**
 * The scroll position that puts a tab in the middle of its row, kept within what the row can
 * scroll. Offsets are the tab's left edge and width inside the row's content.
 */
export function centredScrollLeft(
  tab: { left: number; width: number },
  row: { width: number; scrollWidth: number },
): number {
  const max = Math.max(0, row.scrollWidth - row.width);
  const target = tab.left - (row.width - tab.width) / 2;
  return Math.min(max, Math.max(0, Math.round(target)));
}

type RoomNavigationLock = {
  /** The summary's selections of every room are loading. */
  summaryLoading: boolean;
  /** A package is being saved. */
  packageSaving: boolean;
  setSummaryLoading: (loading: boolean) => void;
  setPackageSaving: (saving: boolean) => void;
};

/**
 * While the summary's selections load or a package save runs, the room tabs and the phone's room
 * dropdown are disabled (spec section 4), so no half-loaded room or half-saved package is left.
 * Whoever runs those sets the flags here.
 */
export const useRoomNavigationLock = create<RoomNavigationLock>()((set) => ({
  summaryLoading: false,
  packageSaving: false,
  setSummaryLoading: (summaryLoading) => set({ summaryLoading }),
  setPackageSaving: (packageSaving) => set({ packageSaving }),
}));

/** Whether moving between rooms is disabled right now. */
export function useRoomNavigationDisabled(): boolean {
  return useRoomNavigationLock((s) => s.summaryLoading || s.packageSaving);
}
