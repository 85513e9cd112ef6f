import { useIsDesktop } from "../../../lib/use-media-query.ts";

/** The id of a room's tab (desktop), which labels the open room's panel. */
export function roomTabId(slug: string): string {
  return `room-tab-${slug}`;
}

/** The open room's panel, which the selected tab controls. */
export const ROOM_PANEL_ID = "room-panel";

/**
 * The attributes of the open room's (or the summary's) panel: on desktop the tab panel of its
 * tab; on phones, where the room list chooses and there are no tabs, a part of the page like any
 * other (one pattern per screen: a tab panel without its tab misleads screen readers).
 */
export function useRoomPanel(slug: string) {
  const isDesktop = useIsDesktop();
  return isDesktop
    ? { id: ROOM_PANEL_ID, role: "tabpanel", "aria-labelledby": roomTabId(slug) }
    : { id: ROOM_PANEL_ID };
}
