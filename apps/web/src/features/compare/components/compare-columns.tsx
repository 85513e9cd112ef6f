import { pages } from "@home-designer/core";
import type { CSSProperties } from "react";
import { useTranslation } from "../../../i18n/index.ts";
import { Link, useSearch } from "../../../lib/navigation.ts";
import { useLocale } from "../../../lib/use-locale.ts";
import { packageLabel, roomLabel } from "../../configurator/compare-kit.ts";
import { RoomPicture } from "../../configurator/picture-kit.ts";
import styles from "../compare.module.css";
import { useCompareTexts } from "../compare-texts.ts";
import { type Comparison, type ShownDesign, shownDesigns } from "../use-comparison.ts";

type CompareColumnsProps = { data: Comparison; showAll: boolean };

/**
 * Desktop: a column per design. Their totals on top, then each room with its composed picture
 * per design and a table of its groups (those that differ, or all), the room's price per design
 * and its difference from the first design's.
 */
export function CompareColumns({ data, showAll }: CompareColumnsProps) {
  const { t } = useTranslation("compare");
  const lang = useLocale();
  const texts = useCompareTexts();
  const designs = shownDesigns(data);
  const firstName = designs[0] ? packageLabel(designs[0].pkg, lang) : "";
  const columns = { "--designs": designs.length } as CSSProperties;

  return (
    <div className={styles.columns} style={columns}>
      <ul className={styles.totals} aria-label={t("total")}>
        {designs.map((design, i) => (
          <li key={design.pkg.id} className={styles.totalCard}>
            <DesignTotal data={data} design={design} index={i} firstName={firstName} />
          </li>
        ))}
      </ul>
      {data.comparison.rooms.map((roomComparison) => {
        const room = data.rooms.find((r) => r.id === roomComparison.roomId);
        if (!room) return null;
        const name = roomLabel(room, lang);
        const headingId = `compare-room-${room.id}`;
        const rows = showAll
          ? roomComparison.groups
          : roomComparison.groups.filter((g) => g.differs);
        return (
          <section key={room.id} className={styles.room} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.roomTitle}>
              {name}
            </h2>
            <div className={styles.pictures}>
              {designs.map((design, i) => (
                <div key={design.pkg.id} className={styles.pictureCell}>
                  <RoomPicture
                    layers={data.picture(i, room)}
                    label={t("picture", { room: name, design: packageLabel(design.pkg, lang) })}
                    name={name}
                  />
                </div>
              ))}
            </div>
            <table className={styles.table}>
              <caption className="sr-only">{t("differencesIn", { room: name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("choice")}</th>
                  {designs.map((design) => (
                    <th key={design.pkg.id} scope="col">
                      {packageLabel(design.pkg, lang)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.length === 0 ? (
                  <tr>
                    <td colSpan={designs.length + 1} className={styles.same}>
                      {t("same")}
                    </td>
                  </tr>
                ) : null}
                {rows.map((row) => (
                  <tr key={row.group.id} className={row.differs ? styles.differs : undefined}>
                    <th scope="row">{texts.groupName(row.group)}</th>
                    {row.options.map((asset, i) => (
                      <td key={designs[i]?.pkg.id ?? i}>
                        <span className={styles.option}>{texts.optionName(asset)}</span>
                        <span className={styles.price}>{texts.price(row.prices[i] ?? null)}</span>
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t("roomPrice")}</th>
                  {roomComparison.totals.map((cents, i) => (
                    <td key={designs[i]?.pkg.id ?? i}>
                      <span className={styles.option}>{texts.price(cents)}</span>
                      {i === 0 ? null : (
                        <span className={styles.difference}>
                          {texts.difference(roomComparison.differences[i] ?? 0)}
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </section>
        );
      })}
    </div>
  );
}

type DesignTotalProps = {
  data: Comparison;
  design: ShownDesign;
  index: number;
  firstName: string;
};

/** A design's name, its total and how far it is from the first design's, with a way into it. */
export function DesignTotal({ data, design, index, firstName }: DesignTotalProps) {
  const { t } = useTranslation("compare");
  const lang = useLocale();
  const search = useSearch();
  const texts = useCompareTexts();
  const query = new URLSearchParams(search);
  query.delete("designs");
  const total = data.comparison.totals[index];
  return (
    <>
      <h2 className={styles.designName}>{packageLabel(design.pkg, lang)}</h2>
      <p className={styles.total}>
        <span className={styles.totalLabel}>{t("total")}</span>{" "}
        <strong data-testid="design-total">{texts.price(total?.cents ?? 0)}</strong>
      </p>
      <p className={styles.difference} data-testid="design-difference">
        {index === 0
          ? t("firstDesign")
          : t("differenceFrom", {
              amount: texts.difference(data.comparison.differences[index] ?? 0),
              name: firstName,
            })}
      </p>
      <Link to={pages.package({ lang, packageId: design.pkg.slug }, query)} className={styles.open}>
        {t("open")}
      </Link>
    </>
  );
}
