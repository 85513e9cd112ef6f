import { Suspense } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { useConfigurator } from "../context.ts";

const ConfirmedNotice = lazyPart(() =>
  import("./confirmed-notice.tsx").then((m) => m.ConfirmedNotice),
);

/** Where the confirmed-package notice appears; its code loads only for a confirmed package. */
export function ConfirmedNoticeSlot() {
  const { activePackage } = useConfigurator();
  if (!activePackage?.confirmed) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmedNotice />
    </Suspense>
  );
}
