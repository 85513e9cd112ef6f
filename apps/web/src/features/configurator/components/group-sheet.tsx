import { pickLabel, type SlotKey } from "@home-designer/core";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import {
  type CSSProperties,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { PortalContainer } from "../../../components/ui/portal-container.ts";
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
 * in view above it, so every choice is seen at once. Focus moves in, Escape, a tap above it or the
 * close button closes it, and focus goes back to the row of the group shown last. The previous and
 * next buttons step through the room's groups.
 *
 * It is the browser's own modal `<dialog>` (top layer, the page behind inert, focus moved in,
 * Escape as its cancel event), not the dialog library the other dialogs use: the sheet is on the
 * way to a phone's first choice, where the library and its scroll lock were 14 KB of the scripts
 * counted (docs/decisions/049).
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The shared parts' dialogs and lists opened from the sheet (an option's details, staff's
  // confirmations) go inside it: the page outside the modal is inert.
  const [container, setContainer] = useState<HTMLDialogElement | null>(null);
  const placeDialog = useCallback((dialog: HTMLDialogElement | null) => {
    dialogRef.current = dialog;
    setContainer(dialog);
  }, []);
  const bodyRef = useRef<HTMLDivElement>(null);
  const row = rows[index];
  const previous = rows[index - 1];
  const next = rows[index + 1];
  const slot = row?.slot;
  const shownLast = useRef(slot);
  shownLast.current = slot;

  // Opened before the first paint, so it is never seen in the page's flow.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  // Closed by going away: focus back on the row of the group shown last, which may not be the
  // one tapped.
  useEffect(
    () => () => {
      if (shownLast.current) document.getElementById(rowButtonId(shownLast.current))?.focus();
    },
    [],
  );

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
    // biome-ignore lint/a11y/useKeyWithClickEvents: the tap above the sheet is a pointer's way to close it; Escape is the keyboard's
    <dialog
      ref={placeDialog}
      className={styles.sheet}
      style={placed}
      // The title carries the id the group's options are labelled by.
      aria-labelledby={groupTitleId(row.slot)}
      onCancel={(event) => {
        // React closes it by taking it away, so that focus goes where the effect above says.
        event.preventDefault();
        onClose();
      }}
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop is a click on the dialog itself, above its box.
        const box = event.currentTarget.getBoundingClientRect();
        if (event.target === event.currentTarget && event.clientY < box.top) onClose();
      }}
    >
      <PortalContainer value={container}>
        <header className={styles.header}>
          <h2 id={groupTitleId(row.slot)} className={styles.title}>
            {title(row)}
          </h2>
          <span className={styles.count}>
            {t("configurator:groupSheet.count", { current: index + 1, total: rows.length })}
          </span>
          <button
            type="button"
            className={styles.close}
            aria-label={t("common:close")}
            onClick={onClose}
          >
            <X size={20} aria-hidden="true" />
          </button>
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
            <button type="button" className={styles.step} onClick={() => onIndexChange(index - 1)}>
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
            <button type="button" className={`${styles.step} ${styles.done}`} onClick={onClose}>
              {t("configurator:groupSheet.done")}
            </button>
          )}
        </footer>
      </PortalContainer>
    </dialog>
  );
}
