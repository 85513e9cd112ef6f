import { type Asset, pickLabel, type UiLocale } from "@home-designer/core";

/** The name of an option: a special solution's own label, else the material's short text. */
export function assetName(asset: Asset, locale: UiLocale): string {
  if (asset.is_special) return pickLabel(asset.label, locale) || pickLabel(asset.title, locale);
  return pickLabel(asset.material?.desc_short, locale) || pickLabel(asset.title, locale);
}
