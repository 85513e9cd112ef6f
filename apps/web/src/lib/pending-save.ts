/**
 * Saving a design needs an account. This is the hand-over between the summary's save flow and
 * the login pages, so that a guest who chose to save gets their design saved once logged in.
 *
 * 1. The summary sends the guest to `/{lang}/auth` with navigation state
 *    `fromSummaryState(pending)`: `{ fromSummary: PendingSave }`.
 * 2. The login page carries that state to registration. Whatever leaves the pages' navigation
 *    state behind keeps it in this browser's localStorage (`keepPendingSave`), for a day: a
 *    social login leaving the site, a sign-up (the e-mail's confirmation link opens a new page),
 *    a login whose e-mail is not confirmed yet. The login page takes it from there when its own
 *    state has none (`keptPendingSave`), and says so, with a way to discard it.
 * 3. After a login with a confirmed e-mail the kept design is cleared and the login page
 *    navigates to `pending.returnTo` with navigation state `resumeSaveState(pending)`:
 *    `{ resumeSave: PendingSave }`.
 * 4. The summary calls `readResumedSave(location.state)` and, when it answers, runs its save
 *    (asking for a name first for a custom design; cancelling skips saving), then replaces the
 *    navigation state so that a reload does not save twice.
 */
export type PendingSave = {
  apartment_layout_id: number;
  /** The package the design started from: its id, or `custom`. */
  package_id: number | string;
  /** Where the guest was: the summary's path and query, to come back to. */
  returnTo: string;
  /** Whatever else the save needs (project, selections, a name), passed through unchanged. */
  [detail: string]: unknown;
};

export type FromSummaryState = { fromSummary: PendingSave };
export type ResumeSaveState = { resumeSave: PendingSave };

const STORAGE_KEY = "pendingSave";
/**
 * A sign-up's confirmation may wait for the mail, or for the next morning; a design kept for
 * longer is not what the person is about to log in for.
 */
export const KEEP_MS = 24 * 60 * 60_000;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A path of this site (`/et/1/summary?…`), never another site: `//host`, `/\host` and absolute
 * addresses are refused, so a crafted link cannot send someone elsewhere after logging in.
 */
export function isLocalPath(path: unknown): path is string {
  return typeof path === "string" && /^\/(?![/\\])/.test(path) && !/[\r\n]/.test(path);
}

function asPendingSave(value: unknown): PendingSave | null {
  if (!isRecord(value)) return null;
  const { apartment_layout_id, package_id, returnTo } = value;
  if (typeof apartment_layout_id !== "number" || !Number.isInteger(apartment_layout_id))
    return null;
  if (typeof package_id !== "number" && typeof package_id !== "string") return null;
  if (!isLocalPath(returnTo)) return null;
  return { ...value, apartment_layout_id, package_id, returnTo };
}

/** The navigation state the summary passes to `/{lang}/auth`. */
export function fromSummaryState(pending: PendingSave): FromSummaryState {
  return { fromSummary: pending };
}

/** The design waiting to be saved, from the login pages' navigation state. */
export function readPendingSave(state: unknown): PendingSave | null {
  return isRecord(state) ? asPendingSave(state.fromSummary) : null;
}

/** The navigation state with which the login page returns to the summary. */
export function resumeSaveState(pending: PendingSave): ResumeSaveState {
  return { resumeSave: pending };
}

/** For the summary: the design to save now that the guest has logged in, if any. */
export function readResumedSave(state: unknown): PendingSave | null {
  return isRecord(state) ? asPendingSave(state.resumeSave) : null;
}

/** Keeps the design in this browser until the next login (see the steps above), for a day. */
export function keepPendingSave(
  pending: PendingSave,
  storage: Storage = localStorage,
  now: number = Date.now(),
): void {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ pending, at: now }));
  } catch {
    // Private modes may refuse storage; the design then stays unsaved, as without an account.
  }
}

/** The design kept in this browser, if any and not older than a day; it stays kept. */
export function keptPendingSave(
  storage: Storage = localStorage,
  now: number = Date.now(),
): PendingSave | null {
  let text: string | null = null;
  try {
    text = storage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (!text) return null;
  let pending: PendingSave | null = null;
  try {
    const kept: unknown = JSON.parse(text);
    if (isRecord(kept) && typeof kept.at === "number" && now - kept.at <= KEEP_MS) {
      pending = asPendingSave(kept.pending);
    }
  } catch {
    pending = null;
  }
  // Stale or unreadable: gone, so that it is not read again.
  if (!pending) dropPendingSave(storage);
  return pending;
}

/** The design kept in this browser, once: it is removed as it is read. */
export function takePendingSave(
  storage: Storage = localStorage,
  now: number = Date.now(),
): PendingSave | null {
  const pending = keptPendingSave(storage, now);
  dropPendingSave(storage);
  return pending;
}

/** Forgets the kept design: saved by now, or discarded by the person. */
export function dropPendingSave(storage: Storage = localStorage): void {
  try {
    storage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept that could be read either.
  }
}
