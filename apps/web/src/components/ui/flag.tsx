import type { UiLocale } from "@home-designer/core";
import type { ReactNode } from "react";

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
      className={className}
      style={{ borderRadius: 2, boxShadow: "0 0 0 0.5px rgb(0 0 0 / 0.18)", flex: "none" }}
    >
      {FLAGS[locale]}
    </svg>
  );
}

// The root <svg> clips to its viewBox, so the diagonals of the Union Jack need no clip path.
const FLAGS: Record<UiLocale, ReactNode> = {
  et: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#0072ce" />
      <rect y="6.67" width="30" height="6.67" fill="#000" />
    </>
  ),
  en: (
    <>
      <rect width="30" height="20" fill="#012169" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#c8102e" strokeWidth="1.6" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8102e" strokeWidth="3.4" />
    </>
  ),
  de: (
    <>
      <rect width="30" height="6.67" fill="#000" />
      <rect y="6.67" width="30" height="6.67" fill="#dd0000" />
      <rect y="13.33" width="30" height="6.67" fill="#ffce00" />
    </>
  ),
  ru: (
    <>
      <rect width="30" height="6.67" fill="#fff" />
      <rect y="6.67" width="30" height="6.67" fill="#0039a6" />
      <rect y="13.33" width="30" height="6.67" fill="#d52b1e" />
    </>
  ),
};
