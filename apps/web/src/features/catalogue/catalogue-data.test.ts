import { type CatalogueMaterial, formatEuro } from "@home-designer/core";
import { describe, expect, it } from "vitest";
import { catalogueSections, roomsText, sortMaterials, unitPriceText } from "./catalogue-data.ts";

function material(
  id: number,
  manufacturer: string | null,
  type: { et: string; en: string },
  changes: Partial<CatalogueMaterial> = {},
): CatalogueMaterial {
  return {
    room_types: [],
    id,
    material_id: `M-${id}`,
    desc_short: { et: `Materjal ${id}`, en: `Material ${id}` },
    desc_long: {},
    product_finishing: {},
    product_type: type,
    url_sup: null,
    url_pip: null,
    price: 0,
    unit_price: 12.5,
    install_price: 0,
    additional_price: 0,
    vat: 24,
    quantity: null,
    unit: { label: { et: "m²", en: "m²" } },
    seller: null,
    manufacturer,
    producer_product_id: null,
    url: null,
    elementType: null,
    roomType: null,
    is_sample_available: false,
    ...changes,
  };
}

const tile = { et: "Plaat", en: "Tile" };
const paint = { et: "Värv", en: "Paint" };
const wallpaper = { et: "Tapeet", en: "Wallpaper" };

describe("catalogue order", () => {
  const items = [
    material(1, "Vento", tile),
    material(2, "Aurora", wallpaper),
    material(3, "Aurora", paint),
    material(4, "Ärni", paint),
    material(5, "aurora", tile),
    material(6, null, paint),
  ];

  it("sorts by manufacturer, then by product type in Estonian on the Estonian site", () => {
    // Estonian order: … t, u, v, w, õ, ä, ö, ü …; Plaat < Tapeet < Värv.
    expect(sortMaterials(items, "et").map((m) => m.id)).toEqual([6, 5, 2, 3, 1, 4]);
  });

  it("sorts by the English product type elsewhere", () => {
    // Paint < Tile < Wallpaper; "Ärni" sorts with A in English.
    expect(sortMaterials(items, "de").map((m) => m.id)).toEqual([6, 4, 3, 5, 2, 1]);
  });

  it("keeps the company's order among equals and leaves out empty categories", () => {
    const sections = catalogueSections(
      [
        { id: 1, name: { et: "Tühi" }, priority: 1, materials: [] },
        {
          id: 2,
          name: { et: "Plaadid" },
          priority: 2,
          materials: [material(9, "Vento", tile), material(7, "Vento", tile)],
        },
      ],
      "et",
    );
    expect(sections.map((s) => s.id)).toEqual([2]);
    expect(sections[0]?.materials.map((m) => m.id)).toEqual([9, 7]);
  });
});

describe("catalogue prices", () => {
  it("shows the unit price in the Estonian euro format with the unit", () => {
    const text = unitPriceText(material(1, "A", tile, { unit_price: 12345.5 }), "en", formatEuro);
    expect(text?.replace(/\s/g, " ")).toBe("12 345,50 € / m²");
  });

  it("shows the price alone when the unit has no label", () => {
    const text = unitPriceText(material(1, "A", tile, { unit: { label: {} } }), "et", formatEuro);
    expect(text?.replace(/\s/g, " ")).toBe("12,50 €");
  });

  it("shows no price, not 0,00 €, for a material without a unit price", () => {
    expect(
      unitPriceText(material(1, "A", tile, { unit_price: null }), "et", formatEuro),
    ).toBeNull();
  });
});

describe("the rooms of a card", () => {
  it("names the rooms a material is offered in, in the interface language", () => {
    const tile = { et: "Plaat", en: "Tile" };
    const both = material(1, "Vento", tile, {
      room_types: [
        { et: "Vannituba", en: "Bathroom" },
        { et: "WC", en: "" },
      ],
    });
    expect(roomsText(both, "en")).toBe("Bathroom, WC");
    expect(roomsText(both, "et")).toBe("Vannituba, WC");
    expect(roomsText(material(2, null, tile), "et")).toBe("");
  });
});
