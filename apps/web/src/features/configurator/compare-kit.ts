/**
 * What the comparison of designs (features/compare) shares with the configurator: its reads, so
 * that both fill and refresh one cache (a save refreshes the compared package too), and the names
 * of rooms and packages as the configurator writes them.
 */
export { useLayoutPackages } from "./api/layout-packages.ts";
export { useMorePackages, withMorePackages } from "./api/more-packages.ts";
export { configuratorQueries } from "./api/queries.ts";
export { packageLabel, roomLabel } from "./room/labels.ts";
