import { i18n } from "../i18n/index.ts";
import { ApiRequestError } from "./api.ts";
import { LONG_TOAST_DURATION, toast } from "./toast.ts";

/**
 * How every action says that it failed, in one place:
 *
 * - The server refused (a 4xx or 5xx with its message): the message as an error toast. A 401 has
 *   been said already by the API client, which also logged the person out. A server busy for now
 *   (503) offers "Try again" beside its message when the action can be repeated.
 * - No answer came (offline, the server unreachable, or a part of the app's code could not be
 *   fetched): the network message in the person's language, with "Try again" when the action
 *   can be repeated. The toast stays until it is used or closed. Actions safe to repeat unasked
 *   (saving, a PDF, loading a part of the page) are run again by themselves as soon as the
 *   browser is back online, and the toast says so while the browser is offline.
 *
 * Whatever the person typed stays where it was: a failure never clears a form or closes a
 * dialog; the action's button is enabled again at once.
 */

/** The messages browsers and Vite give when a script or style sheet of the app cannot be fetched. */
const LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk|Loading CSS chunk/i;

/** A part of the app's code (a page, a dialog, a panel) could not be fetched. */
export function isLoadFailure(error: unknown): boolean {
  return error instanceof Error && LOAD_FAILURE.test(error.message);
}

/** No answer came: offline, the server unreachable, or the app's code could not be fetched. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof ApiRequestError) return error.status === 0;
  return isLoadFailure(error);
}

export type FailureOptions = {
  /** Runs the action again, as it was asked for: offered as "Try again" on a network failure. */
  retry?: () => void;
  /** The action is safe to repeat unasked: it runs again once the browser is back online. */
  whenOnline?: boolean;
  /**
   * What the retry repeats. A new failure of the same thing replaces the retry waiting for it
   * (pressing a button twice offline does not save twice); actions without a key share one.
   */
  key?: string;
  /** Words put around a server's message (a save after a login is a warning that says so). */
  describe?: (message: string) => string;
  kind?: "error" | "warning";
  duration?: number;
};

type Waiting = { retry: () => void; whenOnline: boolean };

const waiting = new Map<string, Waiting>();
/** The network toast now shown; a newer one replaces it. */
let generation = 0;
let listening = false;

const toastId = (n: number) => `network-failure-${n}`;

/** Says that an action failed (see above) and offers it again on a network failure. */
export function showFailure(error: unknown, options: FailureOptions = {}): void {
  if (error instanceof DOMException && error.name === "AbortError") return;
  if (error instanceof ApiRequestError && error.reported) return;
  if (isNetworkFailure(error)) {
    if (options.retry) {
      waiting.set(options.key ?? "action", {
        retry: options.retry,
        whenOnline: options.whenOnline ?? false,
      });
    }
    showNetworkToast();
    return;
  }
  const message =
    error instanceof Error && error.message ? error.message : i18n.t("common:errors.network");
  const text = options.describe ? options.describe(message) : message;
  const show = toast[options.kind ?? "error"];
  const busy = error instanceof ApiRequestError && error.status === 503 && options.retry;
  if (busy) {
    const again = options.retry;
    show(text, {
      duration: LONG_TOAST_DURATION,
      action: { label: i18n.t("common:retry"), onClick: () => again?.() },
    });
  } else if (options.duration) show(text, { duration: options.duration });
  else show(text);
}

function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

function showNetworkToast(): void {
  const automatic = isOffline() && [...waiting.values()].some((w) => w.whenOnline);
  if (automatic) listenForOnline();
  const previous = generation;
  const current = ++generation;
  toast.dismiss(toastId(previous));
  const offered = waiting.size > 0;
  toast.error(i18n.t(automatic ? "common:errors.offline" : "common:errors.network"), {
    id: toastId(current),
    duration: offered ? Number.POSITIVE_INFINITY : LONG_TOAST_DURATION,
    action: offered ? { label: i18n.t("common:retry"), onClick: retryAll } : undefined,
    // Closed by the person: nothing is tried again behind their back.
    onDismiss: () => {
      if (current === generation) waiting.clear();
    },
  });
}

/** "Try again": every action waiting runs again (each says again if it fails again). */
function retryAll(): void {
  generation++;
  const all = [...waiting.values()];
  waiting.clear();
  for (const { retry } of all) retry();
}

function listenForOnline(): void {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("online", backOnline, { once: true });
}

function backOnline(): void {
  listening = false;
  const now = [...waiting].filter(([, w]) => w.whenOnline);
  for (const [key] of now) waiting.delete(key);
  const previous = generation++;
  toast.dismiss(toastId(previous));
  // What may not run unasked still waits for its "Try again".
  if (waiting.size > 0) showNetworkToast();
  for (const [, { retry }] of now) retry();
}

/** For tests: forgets every waiting retry. */
export function resetFailures(): void {
  waiting.clear();
  generation++;
  if (listening && typeof window !== "undefined") window.removeEventListener("online", backOnline);
  listening = false;
}
