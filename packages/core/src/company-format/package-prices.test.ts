import { describe, expect, it } from "vitest";
import { packagePricesByLayout } from "./package-prices.ts";
import { smallCompany } from "./test-company.ts";

describe("a package's price per layout", () => {
  it("adds up its options' materials' prices in every room, as the configurator does", () => {
    const company = smallCompany();
    const project = company.projects[0];
    if (!project) throw new Error("no project");
    // Two living rooms in another layout: the floor is chosen, and paid, in each.
    project.buildings[0]?.apartments[0]?.layouts.push({
      code: "3-rooms",
      name: "3 Zimmer",
      rooms: [
        { code: "living-1", room_type: "living" },
        { code: "living-2", room_type: "living" },
      ],
    });
    expect(packagePricesByLayout(company, project)).toEqual([
      {
        names: ["2 Zimmer"],
        layout_count: 1,
        room_types: ["living", "bath"],
        prices: [
          { package: "basic", price: "0.00" },
          { package: "premium", price: "1250.50" },
        ],
      },
      {
        names: ["3 Zimmer"],
        layout_count: 1,
        room_types: ["living", "living"],
        prices: [
          { package: "basic", price: "0.00" },
          { package: "premium", price: "2501.00" },
        ],
      },
    ]);
  });

  it("prices a group the package names not by its first option, and leaves hidden groups out", () => {
    const company = smallCompany();
    const project = company.projects[0];
    const living = project?.room_types[0];
    if (!project || !living) throw new Error("no project");
    // Without the package naming it, the floor holds its first option (oak, free).
    project.packages[1] = { code: "premium", name: { de: "Premium" }, options: [] };
    expect(packagePricesByLayout(company, project)[0]?.prices[1]).toEqual({
      package: "premium",
      price: "0.00",
    });
    project.packages[1].options = ["floor/ash"];
    living.groups[0] = {
      ...living.groups[0],
      code: "floor",
      hidden: true,
      options: living.groups[0]?.options ?? [],
    };
    // Hidden from buyers, so not added; the threshold has no material: nothing priced.
    expect(packagePricesByLayout(company, project)[0]?.prices[1]).toEqual({
      package: "premium",
      price: null,
    });
  });
});
