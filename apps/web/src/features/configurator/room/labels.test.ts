import { describe, expect, it } from "vitest";
import { pkg, room } from "../selection/fixtures.ts";
import { addressLine, packageLabel, roomLabel, roomNumbers } from "./labels.ts";

const words = {
  building: (v: string) => v,
  apartment: (v: string) => `Apartment ${v}`,
  layout: (v: string) => `Layout ${v}`,
};

describe("addressLine", () => {
  it("joins project, building, apartment and layout", () => {
    expect(
      addressLine(
        {
          project: "Park Homes",
          building: "Building B",
          apartment: "12",
          layout: "3A",
          project_url: null,
          address: null,
        },
        words,
      ),
    ).toBe("Park Homes, Building B, Apartment 12, Layout 3A");
  });

  it("leaves out empty parts", () => {
    expect(
      addressLine(
        {
          project: "Park Homes",
          building: " ",
          apartment: "",
          layout: "1",
          project_url: null,
          address: null,
        },
        words,
      ),
    ).toBe("Park Homes, Layout 1");
  });

  it("names the building as the company does", () => {
    const address = {
      project: "Parkhaus",
      building: "A",
      apartment: "12",
      layout: "3A",
      project_url: null,
      address: null,
    };
    expect(addressLine(address, { ...words, building: (v) => `Haus ${v}` })).toBe(
      "Parkhaus, Haus A, Apartment 12, Layout 3A",
    );
  });
});

describe("room labels", () => {
  it("falls back from the current locale to English, then Estonian", () => {
    const kitchen = room(1, "kitchen", 1, { label: { et: "Köök", en: "Kitchen" } });
    expect(roomLabel(kitchen, "de")).toBe("Kitchen");
    expect(roomLabel(kitchen, "et")).toBe("Köök");
    expect(roomLabel(room(2, "sauna", 1, { label: { et: "Saun" }, originalLabel: {} }), "en")).toBe(
      "Saun",
    );
  });

  it("lists the room numbers", () => {
    expect(roomNumbers(room(1, "hall", 1, { numbers: ["1", " 2 "] }))).toBe("1, 2");
    expect(roomNumbers(room(1, "hall", 1))).toBeNull();
  });
});

describe("package labels in the selector", () => {
  const nordic = pkg(1, { name: { et: "Põhjamaine", en: "Nordic", de: "Nordisch" } });

  it("uses the interface language when the package has a name in it", () => {
    expect(packageLabel(nordic, "et")).toBe("Põhjamaine");
    expect(packageLabel(nordic, "de")).toBe("Nordisch");
  });

  it("falls back to English first, also for Russian, and only then to Estonian", () => {
    const noGerman = pkg(2, { name: { et: "Linnaloft", en: "Urban Loft" } });
    expect(packageLabel(noGerman, "de")).toBe("Urban Loft");
    expect(packageLabel(nordic, "ru")).toBe("Nordic");
    expect(packageLabel(pkg(3, { name: { et: "Looduslähedane", de: "Naturnah" } }), "ru")).toBe(
      "Looduslähedane",
    );
  });

  it("treats a blank name as missing and never shows an empty option", () => {
    expect(packageLabel(pkg(4, { name: { et: "Signatuur", en: "  ", de: "" } }), "de")).toBe(
      "Signatuur",
    );
    expect(packageLabel(pkg(5, { name: {} }), "en")).toBe("5");
  });
});
