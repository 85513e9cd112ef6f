import {
  Component,
  type CSSProperties,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from "react";
import { useTranslation } from "../i18n/index.ts";
import {
  loadToastLibrary,
  onToasterRequested,
  TOAST_DURATION,
  toasterFailed,
  toasterMounted,
} from "../lib/toast.ts";

const makeToaster = () =>
  lazy(() =>
    loadToastLibrary().then(({ Toaster }) => ({
      default: function MountedToaster() {
        const { t } = useTranslation();
        useEffect(toasterMounted, []);
        return (
          <Toaster
            position="top-center"
            duration={TOAST_DURATION}
            richColors
            closeButton
            // The library's own names are English ("Close toast", "Notifications").
            toastOptions={{ closeButtonAriaLabel: t("close") }}
            containerAriaLabel={t("notifications")}
            style={TOAST_COLOURS}
          />
        );
      },
    })),
  );
let SonnerToaster = makeToaster();

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

/**
 * Toasts at the top centre; the toaster appears with the first toast of the visit. Offline, its
 * code may not load: the toasts are shown plainly meanwhile (lib/toast.ts), and the next toast
 * asks for the toaster again.
 */
export function AppToaster() {
  const [requests, setRequests] = useState(0);
  useEffect(() => onToasterRequested(() => setRequests((n) => n + 1)), []);
  if (requests === 0) return null;
  return (
    <ToasterBoundary key={requests}>
      <Suspense fallback={null}>
        <SonnerToaster />
      </Suspense>
    </ToasterBoundary>
  );
}

class ToasterBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    SonnerToaster = makeToaster();
    toasterFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
