import { DeadlineNote } from "../../../components/ui/deadline-note.tsx";
import { useConfigurator } from "../context.ts";

/**
 * The layout's next selection deadline and the days left, while its package is not confirmed
 * (a confirmed package has nothing left to choose).
 */
export function DeadlineNoteSlot({ className }: { className?: string }) {
  const { tabs, lang, activePackage } = useConfigurator();
  if (activePackage?.confirmed || tabs.deadlines.length === 0) return null;
  return (
    <div className={className}>
      <DeadlineNote deadlines={tabs.deadlines} lang={lang} />
    </div>
  );
}
