import { useTranslation } from "../../../i18n/index.ts";
import { Link } from "../../../lib/navigation.ts";
import styles from "../back-office.module.css";
import { pageItems } from "./pagination-pages.ts";

type PaginationProps = {
  page: number;
  count: number;
  /** The address of a page of the list (its filters kept). */
  hrefOf: (page: number) => string;
  /** What the pages are of, for the landmark's name: "Materials, pages". */
  label: string;
};

/**
 * The pages of a list as links (Back and Forward go through them): a navigation landmark named by
 * the list, the current page marked for screen readers, the previous and next pages with names.
 */
export function Pagination({ page, count, hrefOf, label }: PaginationProps) {
  const { t } = useTranslation("admin");
  if (count <= 1) return null;
  return (
    <nav aria-label={label} className={styles.pagination}>
      <ul>
        <li>
          {page > 1 ? (
            <Link to={hrefOf(page - 1)} className={styles.pageLink} rel="prev">
              <span aria-hidden="true">‹</span>
              <span>{t("pagination.previous")}</span>
            </Link>
          ) : null}
        </li>
        {pageItems(page, count).map((item, i) =>
          item === "gap" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap is no page; its place is its key.
            <li key={`gap-${i}`} className={styles.pageGap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefOf(item)}
                className={styles.pageLink}
                aria-current={item === page ? "page" : undefined}
                aria-label={t("pagination.page", { page: item })}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < count ? (
            <Link to={hrefOf(page + 1)} className={styles.pageLink} rel="next">
              <span>{t("pagination.next")}</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
