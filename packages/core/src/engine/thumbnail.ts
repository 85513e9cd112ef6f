import type { Asset } from "../api/index.ts";

/**
 * The picture that stands for an option in lists, the summary and the PDF. A catalogue option
 * shows its material's thumbnail (else its larger picture, else its room layer). A special
 * solution is made to order and has no catalogue picture: it shows the first image staff
 * attached to it, or none, and then the screens draw the special solution's own mark instead of
 * an empty picture.
 */
export function assetThumbnail(asset: Asset): string | null {
  if (asset.is_special) {
    return asset.files?.find((file) => file.type.startsWith("image/"))?.url ?? null;
  }
  return asset.material?.url_sup ?? asset.material?.url_pip ?? asset.image?.url ?? null;
}
