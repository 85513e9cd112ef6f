import type { UiLocale } from "@home-designer/core";
import { useCallback } from "react";
import { useLocale } from "../../../lib/use-locale.ts";

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/**
 * How long ago (or how far ahead) a moment is, in the interface's language and its largest whole
 * unit: "vor 3 Tagen", "2 hours ago", "eile". An odd value is shown as it came.
 */
export function relativeTime(value: string, now: number, locale: UiLocale): string {
  const at = new Date(value).getTime();
  if (Number.isNaN(at)) return value;
  let amount = (at - now) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return value;
}

/** `relativeTime` in the page's language, from the moment it is called. */
export function useRelativeTime(): (value: string) => string {
  const locale = useLocale();
  return useCallback((value: string) => relativeTime(value, Date.now(), locale), [locale]);
}
