import { assetName, assetPrice, pickLabel, type SlotKey, vatRate } from "@home-designer/core";
import { ChevronRight, Lock, TriangleAlert } from "lucide-react";
import { memo, useCallback, useState } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { useEuro } from "../../../lib/company.ts";
import { AvailabilityNoteSlot, hasAvailability } from "../availability/lazy.tsx";
import { useConfigurator } from "../context.ts";
// The sheet a row opens comes in the rows' own file: a phone taps one, so it is fetched with
// them, and the first tap waits for no code (decision 049).
import { GroupSheet } from "./group-sheet.tsx";
import { OptionThumbnail } from "./option-thumbnail.tsx";
import {
  type GroupRow,
  ImageDisclaimer,
  rowButtonId,
  type SelectionGroupListProps,
  useGroupRows,
} from "./selection-group-list.tsx";
import styles from "./selection-group-rows.module.css";

/**
 * Phones: the room's groups as a list of rows (title, chosen option, price) under the room
 * picture, which stays in view. A row opens the group's options in a sheet over the lower part of
 * the screen, so a choice is seen in the picture above it at once; the sheet steps to the
 * previous and next group without closing.
 */
export function SelectionGroupRows({
  groups,
  choices,
  targets,
  onChoose,
  readOnly = false,
  pictured,
  openGroupId = null,
}: SelectionGroupListProps & {
  /** The group a link pointed at (the summary's "change"): its sheet opens with the room. */
  openGroupId?: number | null;
}) {
  const { t } = useTranslation("configurator");
  const { rows, staff } = useGroupRows(groups, choices, targets, readOnly);
  const slotOf = (groupId: number | null) =>
    rows.find((row) => row.group.id === groupId)?.slot ?? null;
  const [open, setOpen] = useState<SlotKey | null>(() => slotOf(openGroupId));
  // A later link to another group opens that group's sheet (set during render, as React
  // recommends for state that follows a prop).
  const [linkedGroupId, setLinkedGroupId] = useState(openGroupId);
  if (openGroupId !== linkedGroupId) {
    setLinkedGroupId(openGroupId);
    if (openGroupId !== null) setOpen(slotOf(openGroupId));
  }
  const index = open === null ? -1 : rows.findIndex((row) => row.slot === open);
  const close = useCallback(() => setOpen(null), []);

  return (
    <div className={styles.rows}>
      {rows.length === 0 ? <p className={styles.none}>{t("noSelections")}</p> : null}
      <ul className={styles.list}>
        {rows.map((row) => (
          <GroupRowItem key={row.slot} row={row} staff={staff} onOpen={setOpen} />
        ))}
      </ul>
      {pictured ? <ImageDisclaimer /> : null}
      {index >= 0 ? (
        <GroupSheet
          rows={rows}
          index={index}
          onIndexChange={(next) => setOpen(rows[next]?.slot ?? null)}
          onClose={close}
          onChoose={onChoose}
          staff={staff}
        />
      ) : null}
    </div>
  );
}

/** One group's row: drawn again only when its own choice or state changes. */
const GroupRowItem = memo(function GroupRowItem({
  row,
  staff,
  onOpen,
}: {
  row: GroupRow;
  staff: boolean;
  onOpen: (slot: SlotKey) => void;
}) {
  const { t } = useTranslation("configurator");
  const { lang, vatRate: layoutVat, rooms } = useConfigurator();
  const euro = useEuro();
  const { group, slot, chosenId } = row;
  const chosen = chosenId === undefined ? undefined : group.assets.find((a) => a.id === chosenId);
  const roomVat = vatRate(rooms.find((r) => r.id === group.roomId)?.vat) ?? layoutVat ?? 0;
  const price = chosen ? assetPrice(chosen, roomVat) : null;
  const special = !staff && group.assets.some((a) => a.is_special);
  const base = slot.replace(":", "-");
  const titleId = `row-${base}-title`;
  const chosenTextId = `row-${base}-chosen`;
  const warningsId = `row-${base}-availability`;

  return (
    <li className={styles.row} id={`selection-group-${group.id}`}>
      {chosen ? (
        <OptionThumbnail asset={chosen} className={styles.thumbnail} />
      ) : (
        <span className={styles.thumbnail} />
      )}
      <div className={styles.text}>
        <h2 id={titleId} className={styles.title}>
          {pickLabel(group.title.label, lang)}
          {special ? (
            <TriangleAlert
              size={14}
              className={styles.special}
              aria-label={t("special.badge")}
              role="img"
            />
          ) : null}
          {row.closed || row.notReopened ? (
            // The group's deadline has passed, or its room was not reopened: its sheet says why.
            <Lock
              size={14}
              className={styles.special}
              aria-label={row.closed ? t("deadline.closedBadge") : t("reopening.lockedBadge")}
              role="img"
            />
          ) : null}
        </h2>
        {chosen ? (
          <p id={chosenTextId} className={styles.chosen}>
            <span className={styles.chosenName}>{assetName(chosen, lang)}</span>
            {price === null ? null : (
              <span className={styles.price}>
                {euro(price)}
                <span className="sr-only"> {t("priceWithVat")}</span>
              </span>
            )}
          </p>
        ) : null}
        <AvailabilityNoteSlot asset={chosen} id={warningsId} />
      </div>
      {/* Covers the whole row (see the stylesheet): the row is what people tap. */}
      <button
        type="button"
        id={rowButtonId(slot)}
        className={styles.open}
        aria-haspopup="dialog"
        aria-labelledby={titleId}
        aria-describedby={
          chosen
            ? [chosenTextId, ...(hasAvailability(chosen) ? [warningsId] : [])].join(" ")
            : undefined
        }
        onClick={() => onOpen(slot)}
      >
        <ChevronRight size={18} aria-hidden="true" />
      </button>
    </li>
  );
});
