import { pickLabel, type SlotKey } from "@home-designer/core";
import * as RadixDialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { type CSSProperties, useEffect, useRef, useState } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { useConfigurator } from "../context.ts";
import styles from "./group-sheet.module.css";
import { ROOM_STAGE_ID } from "./room-stage.tsx";
import { groupTitleId, SelectionGroupSection } from "./selection-group.tsx";
import { type GroupRow, rowButtonId } from "./selection-group-list.tsx";

type GroupSheetProps = {
  rows: readonly GroupRow[];
  /** The open group's place in `rows`. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  onChoose: (key: SlotKey, assetId: number) => void;
  staff: boolean;
};

/** The sheet leaves at least this share of the screen's height to the picture's side… */
const MAX_TOP = 0.55;
/** …and takes no more than this share when the picture is small. */
const MIN_TOP = 0.25;

/** Where the sheet begins: under the room picture, within the bounds above. */
function sheetTop(): number {
  const height = window.innerHeight;
  const bottom = document.getElementById(ROOM_STAGE_ID)?.getBoundingClientRect().bottom ?? 0;
  return Math.round(Math.min(Math.max(bottom, height * MIN_TOP), height * MAX_TOP));
}

/**
 * Phones: one group's options in a modal sheet over the lower part of the screen, the room picture
 * in view above it, so every choice is seen at once. Focus moves in, Escape or the close button
 * closes it, and focus goes back to the row of the group shown last. The previous and next buttons
 * step through the room's groups.
 */
export function GroupSheet({
  rows,
  index,
  onIndexChange,
  onClose,
  onChoose,
  staff,
}: GroupSheetProps) {
  const { t } = useTranslation(["configurator", "common"]);
  const { lang } = useConfigurator();
  const [top, setTop] = useState(sheetTop);
  const bodyRef = useRef<HTMLDivElement>(null);
  const row = rows[index];
  const previous = rows[index - 1];
  const next = rows[index + 1];
  const slot = row?.slot;

  useEffect(() => {
    const follow = () => setTop(sheetTop());
    window.addEventListener("resize", follow);
    return () => window.removeEventListener("resize", follow);
  }, []);
  // Another group starts at its top.
  useEffect(() => {
    if (slot !== undefined && bodyRef.current) bodyRef.current.scrollTop = 0;
  }, [slot]);

  if (!row) return null;
  const placed = { "--sheet-top": `${top}px` } as CSSProperties;
  const title = (r: GroupRow) => pickLabel(r.group.title.label, lang);

  return (
    <RadixDialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} style={placed} />
        <RadixDialog.Content
          className={styles.sheet}
          style={placed}
          // The title carries the id the group's options are labelled by.
          aria-labelledby={groupTitleId(row.slot)}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // Back to the row of the group shown last, which may not be the one tapped.
            const button = document.getElementById(rowButtonId(row.slot));
            if (!button) return;
            event.preventDefault();
            button.focus();
          }}
        >
          <header className={styles.header}>
            <RadixDialog.Title id={groupTitleId(row.slot)} className={styles.title}>
              {title(row)}
            </RadixDialog.Title>
            <span className={styles.count}>
              {t("configurator:groupSheet.count", { current: index + 1, total: rows.length })}
            </span>
            <RadixDialog.Close className={styles.close} aria-label={t("common:close")}>
              <X size={20} aria-hidden="true" />
            </RadixDialog.Close>
          </header>
          <div ref={bodyRef} className={styles.body}>
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
              headless
            />
          </div>
          <footer className={styles.footer}>
            {previous ? (
              <button
                type="button"
                className={styles.step}
                onClick={() => onIndexChange(index - 1)}
              >
                <ChevronLeft size={18} aria-hidden="true" />
                <span className={styles.stepText}>
                  <span className={styles.stepHint}>{t("configurator:groupSheet.previous")}</span>
                  <span className={styles.stepName}>{title(previous)}</span>
                </span>
              </button>
            ) : (
              <span />
            )}
            {next ? (
              <button
                type="button"
                className={`${styles.step} ${styles.stepNext}`}
                onClick={() => onIndexChange(index + 1)}
              >
                <span className={styles.stepText}>
                  <span className={styles.stepHint}>{t("configurator:groupSheet.next")}</span>
                  <span className={styles.stepName}>{title(next)}</span>
                </span>
                <ChevronRight size={18} aria-hidden="true" />
              </button>
            ) : (
              <RadixDialog.Close className={`${styles.step} ${styles.done}`}>
                {t("configurator:groupSheet.done")}
              </RadixDialog.Close>
            )}
          </footer>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
