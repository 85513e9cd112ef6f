import { createContext, useContext } from "react";

/**
 * Where the dialogs, menus and lists of the shared parts put their layers: the page's body, or,
 * inside the browser's own modal `<dialog>` (the phone's group sheet), that dialog, since the
 * page outside it is inert and under it.
 */
export const PortalContainer = createContext<HTMLElement | null>(null);

/** The container for a Radix `Portal`: undefined means the page's body. */
export function usePortalContainer(): HTMLElement | undefined {
  return useContext(PortalContainer) ?? undefined;
}
