import { describe, expect, it } from "vitest";
import { cleanValue, fieldNames, reminderDays, sectionOperations } from "./settings-values.ts";

describe("sectionOperations", () => {
  const fields = ["name", "brand_marker", "newsletter", "colors", "quote_url"];
  const original = {
    name: "Nordhaus",
    brand_marker: "nordhaus",
    colors: { "primary-500": "#123456" },
  };

  it("changes only the fields that changed, each tested first", () => {
    expect(
      sectionOperations(fields, original, {
        name: "Nordhaus GmbH",
        colors: { "primary-500": "#123456" },
        quote_url: "https://example.com/quote",
      }),
    ).toEqual([
      { op: "test", path: "/name", value: "Nordhaus" },
      { op: "replace", path: "/name", value: "Nordhaus GmbH" },
      { op: "test", path: "/brand_marker", value: "nordhaus" },
      { op: "remove", path: "/brand_marker" },
      { op: "add", path: "/quote_url", value: "https://example.com/quote" },
    ]);
  });

  it("adds no `false` the document left out, and sees no change in the order of keys", () => {
    expect(
      sectionOperations(fields, original, {
        ...original,
        newsletter: false,
        colors: { "primary-500": "#123456" },
      }),
    ).toEqual([]);
    expect(
      sectionOperations(
        ["mail"],
        { mail: { developer: ["a@x.ee"], construction: ["b@x.ee"] } },
        {
          mail: { construction: ["b@x.ee"], developer: ["a@x.ee"] },
        },
      ),
    ).toEqual([]);
  });
});

describe("cleanValue", () => {
  it("leaves out empty texts, lists and groups, and keeps false", () => {
    expect(
      cleanValue({
        name: " ",
        colors: { "primary-500": "", "primary-50": "#fff" },
        pdf_footer: { et: "", de: "" },
        mail: { developer: [] },
        newsletter: false,
      }),
    ).toEqual({ colors: { "primary-50": "#fff" }, newsletter: false });
  });
});

describe("fieldNames", () => {
  it("names every field a value holds, parents included", () => {
    expect([...fieldNames({ mail: { developer: ["a"] }, vat: "24" })]).toEqual([
      "mail",
      "mail.developer",
      "mail.developer.0",
      "vat",
    ]);
  });
});

describe("reminderDays", () => {
  it("is left out when empty, a number when a whole one, and NaN (refused) otherwise", () => {
    expect(reminderDays("  ")).toBeUndefined();
    expect(reminderDays(" 14 ")).toBe(14);
    expect(reminderDays("0")).toBe(0);
    expect(reminderDays("1.5")).toBeNaN();
    expect(reminderDays("zwei")).toBeNaN();
    expect(reminderDays("-3")).toBeNaN();
  });
});
