import { Suspense } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { useConfigurator } from "../context.ts";

/**
 * Most layouts have no deadline, so the note's code (its dates and days left) loads only for one
 * that has: the room's first load stays without it (the configurator's JavaScript budget).
 */
const DeadlineNote = lazyPart(
  () => import("../../../components/ui/deadline-note.tsx").then((m) => m.DeadlineNote),
  { quiet: true },
);

/**
 * The layout's next selection deadline and the days left, while its package is not confirmed
 * (a confirmed package has nothing left to choose).
 */
export function DeadlineNoteSlot({ className }: { className?: string }) {
  const { tabs, lang, activePackage } = useConfigurator();
  if (activePackage?.confirmed || tabs.deadlines.length === 0) return null;
  return (
    <div className={className}>
      <Suspense fallback={null}>
        <DeadlineNote deadlines={tabs.deadlines} lang={lang} />
      </Suspense>
    </div>
  );
}
