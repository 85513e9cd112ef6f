/** Query strings of the app's pages; the paths themselves come from `pages` in core. */

/** The query string without `selections` (moving between rooms or packages drops them). */
export function searchWithoutSelections(search: string | URLSearchParams): string {
  const params = new URLSearchParams(search);
  params.delete("selections");
  params.delete("compressed_selections");
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** A query string with some values set (or removed with `null`), keeping the rest in order. */
export function withSearch(
  search: string | URLSearchParams,
  changes: Record<string, string | null>,
): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}
