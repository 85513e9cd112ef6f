import { describe, expect, it } from "vitest";
import { hostServes, isUiLocale, pickLabel } from "./locale.ts";

describe("labels", () => {
  it("falls back from the current locale to English, then Estonian", () => {
    expect(pickLabel({ et: "Köök", en: "Kitchen", de: "Küche" }, "de")).toBe("Küche");
    expect(pickLabel({ et: "Köök", en: "Kitchen" }, "de")).toBe("Kitchen");
    expect(pickLabel({ et: "Köök" }, "ru")).toBe("Köök");
    expect(pickLabel({ et: "Köök", en: "" }, "en")).toBe("Köök");
    expect(pickLabel(null, "et")).toBe("");
  });

  it("knows the interface locales, ru included", () => {
    expect(["et", "en", "de", "ru"].every(isUiLocale)).toBe(true);
    expect(isUiLocale("fi")).toBe(false);
    expect(isUiLocale(undefined)).toBe(false);
  });
});

describe("hostServes", () => {
  it("serves the host's own languages and the hidden Russian, nothing else", () => {
    expect(hostServes(["et", "en"], "et")).toBe(true);
    expect(hostServes(["et", "en"], "de")).toBe(false);
    expect(hostServes(["de", "en"], "et")).toBe(false);
    expect(hostServes(["de", "en"], "ru")).toBe(true);
  });
});
