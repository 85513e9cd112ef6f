import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SelectionGroup } from "../api/rooms.ts";
import { type Choices, slotKey } from "./configuration.ts";
import { hasPlans, pictureLayers } from "./picture.ts";
import { asset, group } from "./test-configuration.ts";

const KITCHEN = 10;
const WHOLE_APARTMENT = 20;
const kitchen = { id: KITCHEN, images: [{ id: 1, url: "/kitchen-base.svg", layer: 0 }] };

/** The kitchen's fronts, and the whole apartment's floor that the kitchen's picture follows. */
function layout(): SelectionGroup[] {
  const fronts = group(1, KITCHEN, [
    asset(11, 1, [], { image: { id: 11, url: "/fronts-white.svg", layer: 3 } }),
    asset(12, 1, [], { image: { id: 12, url: "/fronts-oak.svg", layer: 3 } }),
  ]);
  const floor = group(2, WHOLE_APARTMENT, [asset(21, 2), asset(22, 2)], [], {
    isRoomType: true,
    images: [
      { id: 7, url: "/kitchen-floor-oak.svg", layer: 1, room_id: KITCHEN, selection_id: 21 },
      { id: 8, url: "/kitchen-floor-ash.svg", layer: 1, room_id: KITCHEN, selection_id: 22 },
      { id: 9, url: "/bath-floor-oak.svg", layer: 1, room_id: 30, selection_id: 21 },
    ],
  });
  return [fronts, floor];
}

const choose = (entries: [number, number, number][]): Choices =>
  new Map(entries.map(([room, groupId, assetId]) => [slotKey(room, groupId), assetId]));

describe("pictureLayers", () => {
  it("stacks the room's base, its chosen options and what other rooms' choices draw in it", () => {
    const layers = pictureLayers(
      kitchen,
      layout(),
      choose([
        [KITCHEN, 1, 12],
        [WHOLE_APARTMENT, 2, 22],
      ]),
    );
    expect(layers.map((l) => l.url)).toEqual([
      "/kitchen-base.svg",
      "/kitchen-floor-ash.svg",
      "/fronts-oak.svg",
    ]);
  });

  it("follows the choice in the other room as it changes", () => {
    const groups = layout();
    const floorIn = (assetId: number) =>
      pictureLayers(kitchen, groups, choose([[WHOLE_APARTMENT, 2, assetId]])).map((l) => l.url);
    expect(floorIn(21)).toEqual(["/kitchen-base.svg", "/kitchen-floor-oak.svg"]);
    expect(floorIn(22)).toEqual(["/kitchen-base.svg", "/kitchen-floor-ash.svg"]);
  });

  it("leaves out other rooms' own options and layers drawn for other rooms", () => {
    const bath = { id: 30, images: [] };
    const layers = pictureLayers(
      bath,
      layout(),
      choose([
        [KITCHEN, 1, 11],
        [WHOLE_APARTMENT, 2, 21],
      ]),
    );
    expect(layers.map((l) => l.url)).toEqual(["/bath-floor-oak.svg"]);
  });

  it("draws each layer once, bottom first, and only what some choice or the base holds", () => {
    fc.assert(
      fc.property(fc.integer({ min: 21, max: 23 }), fc.integer({ min: 11, max: 13 }), (f, k) => {
        const layers = pictureLayers(
          kitchen,
          layout(),
          choose([
            [KITCHEN, 1, k],
            [WHOLE_APARTMENT, 2, f],
          ]),
        );
        const order = layers.map((l) => l.layer);
        expect(order).toEqual([...order].sort((a, b) => a - b));
        expect(new Set(layers.map((l) => l.url)).size).toBe(layers.length);
        // One base layer, at most one front and one floor.
        expect(layers.length).toBe(1 + (k <= 12 ? 1 : 0) + (f <= 22 ? 1 : 0));
      }),
    );
  });

  it("draws a special solution without a layer as the group's first catalogue option, here and in other rooms", () => {
    const [fronts, floor] = layout();
    if (!fronts || !floor) throw new Error("layout");
    // Listed oak first: the group's first catalogue option as the group lists them.
    const listedFirst = (group: SelectionGroup, first: number): SelectionGroup => ({
      ...group,
      assets: [...group.assets].sort((a, b) => (a.id === first ? -1 : b.id === first ? 1 : 0)),
    });
    const special = (id: number, groupId: number, extra = {}) =>
      asset(id, groupId, [], { is_special: true, priority: 0, ...extra });
    const kitchenFronts = listedFirst(fronts, 12);
    const groups = [
      { ...kitchenFronts, assets: [...kitchenFronts.assets, special(13, 1)] },
      { ...listedFirst(floor, 21), assets: [...listedFirst(floor, 21).assets, special(23, 2)] },
    ];
    const urls = (frontsId: number, floorId: number) =>
      pictureLayers(
        kitchen,
        groups,
        choose([
          [KITCHEN, 1, frontsId],
          [WHOLE_APARTMENT, 2, floorId],
        ]),
      ).map((l) => l.url);
    expect(urls(13, 23)).toEqual([
      "/kitchen-base.svg",
      "/kitchen-floor-oak.svg",
      "/fronts-oak.svg",
    ]);

    // One with a layer of its own is drawn with it.
    const drawn = { id: 14, url: "/fronts-special.svg", layer: 3 };
    const withOwn = {
      ...kitchenFronts,
      assets: [...kitchenFronts.assets, special(14, 1, { image: drawn })],
    };
    expect(pictureLayers(kitchen, [withOwn], choose([[KITCHEN, 1, 14]])).map((l) => l.url)).toEqual(
      ["/kitchen-base.svg", "/fronts-special.svg"],
    );
  });
});

describe("hasPlans", () => {
  const none = { layoutImage: null, kitchenPlanImage: null, electricalPlanImage: null };
  it("is true for any plan the layout has, a wardrobe plan only with its file", () => {
    expect(hasPlans({ ...none, wardrobePlans: [] })).toBe(false);
    expect(
      hasPlans({ ...none, wardrobePlans: [{ id: 1, url: "", translations: { en: "Hall" } }] }),
    ).toBe(false);
    expect(hasPlans({ ...none, wardrobePlans: [{ id: 1, url: "/w.svg", translations: {} }] })).toBe(
      true,
    );
    expect(hasPlans({ ...none, electricalPlanImage: "/e.svg", wardrobePlans: [] })).toBe(true);
    expect(hasPlans({ ...none, layoutImage: "/plan.svg", wardrobePlans: [] })).toBe(true);
  });
});
