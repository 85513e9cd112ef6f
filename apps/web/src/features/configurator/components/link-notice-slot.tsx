import { Suspense } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { useAppFlags } from "../../../lib/store.ts";
import { useConfigurator } from "../context.ts";
import { useDesign } from "../use-design.ts";

const LinkNotice = lazyPart(() => import("./link-notice.tsx").then((m) => m.LinkNotice));

/** Where the link notice appears; its code loads only when a link or a room load went wrong. */
export function LinkNoticeSlot() {
  const { layoutKey } = useConfigurator();
  const hasNotice = useAppFlags((s) => s.linkNotice?.layout === layoutKey);
  const { failed } = useDesign();
  if (!hasNotice && !failed) return null;
  return (
    <Suspense fallback={null}>
      <LinkNotice />
    </Suspense>
  );
}
