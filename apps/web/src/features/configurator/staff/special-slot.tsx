import type { Asset, SelectionGroup } from "@home-designer/core";
import { Suspense } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";

const SpecialPanel = lazyPart(
  () => import("./lazy-staff.ts").then((m) => m.loadSpecialPanel()).then((m) => m.SpecialPanel),
  { inline: true },
);
const SpecialView = lazyPart(
  () => import("./lazy-staff.ts").then((m) => m.loadSpecialView()).then((m) => m.SpecialView),
  { inline: true },
);

type SpecialSlotProps = {
  group: SelectionGroup;
  chosen: Asset | undefined;
  staff: boolean;
};

/**
 * Where a group shows its special solution: staff get the switch and form, everyone else the
 * chosen special solution's details. Their code (and texts) load only when one is shown, so the
 * room's first screen carries none of it.
 */
export function SpecialSlot({ group, chosen, staff }: SpecialSlotProps) {
  if (staff) {
    return (
      <Suspense fallback={null}>
        <SpecialPanel group={group} chosen={chosen} />
      </Suspense>
    );
  }
  if (!chosen?.is_special) return null;
  return (
    <Suspense fallback={null}>
      <SpecialView group={group} special={chosen} />
    </Suspense>
  );
}
