import { nextRoom, pages, previousRoom } from "@home-designer/core";
import { ArrowLeft, ArrowRight } from "lucide-react";
import { buttonClass } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { Link } from "../../../lib/navigation.ts";
import { useConfigurator } from "../context.ts";
import { roomLabel } from "../room/labels.ts";
import { SUMMARY } from "../selection/engine.ts";
import styles from "./room-pager.module.css";

/**
 * Previous and next buttons naming the neighbouring rooms: Summary follows the last room and
 * comes before the first (spec section 4). The arrow goes with the small "Previous" / "Next"
 * above the name, so that the name has the button's whole width.
 */
export function RoomPager() {
  const { t } = useTranslation("configurator");
  const { rooms, currentTab, lang, packageSegment, carriedSearch } = useConfigurator();
  const slugs = rooms.map((r) => r.slug);
  const current = currentTab ?? SUMMARY;
  const previous = previousRoom(slugs, current);
  // After the summary the tour is over: no button forward.
  const next = current === SUMMARY ? null : nextRoom(slugs, current);
  const nameOf = (slug: string) => {
    if (slug === SUMMARY) return t("summary");
    const room = rooms.find((r) => r.slug === slug);
    return room ? roomLabel(room, lang) : slug;
  };
  const pathOf = (slug: string) =>
    pages.room({ lang, packageId: packageSegment, room: slug }, carriedSearch);

  // One room has no neighbours: the summary is in the room bar.
  if (rooms.length < 2) return null;
  return (
    <nav className={styles.pager} aria-label={t("roomPager")}>
      <Link
        to={pathOf(previous)}
        className={buttonClass("secondary", "medium", false, styles.previous)}
      >
        <span className={styles.hint}>
          <ArrowLeft size={14} aria-hidden="true" />
          {t("previous")}
        </span>
        <span className={styles.name}>{nameOf(previous)}</span>
      </Link>
      {next ? (
        <Link to={pathOf(next)} className={buttonClass("primary", "medium", false, styles.next)}>
          <span className={styles.hint}>
            {t("next")}
            <ArrowRight size={14} aria-hidden="true" />
          </span>
          <span className={styles.name}>{nameOf(next)}</span>
        </Link>
      ) : null}
    </nav>
  );
}
