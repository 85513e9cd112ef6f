import { ChevronLeft, ChevronRight } from "lucide-react";
import { type TouchEvent, useRef, useState } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { packageLabel, roomLabel } from "../../configurator/compare-kit.ts";
import { RoomPicture } from "../../configurator/picture-kit.ts";
import styles from "../compare.module.css";
import { useCompareTexts } from "../compare-texts.ts";
import { type Comparison, shownDesigns } from "../use-comparison.ts";
import { DesignTotal } from "./compare-columns.tsx";

/** How far a finger moves sideways, more than up or down, to go to the next design. */
const SWIPE_PX = 50;

type CompareCarouselProps = { data: Comparison; showAll: boolean };

/**
 * Phones: one design at a time, swiped sideways or stepped with the buttons (which keyboards and
 * screen readers use; the design shown is announced). Each room shows the design's picture, its
 * price against the first design's and the design's options in the groups that differ (or all).
 */
export function CompareCarousel({ data, showAll }: CompareCarouselProps) {
  const { t } = useTranslation("compare");
  const lang = useLocale();
  const texts = useCompareTexts();
  const designs = shownDesigns(data);
  const [wanted, setCurrent] = useState(0);
  const current = Math.min(wanted, designs.length - 1);
  const design = designs[current];
  const start = useRef<{ x: number; y: number } | null>(null);
  if (!design) return null;
  const firstName = designs[0] ? packageLabel(designs[0].pkg, lang) : "";
  const name = packageLabel(design.pkg, lang);
  const go = (step: number) =>
    setCurrent(Math.max(0, Math.min(designs.length - 1, current + step)));

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    start.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const from = start.current;
    const touch = event.changedTouches[0];
    start.current = null;
    if (!from || !touch) return;
    const dx = touch.clientX - from.x;
    const dy = touch.clientY - from.y;
    // A mostly vertical move scrolls the page; only a sideways one changes the design.
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(dy)) return;
    go(dx < 0 ? 1 : -1);
  };

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={t("carousel")}>
      <div className={styles.stepper}>
        <Button
          variant="secondary"
          size="small"
          iconOnly
          aria-label={t("previous")}
          disabled={current === 0}
          onClick={() => go(-1)}
        >
          <ChevronLeft size={18} aria-hidden="true" />
        </Button>
        <p className={styles.position} aria-live="polite">
          {t("position", { number: current + 1, count: designs.length, name })}
        </p>
        <Button
          variant="secondary"
          size="small"
          iconOnly
          aria-label={t("next")}
          disabled={current === designs.length - 1}
          onClick={() => go(1)}
        >
          <ChevronRight size={18} aria-hidden="true" />
        </Button>
      </div>
      <article
        className={styles.slide}
        aria-roledescription="slide"
        aria-label={name}
        data-testid="compare-slide"
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        <div className={styles.totalCard}>
          <DesignTotal data={data} design={design} index={current} firstName={firstName} />
        </div>
        {data.comparison.rooms.map((roomComparison) => {
          const room = data.rooms.find((r) => r.id === roomComparison.roomId);
          if (!room) return null;
          const roomName = roomLabel(room, lang);
          const rows = showAll
            ? roomComparison.groups
            : roomComparison.groups.filter((g) => g.differs);
          return (
            <section key={room.id} className={styles.room} aria-label={roomName}>
              <h3 className={styles.roomTitle}>{roomName}</h3>
              <RoomPicture
                layers={data.picture(current, room)}
                label={t("picture", { room: roomName, design: name })}
                name={roomName}
              />
              <p className={styles.roomPrice}>
                <span>{t("roomPrice")}</span>{" "}
                <strong>{texts.price(roomComparison.totals[current] ?? 0)}</strong>
                {current === 0 ? null : (
                  <span className={styles.difference}>
                    {" "}
                    {texts.difference(roomComparison.differences[current] ?? 0)}
                  </span>
                )}
              </p>
              {rows.length === 0 ? (
                <p className={styles.same}>{t("same")}</p>
              ) : (
                <dl
                  className={styles.differences}
                  aria-label={t("differencesIn", { room: roomName })}
                >
                  {rows.map((row) => (
                    <div key={row.group.id} className={styles.differenceRow}>
                      <dt>{texts.groupName(row.group)}</dt>
                      <dd>
                        <span className={styles.option}>
                          {texts.optionName(row.options[current])}
                        </span>
                        <span className={styles.price}>
                          {texts.price(row.prices[current] ?? null)}
                        </span>
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
            </section>
          );
        })}
      </article>
    </section>
  );
}
