import { DEFAULT_LOCALE, isUiLocale, type UiLocale } from "@home-designer/core";
import { useParams } from "./navigation.ts";

/** The locale of the current path's `{lang}` segment. */
export function useLocale(): UiLocale {
  const { lang } = useParams();
  return isUiLocale(lang) ? lang : DEFAULT_LOCALE;
}
