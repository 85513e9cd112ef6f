import { Suspense } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { useIsStaff } from "../../../lib/user.ts";

const StaffBanner = lazyPart(
  () => import("./lazy-staff.ts").then((m) => m.loadStaffBanner()).then((m) => m.StaffBanner),
  { inline: true },
);

/** The admin banner's place above the configurator; its code and texts load for staff only. */
export function StaffBannerSlot() {
  const staff = useIsStaff();
  if (!staff) return null;
  return (
    <Suspense fallback={null}>
      <StaffBanner />
    </Suspense>
  );
}
