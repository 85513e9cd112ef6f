import { describe, expect, it } from "vitest";
import type { Asset } from "./api/rooms.ts";
import { assetName, optionName } from "./option-name.ts";

const option = (fields: Partial<Asset>): Asset =>
  ({
    id: 1,
    title: { en: "Oak", de: "Eiche" },
    is_special: false,
    material: null,
    ...fields,
  }) as Asset;
const material = (desc_short: Asset["title"]) => ({ desc_short }) as NonNullable<Asset["material"]>;

describe("an option's name", () => {
  it("is the material's short text, in any language it has, else the option's title", () => {
    const named = option({ material: material({ de: "Landhausdiele Eiche" }) });
    expect(optionName(named)).toEqual({ de: "Landhausdiele Eiche" });
    expect(assetName(named, "de")).toBe("Landhausdiele Eiche");
    expect(assetName(named, "et")).toBe("Landhausdiele Eiche");
    expect(assetName(option({ material: material({ de: "" }) }), "de")).toBe("Eiche");
    expect(assetName(option({}), "en")).toBe("Oak");
  });

  it("is a special solution's own label, else its title", () => {
    const special = option({ is_special: true, material: material({ en: "Not this" }) });
    expect(assetName({ ...special, label: { en: "Built-in wardrobe" } }, "en")).toBe(
      "Built-in wardrobe",
    );
    expect(assetName({ ...special, label: { en: "" } }, "en")).toBe("Oak");
  });
});
