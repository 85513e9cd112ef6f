import type { Asset } from "./api/rooms.ts";
import { type I18nText, pickLabel, type UiLocale } from "./locale.ts";

/**
 * The name buyers see for an option, in every language: a special solution's own label, else the
 * material's short text, else the option's title. The room screen, the summary and their first
 * paints all name an option by it, so the page the server paints reads as the app that replaces it.
 */
export function optionName(asset: Asset): I18nText {
  if (asset.is_special)
    return pickLabel(asset.label, "en") ? (asset.label ?? asset.title) : asset.title;
  const short = asset.material?.desc_short;
  return pickLabel(short, "en") ? (short ?? asset.title) : asset.title;
}

/** `optionName` in one language. */
export function assetName(asset: Asset, locale: UiLocale): string {
  return pickLabel(optionName(asset), locale);
}
