import { describe, expect, it } from "vitest";
import { catalogueAlias } from "../../src/http/catalogue-address.ts";

describe("addresses that mean the catalogue", () => {
  it("lead to the catalogue's route in the address's language", () => {
    expect(catalogueAlias("/en/catalogue", "et")).toBe("/en/kataloog");
    expect(catalogueAlias("/de/katalog", "et")).toBe("/de/kataloog");
    expect(catalogueAlias("/de/Materialien/", "et")).toBe("/de/kataloog");
    expect(catalogueAlias("/et/materjalid", "de")).toBe("/et/kataloog");
    expect(catalogueAlias("/EN/Kataloog", "et")).toBe("/en/kataloog");
    expect(catalogueAlias(`/ru/${encodeURIComponent("каталог")}`, "et")).toBe("/ru/kataloog");
  });

  it("take the fallback language where the address has none of the interface's", () => {
    expect(catalogueAlias("/catalogue", "de")).toBe("/de/kataloog");
    expect(catalogueAlias("/kataloog/", "et")).toBe("/et/kataloog");
    expect(catalogueAlias("/fr/catalogue", "et")).toBe("/et/kataloog");
  });

  it("leave the route itself and every other address alone", () => {
    expect(catalogueAlias("/en/kataloog", "et")).toBeNull();
    expect(catalogueAlias("/en/kataloog/", "et")).toBeNull();
    expect(catalogueAlias("/", "et")).toBeNull();
    expect(catalogueAlias("/en", "et")).toBeNull();
    expect(catalogueAlias("/en/12/kitchen", "et")).toBeNull();
    expect(catalogueAlias("/en/catalogue/floors", "et")).toBeNull();
    expect(catalogueAlias("/projekt/materials", "et")).toBeNull();
    expect(catalogueAlias("/en/%E0%A4%A", "et")).toBeNull();
  });
});
