/**
 * Plan symbols drawn on a 48 × 48 grid: the symbol legends show them as icons, and the electric and
 * kitchen plans place the same drawings, so a legend always matches its plan.
 */
import { svgDoc } from "./svg.ts";

const INK = "#2e3338";
const S = `fill="none" stroke="${INK}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"`;

export const ICONS = {
  "ceiling-light": `<circle cx="24" cy="24" r="11" ${S}/><path d="M16.2 16.2l15.6 15.6M31.8 16.2L16.2 31.8" ${S}/>`,
  spotlight: `<circle cx="24" cy="24" r="7" ${S}/><circle cx="24" cy="24" r="2.5" fill="${INK}"/>`,
  "wall-light": `<path d="M14 34h20" ${S}/><path d="M17 34a7 7 0 0 1 14 0" ${S}/><path d="M24 27v-5" ${S}/>`,
  socket: `<path d="M12 30h24" ${S}/><path d="M15 30a9 9 0 0 1 18 0" ${S}/><path d="M24 21v-9" ${S}/>`,
  "double-socket": `<path d="M10 32h28" ${S}/><path d="M13 32a11 11 0 0 1 22 0" ${S}/><path d="M21 21v-9M27 21v-9" ${S}/>`,
  "moisture-socket": `<path d="M12 30h24" ${S}/><path d="M15 30a9 9 0 0 1 18 0" fill="${INK}" stroke="${INK}" stroke-width="2.2"/><path d="M24 21v-9" ${S}/>`,
  "data-socket": `<path d="M12 30h24" ${S}/><path d="M15 30a9 9 0 0 1 18 0" ${S}/><path d="M20 15h8M24 15v6" ${S}/>`,
  "tv-socket": `<rect x="12" y="14" width="24" height="16" rx="2" ${S}/><path d="M18 34h12" ${S}/>`,
  switch: `<circle cx="20" cy="30" r="4" ${S}/><path d="M23 27l9-11" ${S}/><path d="M32 16l3 2" ${S}/>`,
  "two-way-switch": `<circle cx="24" cy="30" r="4" ${S}/><path d="M27 27l8-10M21 27l-8-10" ${S}/><path d="M35 17l3 2M13 17l-3 2" ${S}/>`,
  "led-strip": `<path d="M8 24h32" stroke="#d99a1e" stroke-width="3" stroke-dasharray="4 3" fill="none"/>`,
  "distribution-board": `<rect x="12" y="12" width="24" height="24" ${S}/><path d="M12 36L36 12" ${S}/><path d="M12 12L36 36V12z" fill="${INK}"/>`,
  thermostat: `<rect x="14" y="14" width="20" height="20" rx="3" ${S}/><text x="24" y="29" text-anchor="middle" font-family="Arial, sans-serif" font-size="12" font-weight="700" fill="${INK}">T</text>`,
  ventilation: `<circle cx="24" cy="24" r="11" ${S}/><path d="M17 24h14M24 17v14" ${S}/>`,
  "floor-drain": `<rect x="13" y="13" width="22" height="22" ${S}/><path d="M17 19h14M17 24h14M17 29h14" ${S}/>`,
  "heated-floor": `<path d="M10 16h28M10 24h28M10 32h28" stroke="#c8553d" stroke-width="2.2" fill="none"/><path d="M38 16v8M10 24v8" stroke="#c8553d" stroke-width="2.2"/>`,
  "towel-warmer": `<rect x="16" y="10" width="16" height="28" rx="2" ${S}/><path d="M16 17h16M16 24h16M16 31h16" ${S}/>`,
  "mirror-light": `<rect x="12" y="16" width="24" height="20" rx="2" ${S}/><path d="M16 12h16" stroke="#d99a1e" stroke-width="3"/>`,
  sink: `<rect x="10" y="14" width="28" height="20" rx="3" ${S}/><circle cx="24" cy="24" r="2.5" fill="${INK}"/>`,
  hob: `<rect x="9" y="9" width="30" height="30" rx="2" ${S}/><circle cx="18" cy="18" r="5" ${S}/><circle cx="30" cy="18" r="4" ${S}/><circle cx="18" cy="30" r="4" ${S}/><circle cx="30" cy="30" r="5" ${S}/>`,
  oven: `<rect x="10" y="10" width="28" height="28" rx="2" ${S}/><rect x="15" y="18" width="18" height="14" ${S}/><path d="M16 14h16" ${S}/>`,
  fridge: `<rect x="13" y="8" width="22" height="32" rx="2" ${S}/><path d="M13 20h22M17 13v4M17 24v6" ${S}/>`,
  dishwasher: `<rect x="10" y="10" width="28" height="28" rx="2" ${S}/><text x="24" y="29" text-anchor="middle" font-family="Arial, sans-serif" font-size="11" font-weight="700" fill="${INK}">NP</text>`,
  hood: `<path d="M10 34h28L32 20H16z" ${S}/><path d="M20 20v-8h8v8" ${S}/>`,
  "opening-direction": `<rect x="10" y="10" width="28" height="28" ${S}/><path d="M10 10l28 14L10 38" fill="none" stroke="${INK}" stroke-width="1.6" stroke-dasharray="3 2"/>`,
  "hidden-led": `<rect x="8" y="18" width="32" height="12" ${S}/><path d="M10 34h28" stroke="#d99a1e" stroke-width="3" stroke-dasharray="5 3" fill="none"/>`,
  "potential-location": `<rect x="10" y="12" width="28" height="24" fill="none" stroke="${INK}" stroke-width="2" stroke-dasharray="5 3"/><path d="M18 24h12M24 18v12" ${S}/>`,
  herringbone: `<path d="M10 14l7 7 7-7 7 7 7-7M10 24l7 7 7-7 7 7 7-7" ${S}/><path d="M24 34v8M20 38l4 4 4-4" ${S}/>`,
  "parquet-direction": `<path d="M8 16h32M8 24h32M8 32h32" stroke="${INK}" stroke-width="1.4" fill="none"/><path d="M20 16v8M32 24v8M14 24v8" stroke="${INK}" stroke-width="1.4"/><path d="M6 40h36M10 36l-4 4 4 4M38 36l4 4-4 4" ${S}/>`,
  "stone-floor": `<rect x="9" y="9" width="30" height="30" ${S}/><path d="M9 24h30M24 9v30" ${S}/><path d="M12 12l9 9M27 27l9 9" stroke="${INK}" stroke-width="1" fill="none"/>`,
  "door-swing": `<path d="M12 38V12" ${S}/><path d="M12 12a26 26 0 0 1 26 26" fill="none" stroke="${INK}" stroke-width="1.4" stroke-dasharray="3 2"/><path d="M8 38h34" ${S}/>`,
  window: `<rect x="8" y="19" width="32" height="10" ${S}/><path d="M8 24h32" stroke="${INK}" stroke-width="1.2"/>`,
  "room-number": `<circle cx="24" cy="24" r="12" ${S}/><text x="24" y="29" text-anchor="middle" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="${INK}">3</text>`,
  bed: `<rect x="11" y="8" width="26" height="32" rx="2" ${S}/><rect x="14" y="11" width="9" height="6" rx="1.5" ${S}/><rect x="25" y="11" width="9" height="6" rx="1.5" ${S}/><path d="M11 22h26" ${S}/>`,
  wardrobe: `<rect x="8" y="14" width="32" height="20" ${S}/><path d="M8 24h32" stroke="${INK}" stroke-width="1.2" stroke-dasharray="3 2"/><path d="M24 14v20" ${S}/>`,
} as const;

export type IconKey = keyof typeof ICONS;

/** An icon as a stand-alone SVG for a legend. */
export function iconDoc(key: IconKey): string {
  return svgDoc(48, 48, ICONS[key]);
}

/** An icon placed on a drawing, centred at (x, y), `size` pixels wide. */
export function placeIcon(key: IconKey, x: number, y: number, size: number): string {
  const s = size / 48;
  return `<g transform="translate(${(x - 24 * s).toFixed(1)} ${(y - 24 * s).toFixed(1)}) scale(${s.toFixed(3)})">${ICONS[key]}</g>`;
}
