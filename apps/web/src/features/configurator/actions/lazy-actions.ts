/**
 * One door to the actions' code for the screens that load first (a room, the layout): each of
 * them imports only this small module when needed, and it loads the rest. Their own bundles then
 * carry one short list of files to preload instead of one long list per action.
 */
export const loadRoomFooter = () => import("./room-footer.tsx");
export const loadDesignWatch = () => import("./design-watch.tsx");
