import type { ReactNode } from "react";
import type { PlanSymbolSet } from "./plans.ts";

/**
 * The plans' own symbols, redrawn on the plans' 48 × 48 grid (the server draws them into the
 * plan pictures the same way), so the legend under a plan shows exactly what the plan shows.
 * Ink follows the text colour; the LED strip keeps the plans' amber.
 */
const LED = "#b7791f";
const line = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2.2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

export type PlanSymbolKey =
  | "herringbone"
  | "parquetDirection"
  | "stoneFloor"
  | "openingDirection"
  | "hiddenLed"
  | "potentialLocation";

const DRAWINGS: Record<PlanSymbolKey, ReactNode> = {
  herringbone: (
    <>
      <path d="M10 14l7 7 7-7 7 7 7-7M10 24l7 7 7-7 7 7 7-7" {...line} />
      <path d="M24 34v8M20 38l4 4 4-4" {...line} />
    </>
  ),
  parquetDirection: (
    <>
      <path d="M8 16h32M8 24h32M8 32h32" stroke="currentColor" strokeWidth="1.4" fill="none" />
      <path d="M20 16v8M32 24v8M14 24v8" stroke="currentColor" strokeWidth="1.4" />
      <path d="M6 40h36M10 36l-4 4 4 4M38 36l4 4-4 4" {...line} />
    </>
  ),
  stoneFloor: (
    <>
      <rect x="9" y="9" width="30" height="30" {...line} />
      <path d="M9 24h30M24 9v30" {...line} />
      <path d="M12 12l9 9M27 27l9 9" stroke="currentColor" strokeWidth="1" fill="none" />
    </>
  ),
  openingDirection: (
    <>
      <rect x="10" y="10" width="28" height="28" {...line} />
      <path
        d="M10 10l28 14L10 38"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeDasharray="3 2"
      />
    </>
  ),
  hiddenLed: (
    <>
      <rect x="8" y="18" width="32" height="12" {...line} />
      <path d="M10 34h28" stroke={LED} strokeWidth="3" strokeDasharray="5 3" fill="none" />
    </>
  ),
  potentialLocation: (
    <>
      <rect
        x="10"
        y="12"
        width="28"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeDasharray="5 3"
      />
      <path d="M18 24h12M24 18v12" {...line} />
    </>
  ),
};

/** The symbols listed under each plan (spec section 2); the electric plan has none. */
export const PLAN_SYMBOLS: Record<PlanSymbolSet, readonly PlanSymbolKey[]> = {
  apartment: ["herringbone", "parquetDirection", "stoneFloor"],
  kitchen: ["openingDirection", "hiddenLed", "potentialLocation"],
};

/** One plan symbol, decorative: its name is always written beside it. */
export function PlanSymbol({ symbol, size = 32 }: { symbol: PlanSymbolKey; size?: number }) {
  return (
    <svg viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      {DRAWINGS[symbol]}
    </svg>
  );
}
