import { contrastRatio, parseColour, type Rgb } from "@home-designer/core";
import fc from "fast-check";
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

  it("darkens a pale brand colour that carries white text until it reads (4.5:1)", () => {
    const white = { r: 255, g: 255, b: 255 };
    const hex = (n: number) => n.toString(16).padStart(2, "0");
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 0, max: 255 }),
        fc.constantFrom("primary-500", "primary-600"),
        (r, g, b, token) => {
          const value = brandVariables({ [token]: `#${hex(r)}${hex(g)}${hex(b)}` })[
            `--color-${token}`
          ];
          return contrastRatio(parseColour(value ?? "") as Rgb, white) >= 4.5;
        },
      ),
    );
    // Tints for quiet backgrounds are no text colour and stay as the company gave them.
    expect(brandVariables({ "primary-500": "#ffeb3b", "primary-50": "#fffbe0" })).toEqual({
      "--color-primary-500": expect.not.stringMatching(/^#ffeb3b$/),
      "--color-primary-50": "#fffbe0",
    });
  });

  it("reads other CSS colour syntaxes through the browser, and leaves out what it cannot read", () => {
    const resolve = (colour: string) => (colour === "yellow" ? "#ffff00" : null);
    const variables = brandVariables(
      { "primary-500": "yellow", "primary-600": "nonsense" },
      resolve,
    );
    expect(Object.keys(variables)).toEqual(["--color-primary-500"]);
    expect(
      contrastRatio(parseColour(variables["--color-primary-500"] ?? "") as Rgb, {
        r: 255,
        g: 255,
        b: 255,
      }),
    ).toBeGreaterThanOrEqual(4.5);
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
