/**
 * `use-sync-external-store/shim` for React 18 and later: React's own hook. A library that
 * imports the shim (react-i18next did) would otherwise ship its fallback for React 17 on every
 * page; the alias in vite.config.ts stays so that the next one does not.
 */
export { useSyncExternalStore } from "react";
