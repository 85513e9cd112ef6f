/**
 * `use-sync-external-store/shim` for React 18 and later: React's own hook. wouter imports the
 * shim, whose fallback for React 17 would otherwise ship on every page.
 */
export { useSyncExternalStore } from "react";
