import type { Asset } from "@home-designer/core";
import { Suspense } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";

/*
 * The configurator's first load carries only this: whether an option's material says anything of
 * its availability. The warnings' code and styles load when a room offers such a material, as
 * most rooms of most companies offer none (the first load's JavaScript budget, decision 052).
 */

/** Whether an option's material carries a lead time or an end of sale. */
export function hasAvailability(asset: Asset | undefined): boolean {
  return asset?.material?.lead_time_days != null || !!asset?.material?.end_of_sale;
}

const Note = lazyPart(() => import("./availability.tsx").then((m) => m.AssetAvailabilityNote), {
  quiet: true,
});
const Mark = lazyPart(() => import("./availability.tsx").then((m) => m.OptionAvailabilityMark), {
  quiet: true,
});

/** The warnings of a chosen option (`id` for the element that describes it), if it has any. */
export function AvailabilityNoteSlot({ asset, id }: { asset: Asset | undefined; id?: string }) {
  return asset && hasAvailability(asset) ? (
    <Suspense fallback={null}>
      <Note asset={asset} id={id} />
    </Suspense>
  ) : null;
}

/**
 * On an option's thumbnail: its mark, and its warnings for screen readers in the element `id`,
 * which the option's input names as its description.
 */
export function OptionAvailabilitySlot({ asset, id }: { asset: Asset; id: string }) {
  return hasAvailability(asset) ? (
    <Suspense fallback={null}>
      <Mark asset={asset} id={id} />
    </Suspense>
  ) : null;
}
