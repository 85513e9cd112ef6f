import type { Legend } from "@home-designer/core";
import { describe, expect, it } from "vitest";
import { availableSymbolTabs, symbolTabs } from "./symbol-legends.ts";

function legend(id: number, key: Legend["key"], items: [number, number][], priority = id): Legend {
  return {
    id,
    key,
    name: { et: key, en: key },
    priority,
    items: items.map(([itemId, itemPriority]) => ({
      id: itemId,
      icon: `/icons/${itemId}.svg`,
      name: { et: `Märk ${itemId}` },
      priority: itemPriority,
    })),
  };
}

describe("symbolTabs", () => {
  it("puts the three room groups under Apartment in their fixed order", () => {
    const tabs = symbolTabs([
      legend(1, "WashingRooms", [[1, 0]], 0),
      legend(2, "Kitchen&Living", [[2, 0]], 1),
      legend(3, "Bedrooms", [[3, 0]], 2),
      legend(4, "Kitchen", [[4, 0]]),
      legend(5, "Electric", [[5, 0]]),
      legend(6, "Apartment", [[6, 0]]),
    ]);
    expect(tabs.apartment.map((g) => g.key)).toEqual([
      "Kitchen&Living",
      "Bedrooms",
      "WashingRooms",
    ]);
    expect(tabs.kitchen?.items.map((i) => i.id)).toEqual([4]);
    expect(tabs.electric?.items.map((i) => i.id)).toEqual([5]);
    expect(tabs.general?.items.map((i) => i.id)).toEqual([6]);
    expect(availableSymbolTabs(tabs)).toEqual(["apartment", "kitchen", "electric"]);
  });

  it("lists symbols by priority", () => {
    const tabs = symbolTabs([
      legend(1, "Kitchen", [
        [10, 2],
        [11, 0],
        [12, 1],
      ]),
    ]);
    expect(tabs.kitchen?.items.map((i) => i.id)).toEqual([11, 12, 10]);
  });

  it("leaves out empty legends, so no tab or sub-tab is empty", () => {
    const tabs = symbolTabs([
      legend(1, "Bedrooms", []),
      legend(2, "Kitchen", []),
      legend(3, "Electric", [[1, 0]]),
    ]);
    expect(tabs.apartment).toEqual([]);
    expect(tabs.kitchen).toBeNull();
    expect(availableSymbolTabs(tabs)).toEqual(["electric"]);
    expect(availableSymbolTabs(symbolTabs([]))).toEqual([]);
  });

  it("keeps the first legend by priority when a key appears twice", () => {
    const tabs = symbolTabs([legend(1, "Kitchen", [[1, 0]], 5), legend(2, "Kitchen", [[2, 0]], 1)]);
    expect(tabs.kitchen?.items.map((i) => i.id)).toEqual([2]);
  });
});
