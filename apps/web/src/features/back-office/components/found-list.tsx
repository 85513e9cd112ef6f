import type { UseQueryResult } from "@tanstack/react-query";
import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/button.tsx";
import { useTranslation } from "../../../i18n/index.ts";
import styles from "../back-office.module.css";
import { Pagination } from "./pagination.tsx";
import { pageCount } from "./pagination-pages.ts";

/** A page of a list as the back office's list calls answer it. */
type FoundPage = { total: number; page: number; per_page: number };

type FoundListProps<T extends FoundPage> = {
  /** The list call's query, keeping the last page on screen while the next loads. */
  query: UseQueryResult<T>;
  /** "12 materials found", for the status line a screen reader reads as the list changes. */
  found: (total: number) => string;
  /** The address of a page of the list, its filters kept. */
  hrefOf: (page: number) => string;
  /** What the pages are of, for the pages' landmark. */
  pagesLabel: string;
  /** The page's items (a table, a list); `busy` while the next page loads. */
  children: (data: T, busy: boolean) => ReactNode;
};

/**
 * A list of the back office, one way for every list screen: "loading" while the first page comes,
 * its error with a way to try again, then how many were found, the page's items and the links to
 * the other pages.
 */
export function FoundList<T extends FoundPage>({
  query,
  found,
  hrefOf,
  pagesLabel,
  children,
}: FoundListProps<T>) {
  const { t } = useTranslation("common");
  if (query.isPending) return <p role="status">{t("loading")}</p>;
  if (query.isError)
    return (
      <div role="alert" className={styles.refusal}>
        <p>{query.error.message}</p>
        <Button size="small" onClick={() => query.refetch()}>
          {t("retry")}
        </Button>
      </div>
    );
  const { data } = query;
  return (
    <>
      <p className={styles.resultCount} role="status">
        {found(data.total)}
      </p>
      {children(data, query.isPlaceholderData)}
      <Pagination
        page={data.page}
        count={pageCount(data.total, data.per_page)}
        hrefOf={hrefOf}
        label={pagesLabel}
      />
    </>
  );
}

type SearchFiltersProps = {
  /** The search field's id (its label points at it). */
  id: string;
  label: string;
  value: string;
  /** The words as typed, trimmed, when the form is sent. */
  onSearch: (words: string) => void;
  /** Filters beside the search field (a category, a project), each a field of its own. */
  children?: ReactNode;
};

/**
 * A list's search: a search landmark with the words to find (sent with Enter or the button) and the
 * list's filters, which apply as they change.
 */
export function SearchFilters({ id, label, value, onSearch, children }: SearchFiltersProps) {
  const { t } = useTranslation("admin");
  return (
    <search>
      <form
        className={styles.filters}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          onSearch(String(form.get("q") ?? "").trim());
        }}
      >
        {children}
        <div className={styles.field}>
          <label htmlFor={id}>{label}</label>
          <input
            id={id}
            name="q"
            type="search"
            key={value}
            defaultValue={value}
            className={styles.input}
            maxLength={100}
          />
        </div>
        <Button type="submit" variant="primary" className={styles.filterButton}>
          <Search size={16} aria-hidden="true" />
          {t("catalogue.find")}
        </Button>
      </form>
    </search>
  );
}
