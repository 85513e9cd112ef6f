import { nextRoom, pages, previousRoom } from "@home-designer/core";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { LazySelect } from "../../../components/ui/lazy-select.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useNavigate } from "../../../lib/navigation.ts";
import { useConfigurator } from "../context.ts";
import { roomLabel, roomNumbers } from "../room/labels.ts";
import { SUMMARY } from "../selection/engine.ts";
import styles from "./room-dropdown.module.css";

/**
 * The phone's room switcher: a dropdown of the rooms and the summary between arrows to the
 * previous and next room (the summary comes after the last room and before the first); a layout
 * of one room has no arrows.
 */
export function RoomDropdown({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation("configurator");
  const { rooms, currentTab, lang, packageSegment, carriedSearch } = useConfigurator();
  const navigate = useNavigate();
  const slugs = rooms.map((r) => r.slug);
  const current = currentTab ?? SUMMARY;
  const go = (slug: string) =>
    navigate(pages.room({ lang, packageId: packageSegment, room: slug }, carriedSearch));
  const nameOf = (slug: string) => {
    const room = rooms.find((r) => r.slug === slug);
    return room ? roomLabel(room, lang) : t("summary");
  };
  const previous = previousRoom(slugs, current);
  const next = nextRoom(slugs, current);

  const options = rooms.map((room) => {
    const numbers = roomNumbers(room);
    return {
      value: room.slug,
      label: roomLabel(room, lang),
      hint: numbers ? t("roomNumbers", { numbers }) : undefined,
    };
  });
  options.push({ value: SUMMARY, label: t("summary"), hint: undefined });

  // One room has no neighbours to step to: the list alone (with the summary in it).
  const arrows = rooms.length > 1;
  return (
    <div className={styles.dropdown}>
      {arrows ? (
        <button
          type="button"
          className={styles.arrow}
          aria-label={`${t("previousRoom")}: ${nameOf(previous)}`}
          disabled={disabled}
          onClick={() => go(previous)}
        >
          <ChevronLeft size={20} aria-hidden="true" />
        </button>
      ) : null}
      <LazySelect
        id="room-select"
        label={t("chooseRoom")}
        value={current}
        options={options}
        disabled={disabled}
        className={styles.select}
        onValueChange={(slug) => {
          if (slug !== current) go(slug);
        }}
      />
      {arrows ? (
        <button
          type="button"
          className={styles.arrow}
          aria-label={`${t("nextRoom")}: ${nameOf(next)}`}
          disabled={disabled}
          onClick={() => go(next)}
        >
          <ChevronRight size={20} aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
