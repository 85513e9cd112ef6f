import { describe, expect, it } from "vitest";
import { localeFromPath } from "./index.ts";

describe("the language a page opens in", () => {
  it("is the path's, whatever the page's <html lang> says", () => {
    expect(localeFromPath("/en/1/kitchen", "de")).toBe("en");
    expect(localeFromPath("/ru/dashboard", "et")).toBe("ru");
  });

  it("is the host's, as the server wrote it into <html lang>, for a path without one", () => {
    expect(localeFromPath("/", "de")).toBe("de");
    expect(localeFromPath("/auth/social/callback", "en")).toBe("en");
  });

  it("is Estonian when neither names a language of the interface", () => {
    expect(localeFromPath("/", "fi")).toBe("et");
    expect(localeFromPath("/xx/page", "")).toBe("et");
    expect(localeFromPath("/")).toBe("et");
  });
});
