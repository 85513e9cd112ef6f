import { type CSSProperties, lazy, Suspense, useEffect, useState } from "react";
import {
  loadToastLibrary,
  onToasterRequested,
  TOAST_DURATION,
  toasterMounted,
} from "../lib/toast.ts";

const SonnerToaster = lazy(() =>
  loadToastLibrary().then(({ Toaster }) => ({
    default: function MountedToaster() {
      useEffect(toasterMounted, []);
      return (
        <Toaster
          position="top-center"
          duration={TOAST_DURATION}
          richColors
          closeButton
          style={TOAST_COLOURS}
        />
      );
    },
  })),
);

/**
 * The library's own text colours are too light on their tinted backgrounds (under 4.5:1 for
 * success, warning and error); these darker shades of the same hues read well.
 */
const TOAST_COLOURS = {
  "--success-text": "hsl(140, 100%, 21%)",
  "--error-text": "hsl(360, 90%, 37%)",
  "--warning-text": "hsl(31, 92%, 27%)",
  "--info-text": "hsl(210, 92%, 36%)",
} as CSSProperties;

/** Toasts at the top centre; the toaster appears with the first toast of the visit. */
export function AppToaster() {
  const [requested, setRequested] = useState(false);
  useEffect(() => onToasterRequested(() => setRequested(true)), []);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}
