import { describe, expect, it } from "vitest";
import { companyTermsIn, paragraphs } from "./terms-text.ts";

const section = (title: string) => [{ title, text: "…" }];

describe("companyTermsIn", () => {
  it("shows the page's language, else another as texts fall back, English first", () => {
    const terms = { de: section("§ 1"), en: section("1."), et: section("1. osa") };
    expect(companyTermsIn(terms, "de")).toEqual({ language: "de", sections: section("§ 1") });
    expect(companyTermsIn(terms, "ru")).toEqual({ language: "en", sections: section("1.") });
    expect(companyTermsIn({ de: section("§ 1") }, "et")).toEqual({
      language: "de",
      sections: section("§ 1"),
    });
  });

  it("is null for a company without terms of its own", () => {
    expect(companyTermsIn({}, "en")).toBeNull();
    expect(companyTermsIn({ de: [] }, "de")).toBeNull();
  });
});

describe("paragraphs", () => {
  it("starts a paragraph at an empty line and keeps a single line break", () => {
    expect(paragraphs("Eins.\nNoch eins.\n\nZwei.\r\n  \r\nDrei.")).toEqual([
      "Eins.\nNoch eins.",
      "Zwei.",
      "Drei.",
    ]);
  });

  it("drops empty paragraphs at the ends and between", () => {
    expect(paragraphs("\n\nEins.\n\n\n\nZwei.\n\n")).toEqual(["Eins.", "Zwei."]);
    expect(paragraphs("Nur einer.")).toEqual(["Nur einer."]);
  });
});
