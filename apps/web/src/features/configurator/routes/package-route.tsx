import { pages } from "@home-designer/core";
import { Navigate, useSearch } from "../../../lib/navigation.ts";
import { useConfigurator } from "../context.ts";
import { SUMMARY } from "../selection/engine.ts";

/**
 * `/{lang}/{packageId}`: the package's first room (the summary when the layout has no rooms).
 * The whole query stays, choices included: this completes an address rather than moving away.
 */
export function Component() {
  const { rooms, lang, packageSegment } = useConfigurator();
  const search = useSearch();
  const first = rooms[0]?.slug ?? SUMMARY;
  return (
    <Navigate to={pages.room({ lang, packageId: packageSegment, room: first }, search)} replace />
  );
}
