import { isUiLocale, type UiLocale } from "@home-designer/core";

/**
 * The same page in another language: the path and query stay, only the locale segment changes.
 * A path without a locale segment gets one in front.
 */
export function swapLocale(pathname: string, search: string, locale: UiLocale): string {
  const segments = pathname.split("/");
  if (isUiLocale(segments[1])) {
    segments[1] = locale;
  } else {
    segments.splice(1, 0, locale);
  }
  const path = segments.join("/").replace(/\/+$/, "") || `/${locale}`;
  return `${path}${search}`;
}

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
