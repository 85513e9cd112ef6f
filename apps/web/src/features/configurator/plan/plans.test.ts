import { describe, expect, it } from "vitest";
import {
  APARTMENT_PLAN,
  ELECTRIC_PLAN,
  KITCHEN_PLAN,
  planByCode,
  planLegends,
  planOptions,
  wardrobeName,
  wardrobePlanCode,
} from "./plans.ts";

const full = {
  layoutImage: "/plan.svg",
  kitchenPlanImage: "/kitchen.svg",
  electricalPlanImage: "/electric.svg",
  wardrobePlans: [
    { id: 4, url: "/wardrobe-4.svg", translations: { et: "Esiku garderoob", en: "Hallway" } },
    { id: 9, url: "/wardrobe-9.svg", translations: { et: "Magamistoa kapp" } },
  ],
};

describe("planOptions", () => {
  it("offers the apartment, kitchen and electric plans as 0, 1 and 2, and wardrobes as 2 + id", () => {
    expect(planOptions(full).map((o) => [o.code, o.kind, o.url])).toEqual([
      [APARTMENT_PLAN, "apartment", "/plan.svg"],
      [KITCHEN_PLAN, "kitchen", "/kitchen.svg"],
      [ELECTRIC_PLAN, "electric", "/electric.svg"],
      [6, "wardrobe", "/wardrobe-4.svg"],
      [11, "wardrobe", "/wardrobe-9.svg"],
    ]);
    expect(wardrobePlanCode(4)).toBe(6);
  });

  it("leaves out plans the layout does not have", () => {
    const options = planOptions({
      layoutImage: "/plan.svg",
      kitchenPlanImage: null,
      electricalPlanImage: "",
      wardrobePlans: [{ id: 1, url: "", translations: {} }],
    });
    expect(options.map((o) => o.code)).toEqual([APARTMENT_PLAN]);
    expect(
      planOptions({
        layoutImage: null,
        kitchenPlanImage: null,
        electricalPlanImage: null,
        wardrobePlans: [],
      }),
    ).toEqual([]);
  });

  it("finds a plan by code, falling back to the first plan for a code that no longer exists", () => {
    const options = planOptions(full);
    expect(planByCode(options, 11)?.url).toBe("/wardrobe-9.svg");
    expect(planByCode(options, 99)?.code).toBe(APARTMENT_PLAN);
    expect(planByCode([], 0)).toBeUndefined();
  });

  it("names wardrobe plans in the interface language, then English, then Estonian", () => {
    const [, , , hallway, bedroom] = planOptions(full);
    if (!hallway || !bedroom) throw new Error("wardrobe plans missing");
    expect(wardrobeName(hallway, "de")).toBe("Hallway");
    expect(wardrobeName(bedroom, "en")).toBe("Magamistoa kapp");
    expect(wardrobeName(bedroom, "et")).toBe("Magamistoa kapp");
  });
});

describe("planLegends", () => {
  const both = { showPlanColors: true, showSymbols: true };

  it("shows colour codes only on the apartment plan and only when the layout asks", () => {
    expect(planLegends("apartment", both).colours).toBe(true);
    expect(planLegends("kitchen", both).colours).toBe(false);
    expect(planLegends("electric", both).colours).toBe(false);
    expect(planLegends("wardrobe", both).colours).toBe(false);
    expect(planLegends("apartment", { ...both, showPlanColors: false }).colours).toBe(false);
  });

  it("shows the apartment or kitchen symbols when the layout asks, none for other plans", () => {
    expect(planLegends("apartment", both).symbols).toBe("apartment");
    expect(planLegends("kitchen", both).symbols).toBe("kitchen");
    expect(planLegends("electric", both).symbols).toBeNull();
    expect(planLegends("wardrobe", both).symbols).toBeNull();
    expect(planLegends("kitchen", { ...both, showSymbols: false }).symbols).toBeNull();
  });
});
