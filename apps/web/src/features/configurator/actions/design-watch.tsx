import { hasUnsavedChanges } from "@home-designer/core";
import { Suspense, useEffect, useState } from "react";
import { lazyPart } from "../../../components/ui/lazy-part.tsx";
import { usePrimaryStore } from "../../../lib/store.ts";
import { useUnsavedChanges } from "../../../lib/unsaved-changes.ts";
import { useConfigurator } from "../context.ts";
import { useDesign } from "../design/use-design.ts";
import {
  apartmentReminderApplies,
  apartmentReminderShown,
  markApartmentReminderShown,
  REMINDER_DELAY_MS,
  reminderDelay,
  saveReminderApplies,
} from "./reminders.ts";

const ReminderDialog = lazyPart(() =>
  import("./reminder-dialog.tsx").then((m) => m.ReminderDialog),
);

type Reminder = "save" | "apartment";

/**
 * Watches the open design for the rest of the app: tells the top navigation whether leaving
 * would drop unsaved changes, and after ten minutes reminds a logged-in buyer with a custom
 * design to save it (again ten minutes after "save later"), or tells a guest, once, that the
 * apartment is still available (spec section 4). `openedAt` is when the configurator opened: the
 * guest's ten minutes count from there, not from when this code arrived after the first screen.
 */
export function DesignWatch({ openedAt }: { openedAt: number }) {
  const { tabs } = useConfigurator();
  const { mode } = useDesign();
  const loggedIn = usePrimaryStore((s) => s.token !== null);
  const setUnsaved = useUnsavedChanges((s) => s.setUnsaved);
  const [reminder, setReminder] = useState<Reminder | null>(null);

  const unsaved = hasUnsavedChanges(mode);
  useEffect(() => {
    setUnsaved(unsaved);
  }, [unsaved, setUnsaved]);
  useEffect(() => () => setUnsaved(false), [setUnsaved]);

  const remindToSave = saveReminderApplies(loggedIn, mode);
  useEffect(() => {
    if (!remindToSave || reminder !== null) return;
    const timer = window.setTimeout(() => setReminder("save"), REMINDER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [remindToSave, reminder]);

  const tellAvailable = apartmentReminderApplies(loggedIn, tabs);
  useEffect(() => {
    if (!tellAvailable || reminder !== null || apartmentReminderShown()) return;
    const timer = window.setTimeout(() => {
      markApartmentReminderShown();
      setReminder("apartment");
    }, reminderDelay(openedAt));
    return () => window.clearTimeout(timer);
  }, [tellAvailable, reminder, openedAt]);

  if (reminder === null) return null;
  return (
    <Suspense fallback={null}>
      <ReminderDialog kind={reminder} onClose={() => setReminder(null)} />
    </Suspense>
  );
}
