import { lazy, Suspense } from "react";
import { useConfigurator } from "../context.ts";

const ConfirmedNotice = lazy(() =>
  import("./confirmed-notice.tsx").then((m) => ({ default: m.ConfirmedNotice })),
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
