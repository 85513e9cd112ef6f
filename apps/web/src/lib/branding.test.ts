import { describe, expect, it } from "vitest";
import { brandVariables, faviconLinks, pageTitle } from "./branding.ts";

describe("brandVariables", () => {
  it("turns token names into CSS variables", () => {
    expect(
      brandVariables({ "primary-500": "#1f6f5c", "secondary-300-variant": " rgb(10, 20, 30) " }),
    ).toEqual({
      "--color-primary-500": "#1f6f5c",
      "--color-secondary-300-variant": "rgb(10, 20, 30)",
    });
  });

  it("ignores names and values that are not plain colours", () => {
    expect(
      brandVariables({
        "primary-500;x": "#fff",
        "primary-600": "red; background: url(https://example.com)",
        Primary: "#000",
      }),
    ).toEqual({});
  });
});

describe("faviconLinks", () => {
  it("lists the icons that exist with their sizes", () => {
    expect(
      faviconLinks({
        regular: "/files/f.svg",
        "32": "/files/32.png",
        "16": null,
        "180": "/files/180.png",
      }),
    ).toEqual([
      { rel: "icon", href: "/files/f.svg" },
      { rel: "icon", href: "/files/32.png", sizes: "32x32" },
      { rel: "apple-touch-icon", href: "/files/180.png", sizes: "180x180" },
    ]);
  });
});

describe("pageTitle", () => {
  it("joins page and company", () => {
    expect(pageTitle("Kitchen", "Demo Homes")).toBe("Kitchen · Demo Homes");
    expect(pageTitle("", "Demo Homes")).toBe("Demo Homes");
    expect(pageTitle(undefined, undefined)).toBe("Home Designer");
  });
});
