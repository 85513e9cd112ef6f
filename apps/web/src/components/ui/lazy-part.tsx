import {
  Component,
  type ComponentType,
  lazy,
  type ReactNode,
  useLayoutEffect,
  useState,
} from "react";
import { useTranslation } from "../../i18n/index.ts";
import { isLoadFailure, showFailure } from "../../lib/failure.ts";
import { Button } from "./button.tsx";
import styles from "./lazy-part.module.css";

type PartOptions = {
  /**
   * A panel in the page's flow: a failure shows its message and "Try again" in its place.
   * Otherwise (dialogs, menus, sheets over the page) a failure is a toast with "Try again".
   */
  inline?: boolean;
  /**
   * Work in the background (reminders, a hand-over) that nobody asked for: a failure says
   * nothing and the part loads again once the browser is back online.
   */
  quiet?: boolean;
};

type PartProps = {
  /** Shown in the part's place while its code cannot be loaded (its stand-in, e.g. a button). */
  whileFailed?: ReactNode;
};

let parts = 0;

/**
 * `React.lazy` for a part of a page (a dialog, a panel) whose code loads when it is first shown,
 * made to survive a failed load: offline, or with the server unreachable, the part says so with
 * "Try again" (see `lib/failure.ts`) instead of taking the whole page down, and loads again when
 * asked or when the browser is back online. `React.lazy` keeps a failed load for good, so each
 * try makes a new one. The nearest `Suspense` above shows while it loads, as before.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  options: PartOptions = {},
): ComponentType<P & PartProps> {
  const make = () => lazy(() => load().then((component) => ({ default: component })));
  let Loaded = make();
  const key = `part-${++parts}`;

  function Part({ whileFailed, ...rest }: P & PartProps) {
    const props = rest as P;
    const [attempt, setAttempt] = useState(0);
    const retry = () => {
      Loaded = make();
      reloadFailedStyleSheets();
      setAttempt((n) => n + 1);
    };
    return (
      <PartBoundary
        key={attempt}
        inline={options.inline ?? false}
        quiet={options.quiet ?? false}
        onRetry={retry}
        retryKey={key}
        whileFailed={whileFailed}
      >
        <Loaded {...props} />
      </PartBoundary>
    );
  }
  return Part;
}

type BoundaryProps = {
  inline: boolean;
  quiet: boolean;
  onRetry: () => void;
  retryKey: string;
  whileFailed: ReactNode;
  children: ReactNode;
};

/** Catches a part's failed load only; any other error goes on to the page's boundary. */
class PartBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    if (!isLoadFailure(error) || this.props.inline || this.props.quiet) return;
    showFailure(error, { retry: this.props.onRetry, whenOnline: true, key: this.props.retryKey });
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (!isLoadFailure(error)) throw error;
    if (this.props.inline) return <PartFailure onRetry={this.props.onRetry} />;
    return (
      <>
        {this.props.quiet ? <RetryWhenOnline onRetry={this.props.onRetry} /> : null}
        {this.props.whileFailed ?? null}
      </>
    );
  }
}

function RetryWhenOnline({ onRetry }: { onRetry: () => void }) {
  // Listening from the commit on (not after the paint, as useEffect would): the browser can be
  // back online between the failure being shown and a passive effect running.
  useLayoutEffect(() => {
    window.addEventListener("online", onRetry);
    return () => window.removeEventListener("online", onRetry);
  }, [onRetry]);
  return null;
}

function PartFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("common");
  return (
    <div className={styles.failure} role="alert">
      <RetryWhenOnline onRetry={onRetry} />
      <p className={styles.text}>{t("errors.partFailed")}</p>
      <Button size="small" onClick={onRetry}>
        {t("retry")}
      </Button>
    </div>
  );
}

/**
 * A style sheet that failed to load is not asked for again by Vite's loader, which remembers
 * every sheet it has added: a fresh copy of the element fetches it again.
 */
function reloadFailedStyleSheets(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.sheet === null) link.replaceWith(link.cloneNode() as HTMLLinkElement);
  }
}
