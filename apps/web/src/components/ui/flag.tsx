import type { UiLocale } from "@home-designer/core";
import type { ReactNode } from "react";
import styles from "./flag.module.css";

type FlagProps = { locale: UiLocale; className?: string };

/**
 * Small flags drawn inline (3:2 box, 18 × 12 by default), so the language menu needs no image
 * requests. Decorative: the language name next to a flag is the accessible text.
 */
export function Flag({ locale, className }: FlagProps) {
  return (
    <svg
      viewBox="0 0 30 20"
      width="18"
      height="12"
      aria-hidden="true"
      focusable="false"
      className={`${styles.flag} ${className ?? ""}`}
    >
      {FLAGS[locale]}
    </svg>
  );
}

/** Three horizontal stripes, top to bottom. */
function stripes(...fills: string[]): ReactNode {
  return fills.map((fill, i) => (
    <rect key={fill} y={i * 6.67} width="30" height="6.67" fill={fill} />
  ));
}

// The root <svg> clips to its viewBox, so the diagonals of the Union Jack need no clip path.
const FLAGS: Record<UiLocale, ReactNode> = {
  et: stripes("#0072ce", "#000", "#fff"),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
  de: stripes("#000", "#dd0000", "#ffce00"),
  ru: stripes("#fff", "#0039a6", "#d52b1e"),
};
