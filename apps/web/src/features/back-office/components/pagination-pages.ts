/** One place of a pagination: a page's number, or a gap of pages not listed. */
export type PageItem = number | "gap";

/** How many pages `total` things make at `perPage` a page: at least one, empty or not. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * The pages a pagination lists: the first and last, the current one and one on each side of it;
 * a gap where pages are left out, unless the gap would hide one page only (then it is listed).
 * So at most seven places, however many pages: 1 … 4 5 6 … 20.
 */
export function pageItems(current: number, count: number): PageItem[] {
  const shown = new Set([1, count, current - 1, current, current + 1]);
  const items: PageItem[] = [];
  for (let page = 1; page <= count; page++) {
    if (shown.has(page)) {
      items.push(page);
    } else if (shown.has(page - 1) && shown.has(page + 1)) {
      items.push(page);
    } else if (items.at(-1) !== "gap") {
      items.push("gap");
    }
  }
  return items;
}

/** A page number from an address's query: a whole number from 1, else the first page. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
