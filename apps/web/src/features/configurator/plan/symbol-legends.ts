import type { Legend } from "@home-designer/core";

export type LegendItem = Legend["items"][number];

/** A titled list of symbols, by priority. */
export type SymbolGroup = { key: Legend["key"]; name: Legend["name"]; items: LegendItem[] };

/** The layout symbols panel's three tabs (spec sections 3 and 9). */
export type SymbolTabs = {
  /** The Apartment tab's sub-tabs: kitchen and living room, bedrooms, washrooms. */
  apartment: SymbolGroup[];
  /** Symbols every apartment plan uses (floors, doors, windows), shown under the sub-tabs. */
  general: SymbolGroup | null;
  kitchen: SymbolGroup | null;
  electric: SymbolGroup | null;
};

export const APARTMENT_GROUPS = ["Kitchen&Living", "Bedrooms", "WashingRooms"] as const;

function group(legend: Legend): SymbolGroup {
  return {
    key: legend.key,
    name: legend.name,
    items: [...legend.items].sort((a, b) => a.priority - b.priority || a.id - b.id),
  };
}

/**
 * Sorts the company's symbol legends into the panel's tabs. The three room groups become the
 * Apartment tab's sub-tabs in their fixed order; a legend without symbols is left out, so no tab
 * or sub-tab is ever empty.
 */
export function symbolTabs(legends: readonly Legend[]): SymbolTabs {
  const byKey = new Map<Legend["key"], SymbolGroup>();
  for (const legend of [...legends].sort((a, b) => a.priority - b.priority)) {
    // A key appears once; should a company have two, the first by priority wins.
    if (!byKey.has(legend.key) && legend.items.length > 0) byKey.set(legend.key, group(legend));
  }
  return {
    apartment: APARTMENT_GROUPS.flatMap((key) => byKey.get(key) ?? []),
    general: byKey.get("Apartment") ?? null,
    kitchen: byKey.get("Kitchen") ?? null,
    electric: byKey.get("Electric") ?? null,
  };
}

export type SymbolTab = "apartment" | "kitchen" | "electric";

/** The tabs that have something to show, in their fixed order. */
export function availableSymbolTabs(tabs: SymbolTabs): SymbolTab[] {
  const out: SymbolTab[] = [];
  if (tabs.apartment.length > 0 || tabs.general) out.push("apartment");
  if (tabs.kitchen) out.push("kitchen");
  if (tabs.electric) out.push("electric");
  return out;
}
