import { companyMaterialSchema as materialSchema } from "@home-designer/core";
import { describe, expect, it } from "vitest";
import {
  cleanMaterial,
  decimalsForForm,
  decimalsFromForm,
  fieldProblem,
  locateErrors,
  withoutAddedDefaults,
} from "./material-form-values.ts";

describe("cleanMaterial", () => {
  it("leaves out empty fields and texts without any language, keeps the rest", () => {
    const clean = cleanMaterial({
      code: "M-1",
      price: "129.90",
      unit_price: "",
      manufacturer: "  ",
      desc_short: { et: "Kraan", en: "", de: "" },
      desc_long: { et: "", en: "" },
      is_sample_available: false,
      priority: 3,
    });
    expect(clean).toEqual({
      code: "M-1",
      price: "129.90",
      desc_short: { et: "Kraan" },
      is_sample_available: false,
      priority: 3,
    });
    expect(materialSchema.safeParse(clean).success).toBe(true);
  });
});

describe("withoutAddedDefaults", () => {
  it("leaves out an unticked box the material did not have, keeps one it had", () => {
    expect(withoutAddedDefaults({ code: "M", is_sample_available: false }, { code: "M" })).toEqual({
      code: "M",
    });
    expect(
      withoutAddedDefaults({ is_sample_available: false }, { is_sample_available: true }),
    ).toEqual({ is_sample_available: false });
    expect(withoutAddedDefaults({ is_sample_available: true }, {})).toEqual({
      is_sample_available: true,
    });
  });
});

describe("locateErrors", () => {
  const fields = new Set(["price", "desc_short.de", "a/b"]);

  it("puts a refusal at the form's field its pointer names", () => {
    const located = locateErrors(
      {
        "/materials/12/price": ["should be an amount"],
        "/materials/12/desc_short/de": ["too long", "really"],
        "/materials/12/a~1b": ["odd name"],
      },
      "/materials/12",
      fields,
    );
    expect(located.fields).toEqual({
      price: "should be an amount",
      "desc_short.de": "too long really",
      "a/b": "odd name",
    });
    expect(located.others).toEqual([]);
  });

  it("keeps other places located: the whole material, another material, what the edit breaks", () => {
    const located = locateErrors(
      {
        "/materials/12": ["code already used"],
        "/materials/120/price": ["not this one"],
        "/projects/0/options/3": ["names a material that is gone"],
        "/materials/12/nothing": ["no such field"],
      },
      "/materials/12",
      fields,
    );
    expect(located.fields).toEqual({});
    expect(located.others.map((o) => o.place)).toEqual([
      "/materials/12",
      "/materials/120/price",
      "/projects/0/options/3",
      "/materials/12/nothing",
    ]);
  });
});

describe("fieldProblem", () => {
  it("names the problem by the field and the issue", () => {
    expect(fieldProblem("price", "invalid_format")).toBe("money");
    expect(fieldProblem("install_price", "invalid_format")).toBe("money");
    expect(fieldProblem("vat", "invalid_format")).toBe("percent");
    expect(fieldProblem("quantity", "invalid_format")).toBe("quantity");
    expect(fieldProblem("manufacturer", "too_big")).toBe("tooLong");
    expect(fieldProblem("url", "invalid_format")).toBe("invalid");
  });
});

describe("decimals in the form", () => {
  it("are shown with the mark the company writes amounts with, and saved as company.json writes them", () => {
    const material = { code: "M-1", price: "1450.00", install_price: "-20.5", vat: "19.00" };
    const shown = decimalsForForm(material, ",");
    expect(shown).toEqual({ code: "M-1", price: "1450,00", install_price: "-20,5", vat: "19,00" });
    expect(decimalsFromForm(shown)).toEqual(material);
    expect(decimalsForForm(material, ".")).toEqual(material);
  });

  it("take a decimal comma or point as typed, and leave anything else for the check to refuse", () => {
    const typed = { price: "12,50", unit_price: "12.50", install_price: "1.450,00", vat: "7,5" };
    const saved = decimalsFromForm(typed);
    expect(saved).toEqual({
      price: "12.50",
      unit_price: "12.50",
      install_price: "1.450,00",
      vat: "7.5",
    });
    const checked = materialSchema.safeParse({ code: "M-1", ...saved });
    expect(checked.error?.issues.map((issue) => issue.path.join("."))).toEqual(["install_price"]);
  });
});
