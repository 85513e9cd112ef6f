import type { EditMode, Tabs } from "@home-designer/core";

/** The reminders appear after ten minutes (spec section 9). */
export const REMINDER_DELAY_MS = 600_000;

/** What is left, at `now`, of the ten minutes that began at `since` (both ms since the epoch). */
export function reminderDelay(since: number, now: number = Date.now()): number {
  return Math.max(0, since + REMINDER_DELAY_MS - now);
}

/** A logged-in buyer whose design is custom is reminded to save it. */
export function saveReminderApplies(loggedIn: boolean, mode: EditMode): boolean {
  return loggedIn && mode.isCustom;
}

/** A guest is told, once, that the apartment they design can still be bought. */
export function apartmentReminderApplies(
  loggedIn: boolean,
  tabs: Pick<Tabs, "apartment_url" | "transaction_status">,
): boolean {
  return !loggedIn && Boolean(tabs.apartment_url) && tabs.transaction_status !== "sold";
}

const APARTMENT_REMINDER_KEY = "apartmentReminderShown";

/** Whether the apartment reminder has been shown in this browser tab's session already. */
export function apartmentReminderShown(storage: Storage = sessionStorage): boolean {
  try {
    return storage.getItem(APARTMENT_REMINDER_KEY) === "1";
  } catch {
    return false;
  }
}

export function markApartmentReminderShown(storage: Storage = sessionStorage): void {
  try {
    storage.setItem(APARTMENT_REMINDER_KEY, "1");
  } catch {
    // Without storage the reminder may come once more after a reload; nothing worse.
  }
}
