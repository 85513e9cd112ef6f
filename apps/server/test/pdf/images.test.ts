import { execFile } from "node:child_process";
import { statSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { Resvg } from "@resvg/resvg-js";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logoSvg } from "../../../../scripts/demo-seed/svg/branding.ts";
import { interTrueTypeFiles } from "../../src/pdf/fonts.ts";
import { PdfImageError, prepareImage } from "../../src/pdf/images.ts";

const run = promisify(execFile);
const box = { width: 240, height: 240 };
const svgImage = (svg: string) => ({
  contentType: "image/svg+xml",
  bytes: new TextEncoder().encode(svg),
});
const pngOf = (width: number, height: number) =>
  new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#7d8f84"/></svg>`,
  )
    .render()
    .asPng();

/** A PNG's colour type (its IHDR byte) and its pixels as RGB, decoded by pngjs. */
function pixelsOf(bytes: Buffer) {
  const png = PNG.sync.read(bytes);
  const pixel = (x: number, y: number) => {
    const at = (y * png.width + x) * 4;
    return [png.data[at], png.data[at + 1], png.data[at + 2]];
  };
  return { colorType: bytes[25], width: png.width, at: pixel(0, 0), pixel };
}

describe("images for the PDF", () => {
  let dir: string;
  /** A real JPEG, as buyers' photos come: drawn by poppler from a one-rectangle PDF. */
  let jpeg: (dpi: number) => Promise<Buffer>;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "pdf-images-"));
    const pdf = path.join(dir, "swatch.pdf");
    await writeFile(
      pdf,
      "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
        "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]/Contents 4 0 R>>endobj\n" +
        "4 0 obj<</Length 33>>stream\n0.8 0.6 0.4 rg 0 0 200 100 re f\nendstream endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    );
    jpeg = async (dpi) => {
      const out = path.join(dir, `swatch-${dpi}`);
      await run("pdftoppm", ["-jpeg", "-r", String(dpi), "-singlefile", pdf, out]);
      return readFile(`${out}.jpg`);
    };
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("rasterizes SVG to fill the box, keeping its proportions", () => {
    const logo = prepareImage(svgImage(logoSvg()), { width: 750, height: 200 });
    expect(logo.format).toBe("png");
    // The demo logo is 360 × 80: width-bound.
    expect(logo.width).toBe(750);
    expect(logo.height).toBeCloseTo((750 * 80) / 360, -1);
    expect(logo.data.subarray(1, 4).toString("latin1")).toBe("PNG");
    const tall = prepareImage(
      svgImage(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 20"><rect width="10" height="20"/></svg>',
      ),
      box,
    );
    expect([tall.width, tall.height]).toEqual([120, 240]);
  });

  it("keeps a small JPEG as it is, draws a PNG opaque at its size, and scales a big one down", async () => {
    const kept = prepareImage({ contentType: "image/png", bytes: pngOf(100, 50) }, box);
    expect(kept).toMatchObject({ format: "png", width: 100, height: 50 });
    expect(pixelsOf(kept.data)).toMatchObject({ colorType: 2, at: [0x7d, 0x8f, 0x84] });

    const big = prepareImage({ contentType: "image/png", bytes: pngOf(1200, 600) }, box);
    expect(big).toMatchObject({ format: "png", width: 240, height: 120 });

    const photo = await jpeg(72);
    const keptPhoto = prepareImage({ contentType: "image/jpeg", bytes: photo }, box);
    expect(keptPhoto).toMatchObject({ format: "jpg", width: 200, height: 100 });
    expect(keptPhoto.data.equals(photo)).toBe(true);
    const bigPhoto = prepareImage({ contentType: "image/jpeg", bytes: await jpeg(300) }, box);
    expect(bigPhoto).toMatchObject({ format: "png", width: 240, height: 120 });
  });

  it("lays transparent pictures on the page's white, with no alpha channel left", () => {
    // Half-transparent red over white is pink (a colour, not black, tells whether resvg's
    // premultiplied pixels were laid down right); a clear corner is white.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="20" height="20" fill="#f00" fill-opacity="0.5"/></svg>';
    const pink = ([r = 0, g = 0, b = 0]: (number | undefined)[]) =>
      r === 255 && Math.abs(g - 128) <= 1 && Math.abs(b - 128) <= 1;
    const drawn = pixelsOf(prepareImage(svgImage(svg), box).data);
    expect(drawn.colorType).toBe(2);
    expect(pink(drawn.pixel(0, 0))).toBe(true);
    expect(drawn.pixel(drawn.width - 1, 0)).toEqual([255, 255, 255]);
    const png = new Resvg(svg).render().asPng();
    const redrawn = pixelsOf(prepareImage({ contentType: "image/png", bytes: png }, box).data);
    expect(redrawn.colorType).toBe(2);
    expect(pink(redrawn.pixel(0, 0))).toBe(true);
    expect(redrawn.pixel(redrawn.width - 1, 0)).toEqual([255, 255, 255]);
  });

  it("goes by the bytes, not the stated content type", () => {
    const png = prepareImage({ contentType: "image/svg+xml", bytes: pngOf(20, 20) }, box);
    expect(png.format).toBe("png");
  });

  it("says what is wrong with an unreadable image", async () => {
    const cut = await jpeg(72);
    const truncated = Buffer.from(cut.subarray(0, 40));
    const fails =
      (bytes: Uint8Array, contentType = "image/png") =>
      () =>
        prepareImage({ contentType, bytes }, box);
    expect(fails(new Uint8Array())).toThrow(new PdfImageError("the image is empty"));
    expect(fails(new TextEncoder().encode("GIF89a…"), "image/gif")).toThrow(
      "the image (image/gif) is not SVG, PNG or JPEG",
    );
    expect(fails(truncated, "image/jpeg")).toThrow(
      /the JPG (header cannot be read|data cannot be decoded)/,
    );
    const scrambled = pngOf(60, 60);
    scrambled.fill(3, 41);
    expect(fails(scrambled)).toThrow("the PNG data cannot be decoded");
    expect(fails(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'><g"))).toThrow(
      /the SVG cannot be read/,
    );
  });
});

describe("Inter for pictures with text", () => {
  it("gives resvg TrueType files it draws Estonian and German letters with", () => {
    const inkOf = (text: string) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="40"><text x="4" y="30" font-family="Inter" font-size="28">${text}</text></svg>`;
      const pixels = new Resvg(svg, {
        font: { loadSystemFonts: false, fontFiles: interTrueTypeFiles() },
      }).render().pixels;
      let ink = 0;
      for (let alpha = 3; alpha < pixels.length; alpha += 4) if ((pixels[alpha] ?? 0) > 0) ink++;
      return ink;
    };
    // Each from a different file: ASCII and õ ä ß from Latin, š ž from its extension.
    for (const text of ["Aa", "õäß", "šž"]) expect(inkOf(text), text).toBeGreaterThan(50);
  });

  it("writes them to a temporary folder of the user's alone", () => {
    const files = interTrueTypeFiles();
    expect(files).toHaveLength(4);
    const folder = statSync(path.dirname(files[0] ?? ""));
    expect(folder.mode & 0o777).toBe(0o700);
    expect(folder.uid).toBe(process.getuid?.());
    for (const file of files) expect(statSync(file).mode & 0o777, file).toBe(0o600);
  });
});
