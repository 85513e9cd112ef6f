import { Suspense } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { useConfigurator } from "../context.ts";

const PackageNotice = lazyPart(() => import("./confirmed-notice.tsx").then((m) => m.PackageNotice));

/**
 * Where the notice of a confirmed package, or of a layout staff reopened, appears; its code (and
 * its texts) load only for one of those.
 */
export function ConfirmedNoticeSlot() {
  const { activePackage, packages } = useConfigurator();
  if (!activePackage?.confirmed && !packages.some((p) => p.reopening)) return null;
  return (
    <Suspense fallback={null}>
      <PackageNotice />
    </Suspense>
  );
}
