import { pages } from "@home-designer/core";
import { ChevronLeft, ChevronRight, ListChecks, TriangleAlert } from "lucide-react";
import {
  type KeyboardEvent,
  type MouseEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { Link } from "../../../lib/navigation.ts";
import { useConfigurator } from "../context.ts";
import { useFailedRooms } from "../design/use-design.ts";
import { roomLabel, roomNumbers } from "../room/labels.ts";
import {
  centredScrollLeft,
  SELECTED_TAB_DELAY_MS,
  TAB_SCROLL_BACK,
  TAB_SCROLL_FORWARD,
  tabRowLayout,
  useRoomNavigationDisabled,
} from "../room/room-navigation.ts";
import { ROOM_PANEL_ID, roomTabId } from "../room/room-panel.ts";
import { SUMMARY } from "../selection/engine.ts";
import styles from "./room-tabs.module.css";

/**
 * One tab per room and the Summary tab (kept in view at the end). Tabs are links, so every room
 * has its own address; arrow keys move between them as in any tab list. A row wider than the
 * screen scrolls with arrow buttons. Desktop only (phones choose the room from a dropdown:
 * room-bars.tsx, which loads this where it shows). While the summary loads or a package is saved,
 * the tabs are disabled.
 */
export function RoomTabs() {
  const { t } = useTranslation("configurator");
  const { rooms, currentTab, lang, packageSegment, carriedSearch } = useConfigurator();
  const failedRooms = useFailedRooms();
  const disabled = useRoomNavigationDisabled();
  const listRef = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ back: false, forward: false });
  const pathOf = (tab: string) =>
    pages.room({ lang, packageId: packageSegment, room: tab }, carriedSearch);
  const current = currentTab ?? SUMMARY;

  const measure = useCallback(() => {
    const row = listRef.current;
    if (!row) return;
    const back = row.scrollLeft > 1;
    const forward = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setOverflow((o) => (o.back === back && o.forward === forward ? o : { back, forward }));
  }, []);

  // The row is measured again whenever it appears.
  useEffect(() => {
    const row = listRef.current;
    if (!row) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    row.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      row.removeEventListener("scroll", measure);
    };
  }, [measure]);

  // The open tab is brought into view a second after it changes, once the row has settled.
  useEffect(() => {
    const id = window.setTimeout(() => {
      const row = listRef.current;
      const selected = row?.querySelector<HTMLElement>(`#${CSS.escape(roomTabId(current))}`);
      if (!row || !selected || current === SUMMARY) return;
      row.scrollTo({
        left: centredScrollLeft(
          { left: selected.offsetLeft, width: selected.offsetWidth },
          { width: row.clientWidth, scrollWidth: row.scrollWidth },
        ),
        behavior: "smooth",
      });
    }, SELECTED_TAB_DELAY_MS);
    return () => window.clearTimeout(id);
  }, [current]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const index = tabs.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const target =
      event.key === "ArrowRight"
        ? tabs[(index + 1) % tabs.length]
        : event.key === "ArrowLeft"
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === "Home"
            ? tabs[0]
            : event.key === "End"
              ? tabs.at(-1)
              : undefined;
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  // A disabled tab stays focusable and says so, but does not navigate.
  const blockWhileDisabled = (event: MouseEvent<HTMLAnchorElement>) => {
    if (disabled) event.preventDefault();
  };

  const summaryTab = (
    <Link
      to={pathOf(SUMMARY)}
      id={roomTabId(SUMMARY)}
      role="tab"
      aria-selected={current === SUMMARY}
      aria-controls={current === SUMMARY ? ROOM_PANEL_ID : undefined}
      aria-disabled={disabled || undefined}
      tabIndex={current === SUMMARY ? 0 : -1}
      className={`${styles.tab} ${styles.summary}`}
      onClick={blockWhileDisabled}
    >
      <ListChecks size={16} aria-hidden="true" />
      <span className={styles.tabLabel}>{t("summary")}</span>
    </Link>
  );

  return (
    <nav className={styles.bar} aria-label={t("rooms")} aria-busy={disabled || undefined}>
      {overflow.back || overflow.forward ? (
        <button
          type="button"
          className={styles.arrow}
          aria-label={t("roomNav.scrollBack")}
          disabled={!overflow.back}
          onClick={() => listRef.current?.scrollBy({ left: -TAB_SCROLL_BACK, behavior: "smooth" })}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
      ) : null}
      <div
        ref={listRef}
        role="tablist"
        aria-label={t("rooms")}
        className={`${styles.row} ${tabRowLayout(rooms.length) === "spread" ? styles.spread : ""}`}
        onKeyDown={onKeyDown}
      >
        {rooms.map((room) => {
          const numbers = roomNumbers(room);
          const selected = current === room.slug;
          return (
            <Link
              key={room.id}
              to={pathOf(room.slug)}
              id={roomTabId(room.slug)}
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? ROOM_PANEL_ID : undefined}
              aria-disabled={disabled || undefined}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={blockWhileDisabled}
            >
              <span className={styles.tabLabel}>{roomLabel(room, lang)}</span>
              {failedRooms.includes(room.id) ? (
                // Its choices could not be loaded: the notice under the tabs names it and retries.
                <TriangleAlert
                  size={14}
                  role="img"
                  aria-label={t("roomNotLoaded")}
                  className={styles.failed}
                />
              ) : null}
              {numbers ? (
                <span className={styles.numbers}>{t("roomNumbers", { numbers })}</span>
              ) : null}
            </Link>
          );
        })}
        {summaryTab}
      </div>
      {overflow.back || overflow.forward ? (
        <button
          type="button"
          className={styles.arrow}
          aria-label={t("roomNav.scrollForward")}
          disabled={!overflow.forward}
          onClick={() =>
            listRef.current?.scrollBy({ left: TAB_SCROLL_FORWARD, behavior: "smooth" })
          }
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      ) : null}
    </nav>
  );
}
