import { lazy, Suspense } from "react";
import { useIsStaff } from "../../../lib/user.ts";

const StaffBanner = lazy(() =>
  import("./lazy-staff.ts")
    .then((m) => m.loadStaffBanner())
    .then((m) => ({ default: m.StaffBanner })),
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
