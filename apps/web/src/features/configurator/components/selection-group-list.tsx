import {
  type Choices,
  closedGroupDeadlines,
  reopenedRoom,
  type SelectionGroup,
  type SlotKey,
  type Targets,
} from "@home-designer/core";
import { Info, X } from "lucide-react";
import { memo, useMemo, useRef } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { formatDay } from "../../../lib/format-date.ts";
import { useAppFlags } from "../../../lib/store.ts";
import { useIsStaff } from "../../../lib/user.ts";
import { useConfigurator } from "../context.ts";
import { type Allowed, anyRuledOut, sameAllowed } from "../room/restriction-reasons.ts";
import { useRestrictionReason } from "../room/use-restriction-reason.ts";
import { groupSlot, visibleGroups } from "../selection/engine.ts";
import { SelectionGroupSection } from "./selection-group.tsx";
import styles from "./selection-group-list.module.css";

export type SelectionGroupListProps = {
  groups: readonly SelectionGroup[];
  choices: Choices;
  targets: Targets;
  onChoose: (key: SlotKey, assetId: number) => void;
  /** A confirmed package this person may not change. */
  readOnly?: boolean;
  /** The room shows a picture: the note that pictures are illustrative goes with it. */
  pictured: boolean;
};

/** The `allowed` map a row was given before, while the new one says the same (see sameAllowed). */
function keptAllowed(kept: Map<SlotKey, Allowed>, slot: SlotKey, next: Allowed): Allowed {
  const previous = kept.get(slot);
  if (sameAllowed(previous, next)) return previous;
  kept.set(slot, next);
  return next;
}

/** What one visible group of the room is shown with, the same in the list and on phones. */
export type GroupRow = {
  group: SelectionGroup;
  slot: SlotKey;
  chosenId: number | undefined;
  allowed: Allowed;
  /** Why nothing in the group can be chosen now, or null. */
  locked: string | null;
  /** Why the ruled-out options cannot be chosen (empty when none is). */
  reason: string;
  /** The group's deadline has passed: what it says, shown with the group; null while open. */
  closed: string | null;
  /** For a customer: staff reopened the layout but not this group's room, which stays as confirmed. */
  notReopened: boolean;
};

/** The id of a group's row button, which gets focus back when its sheet closes. */
export function rowButtonId(slot: SlotKey): string {
  return `group-row-${slot.replace(":", "-")}`;
}

/**
 * The room's visible groups with what each row needs. A choice changes only the rows it touched:
 * each row gets its own chosen id, the same `allowed` map while its restriction holds, and a
 * reason only when something is ruled out.
 */
export function useGroupRows(
  groups: readonly SelectionGroup[],
  choices: Choices,
  targets: Targets,
  readOnly: boolean,
): { rows: GroupRow[]; staff: boolean } {
  const { t } = useTranslation("configurator");
  const { tabs, lang, packages } = useConfigurator();
  // Staff reopened the layout's confirmation (decision 046): every package of it says so, and the
  // rooms not reopened stay as confirmed for the buyer (the server refuses their change on save).
  const reopening = packages.find((p) => p.reopening)?.reopening;
  const shown = useMemo(() => visibleGroups(groups), [groups]);
  // Groups whose deadline has passed (core's deadlines.ts): the buyer no longer changes them,
  // staff acting for the buyer still do. Read when the room is drawn; a deadline that passes
  // while the page is open is refused by the server on save.
  const closedGroups = useMemo(() => closedGroupDeadlines(tabs.deadlines, new Date()), [tabs]);
  const reasonFor = useRestrictionReason(groups);
  const kept = useRef(new Map<SlotKey, Allowed>());
  // Staff get each group's special solution form instead of the customers' warning badge.
  const staff = useIsStaff();
  const rows = shown.map((group): GroupRow => {
    const slot = groupSlot(group);
    const allowed = keptAllowed(kept.current, slot, targets.get(slot));
    const chosenId = choices.get(slot);
    // Why nothing in the group can be chosen now: the package is confirmed; for a customer, the
    // group's deadline passed, its room was not reopened, or it holds a special solution staff
    // made (customers cannot replace it; staff have its switch).
    const deadline = closedGroups.get(group.id);
    const date = deadline ? formatDay(deadline.date, lang) : "";
    const closed = deadline
      ? staff
        ? t("deadline.closedStaff", { date })
        : `${t("deadline.closed", { date })} ${t("deadline.closedHelp")}`
      : null;
    const notReopened = !staff && !!reopening && !reopenedRoom(group.roomId, reopening.tab_ids);
    const locked = readOnly
      ? t("confirmed.textNoDate")
      : staff
        ? null
        : deadline
          ? t("deadline.closed", { date })
          : notReopened
            ? t("reopening.locked")
            : group.assets.find((a) => a.id === chosenId)?.is_special
              ? t("special.locked")
              : null;
    const reason = anyRuledOut(allowed, group.assets) ? reasonFor(allowed, group.roomId) : "";
    return { group, slot, chosenId, allowed, locked, reason, closed, notReopened };
  });
  return { rows, staff };
}

/**
 * Every visible group of the room with its options; choosing one updates the picture. A choice
 * draws again only the rows it changed (see useGroupRows).
 */
export function SelectionGroupList({
  groups,
  choices,
  targets,
  onChoose,
  readOnly = false,
  pictured,
}: SelectionGroupListProps) {
  const { t } = useTranslation("configurator");
  const { rows, staff } = useGroupRows(groups, choices, targets, readOnly);

  return (
    <div className={styles.list}>
      {rows.length === 0 ? <p className={styles.none}>{t("noSelections")}</p> : null}
      {rows.map((row) => (
        <SelectionGroupSection
          key={row.slot}
          group={row.group}
          chosenId={row.chosenId}
          allowed={row.allowed}
          locked={row.locked}
          closed={row.closed}
          reason={row.reason}
          onChoose={onChoose}
          staff={staff}
        />
      ))}
      {pictured ? <ImageDisclaimer /> : null}
    </div>
  );
}

/** The closable note that pictures are illustrative; it has no props, so a choice skips it. */
export const ImageDisclaimer = memo(function ImageDisclaimer() {
  const { t } = useTranslation("configurator");
  const showDisclaimer = useAppFlags((s) => s.showImageDisclaimer);
  const hideDisclaimer = useAppFlags((s) => s.hideImageDisclaimer);
  if (!showDisclaimer) return null;
  return (
    <aside className={styles.disclaimer} aria-label={t("disclaimerLabel")}>
      <Info size={16} aria-hidden="true" className={styles.disclaimerIcon} />
      <p>{t("disclaimer")}</p>
      <button
        type="button"
        className={styles.disclaimerClose}
        onClick={hideDisclaimer}
        aria-label={t("closeDisclaimer")}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </aside>
  );
});
