import { type Asset, assetThumbnail } from "@home-designer/core";
import { ImageIcon } from "lucide-react";
import styles from "./option-thumbnail.module.css";

/**
 * An option's picture (see core's assetThumbnail). A special solution without an attached image
 * shows its own mark, the one the summary PDF draws: a warm box with an exclamation mark, never
 * an empty picture. Decorative: the option's name is beside it or on its control.
 */
export function OptionThumbnail({ asset, className = "" }: { asset: Asset; className?: string }) {
  const url = assetThumbnail(asset);
  if (url) {
    return <img src={url} alt="" className={className} loading="lazy" decoding="async" />;
  }
  if (asset.is_special) return <SpecialMark className={className} />;
  return (
    <span className={`${className} ${styles.box}`}>
      <ImageIcon size={20} aria-hidden="true" />
    </span>
  );
}

/** A special solution's mark in place of a picture (the summary PDF's, see summary-document.ts). */
export function SpecialMark({ className = "" }: { className?: string }) {
  return (
    <span className={`${className} ${styles.box} ${styles.special}`} data-special-mark="">
      <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="12" />
        <path d="M12 6.5v7" />
        <circle cx="12" cy="17.25" r="1.4" />
      </svg>
    </span>
  );
}
