import { contrastRatio, parseColour, type Rgb } from "@home-designer/core";
import { describe, expect, it } from "vitest";
import { renderMail } from "../../src/mail/layout.ts";

const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** The background of the mail's action button, under its white label. */
function buttonColour(color: string): string {
  const { html } = renderMail(
    { name: "Gelb Bau", logoSrc: null, color, web: "https://gelb.example" },
    "de",
    { paragraphs: ["Hallo"], action: { label: "Öffnen", url: "https://gelb.example/x" } },
  );
  const match = /background:(#[0-9a-f]{6});color:#ffffff/i.exec(html);
  if (!match?.[1]) throw new Error(`no action button in:\n${html}`);
  return match[1];
}

describe("renderMail", () => {
  it("puts the white button label on a brand colour darkened to 4.5:1", () => {
    for (const color of ["#ffeb3b", "#7fdbff", "#ffffff", "#2f6f6a"]) {
      const used = parseColour(buttonColour(color)) as Rgb;
      expect(contrastRatio(used, WHITE)).toBeGreaterThanOrEqual(4.5);
    }
    // A colour that already reads is kept.
    expect(buttonColour("#2f6f6a")).toBe("#2f6f6a");
  });
});
