/**
 * One door to the staff code for the screens that load first (a room, the layout): they import
 * only this small module when staff (or a special solution) is on screen, and it loads the rest.
 * Their own bundles then carry one short list of files to preload instead of one per component.
 */
export const loadSpecialPanel = () => import("./special-panel.tsx");
export const loadSpecialView = () => import("./special-view.tsx");
export const loadRoomRename = () => import("./room-rename.tsx");
export const loadStaffBanner = () => import("./staff-banner.tsx");
export const loadTokenHandover = () => import("./token-handover.tsx");
