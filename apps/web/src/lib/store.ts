import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/**
 * The buyer's changed design of one layout, kept so that a reload (or a move to another room,
 * whose address carries no choices for a moment) does not lose unsaved work. Only changed designs
 * are stored: an unchanged package is its own choices. `choices` holds every slot
 * (`"roomId:groupId"` → option id), restrictions settled, exactly as the address bar carries them.
 */
export type StoredSelections = {
  /** The layout: `project:layoutId:selectedUser` (0 for the buyer themself). */
  layout: string;
  /** The path's package segment the changes were made on: a package slug or `custom`. */
  package: string;
  choices: Record<string, number>;
};

export type PrimaryState = {
  token: string | null;
  selections: StoredSelections | null;
  setToken: (token: string | null) => void;
  logout: () => void;
  setSelections: (selections: StoredSelections | null) => void;
};

/** What goes to localStorage: rooms, selection groups, app flags and the locale never do. */
export type PersistedPrimary = Pick<PrimaryState, "token" | "selections">;

export const PRIMARY_STORE_KEY = "primary";
export const PRIMARY_STORE_VERSION = 2;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Earlier versions stored selections in another shape and a `summaryLoadedFirstTime` flag; both
 * are dropped so that an old browser never replays stale choices. The token survives, whether it
 * was stored at the top or inside a `user` object.
 */
export function migratePrimary(persisted: unknown, version: number): PersistedPrimary {
  const state = isRecord(persisted) ? persisted : {};
  const user = isRecord(state.user) ? state.user : {};
  const token =
    typeof state.token === "string"
      ? state.token
      : typeof user.token === "string"
        ? user.token
        : null;
  if (version < PRIMARY_STORE_VERSION) return { token, selections: null };
  return { token, selections: readSelections(state.selections) };
}

function readSelections(value: unknown): StoredSelections | null {
  if (
    !isRecord(value) ||
    typeof value.layout !== "string" ||
    typeof value.package !== "string" ||
    !isRecord(value.choices)
  )
    return null;
  const choices: Record<string, number> = {};
  for (const [key, id] of Object.entries(value.choices)) {
    if (typeof id === "number" && Number.isInteger(id)) choices[key] = id;
  }
  return { layout: value.layout, package: value.package, choices };
}

export const usePrimaryStore = create<PrimaryState>()(
  persist(
    (set) => ({
      token: null,
      selections: null,
      setToken: (token) => set({ token }),
      logout: () => set({ token: null }),
      setSelections: (selections) => set({ selections }),
    }),
    {
      name: PRIMARY_STORE_KEY,
      version: PRIMARY_STORE_VERSION,
      storage: createJSONStorage(() => localStorage),
      partialize: (state): PersistedPrimary => ({
        token: state.token,
        selections: state.selections,
      }),
      migrate: migratePrimary,
    },
  ),
);

/** Interface flags of this visit only (never persisted). */
export type AppFlagsState = {
  /** The package selector bar on phones, toggled from the burger menu. */
  packageBarOpen: boolean;
  /** Whether the current page has a package selector to toggle. */
  packageBarAvailable: boolean;
  /** The project's website while a project is open; the top bar links to it, else the company's. */
  projectWebsite: string | null;
  logoutDialogOpen: boolean;
  /** The note under the selections that pictures are illustrative; closable, shown by default. */
  showImageDisclaimer: boolean;
  setPackageBarOpen: (open: boolean) => void;
  setPackageBarAvailable: (available: boolean) => void;
  setProjectWebsite: (url: string | null) => void;
  setLogoutDialogOpen: (open: boolean) => void;
  hideImageDisclaimer: () => void;
};

export const useAppFlags = create<AppFlagsState>()((set) => ({
  packageBarOpen: false,
  packageBarAvailable: false,
  projectWebsite: null,
  logoutDialogOpen: false,
  showImageDisclaimer: true,
  setPackageBarOpen: (packageBarOpen) => set({ packageBarOpen }),
  setPackageBarAvailable: (packageBarAvailable) => set({ packageBarAvailable }),
  setProjectWebsite: (projectWebsite) => set({ projectWebsite }),
  setLogoutDialogOpen: (logoutDialogOpen) => set({ logoutDialogOpen }),
  hideImageDisclaimer: () => set({ showImageDisclaimer: false }),
}));
