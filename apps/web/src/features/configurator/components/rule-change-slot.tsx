import { type SlotKey, slotKey } from "@home-designer/core";
import { Suspense, useEffect } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { i18n } from "../../../i18n/index.ts";
import { useConfigurator } from "../context.ts";
import { useDesignStore } from "../design/store.ts";

// The notice and its texts (the `panels` namespace) load together, once the browser is idle
// after a room is shown: the first load does not carry them, and the first rule change that
// happens is told without waiting for the network.
const loadNotice = () =>
  Promise.all([import("./rule-change-notice.tsx"), i18n.loadNamespaces(["panels"])]).then(
    ([module]) => module.RuleChangeNotice,
  );
const RuleChangeNotice = lazyPart(loadNotice, { inline: true });

let preloading = false;
function preloadWhenIdle(): void {
  if (preloading) return;
  preloading = true;
  const load = () => void loadNotice().catch(() => (preloading = false));
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(load, { timeout: 4000 });
  } else {
    window.setTimeout(load, 1000);
  }
}

/**
 * Under a group the buyer picked in: what the restrictions changed elsewhere because of the pick,
 * with one button to undo it all (decision 057). The live region is always there, empty, so that a
 * screen reader reads the notice when it fills it (a region added with its text is often not
 * read); it stays until the next choice, unlike a toast.
 */
export function RuleChangeSlot({ slot }: { slot: SlotKey }) {
  const { layoutKey } = useConfigurator();
  const lastPick = useDesignStore((s) => {
    const pick = s.lastPick;
    return pick?.layout === layoutKey && slotKey(pick.choice.roomId, pick.choice.groupId) === slot
      ? pick
      : null;
  });
  useEffect(preloadWhenIdle, []);
  return (
    <div role="status">
      {lastPick ? (
        <Suspense fallback={null}>
          <RuleChangeNotice lastPick={lastPick} />
        </Suspense>
      ) : null}
    </div>
  );
}
