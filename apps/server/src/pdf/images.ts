/**
 * Turns the images of the summary (company logo, option thumbnails) into what pdfkit embeds: PNG
 * or JPEG bytes of a sensible size. SVG is rasterized with resvg; PNG and JPEG are decoded once to
 * prove they are readable, because pdfkit embeds their data without decoding it and a picture that
 * cannot be read would reach a buyer as a blank box, unnoticed. Oversized pictures are scaled down
 * so one photo does not make the PDF heavy.
 *
 * Every PNG comes out opaque, drawn on the page's white: pdfkit embeds an RGB PNG's compressed
 * data as it is, while one with an alpha channel is decoded, split in two and compressed again in
 * every PDF it appears in (a sixth of a summary's CPU when react-pdf drew it). The pictures sit on
 * white in the summary, so they look the same.
 */
import { Resvg, type ResvgRenderOptions } from "@resvg/resvg-js";
import { PNG } from "pngjs";
import { interTrueTypeFiles } from "./fonts.ts";
import type { PdfImage } from "./summary-data.ts";

/** An image ready for pdfkit, with its size in pixels (for the aspect ratio). */
export type PreparedImage = { data: Buffer; format: "png" | "jpg"; width: number; height: number };

export class PdfImageError extends Error {
  override name = "PdfImageError";
}

type Format = "svg" | "png" | "jpg";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** What the bytes are, decided by their content: a stored content type can be wrong. */
export function sniff(bytes: Uint8Array): Format | null {
  if (PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return "png";
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpg";
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("utf8");
  if (
    /^(\uFEFF)?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i.test(head)
  ) {
    return "svg";
  }
  return null;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.length < 24 || bytes.toString("latin1", 12, 16) !== "IHDR") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    // Fill bytes and markers without a length carry no segment.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = bytes.readUInt16BE(at + 2);
    const isFrame =
      marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { width: bytes.readUInt16BE(at + 7), height: bytes.readUInt16BE(at + 5) };
    at += 2 + length;
  }
  return null;
}

function svgFontOptions(svg: string): ResvgRenderOptions["font"] {
  // Loading fonts costs time per image; only SVGs that draw text (logos, mostly) need them. Inter
  // stands in for any family the machine does not have, so a logo's wording never disappears.
  if (!/<text[\s>]/.test(svg)) return { loadSystemFonts: false };
  return {
    loadSystemFonts: true,
    fontFiles: interTrueTypeFiles(),
    defaultFontFamily: "Inter",
    sansSerifFamily: "Inter",
  };
}

/** The scale that fits width × height inside the box, never enlarging beyond it. */
function fitInside(width: number, height: number, maxPx: { width: number; height: number }) {
  return Math.min(maxPx.width / width, maxPx.height / height);
}

/** A picture drawn by resvg, laid on white paper and encoded as an opaque RGB PNG. */
function onPaper(image: { width: number; height: number; pixels: Buffer }): Buffer {
  // resvg's pixels are premultiplied RGBA: over white, each colour gains what the alpha leaves.
  const data = Buffer.from(image.pixels);
  for (let i = 0; i < data.length; i += 4) {
    const clear = 255 - (data[i + 3] ?? 255);
    data[i] = (data[i] ?? 0) + clear;
    data[i + 1] = (data[i + 1] ?? 0) + clear;
    data[i + 2] = (data[i + 2] ?? 0) + clear;
    data[i + 3] = 255;
  }
  const png = new PNG({ width: image.width, height: image.height });
  png.data = data;
  // zlib's own strategy: pngjs's run-length default made the summary's pictures a fifth larger.
  return PNG.sync.write(png, { colorType: 2, inputHasAlpha: true, deflateStrategy: 0 });
}

function rasterizeSvg(bytes: Buffer, maxPx: { width: number; height: number }): PreparedImage {
  const svg = bytes.toString("utf8");
  let sized: Resvg;
  try {
    sized = new Resvg(svg, { logLevel: "off", font: { loadSystemFonts: false } });
  } catch (error) {
    throw new PdfImageError(`the SVG cannot be read (${(error as Error).message})`);
  }
  if (!(sized.width > 0 && sized.height > 0)) throw new PdfImageError("the SVG has no size");
  // Vector art is drawn at the full box so it stays crisp whatever its own nominal size.
  const scale = fitInside(sized.width, sized.height, maxPx);
  const wide = sized.width / maxPx.width >= sized.height / maxPx.height;
  const fitTo = wide
    ? { mode: "width" as const, value: Math.max(1, Math.round(sized.width * scale)) }
    : { mode: "height" as const, value: Math.max(1, Math.round(sized.height * scale)) };
  const image = new Resvg(svg, { logLevel: "off", fitTo, font: svgFontOptions(svg) }).render();
  return { data: onPaper(image), format: "png", width: image.width, height: image.height };
}

/** Draws a PNG or JPEG through resvg at the given pixel size; null when it cannot be decoded. */
function redraw(bytes: Buffer, mime: string, width: number, height: number) {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}">` +
    `<image width="${width}" height="${height}" preserveAspectRatio="none" xlink:href="data:${mime};base64,${bytes.toString("base64")}"/></svg>`;
  const image = new Resvg(svg, { logLevel: "off", font: { loadSystemFonts: false } }).render();
  // resvg draws nothing for an image it cannot decode, and a picture of nothing at all is no
  // thumbnail either: both count as unreadable.
  const pixels = image.pixels;
  for (let i = 3; i < pixels.length; i += 4) {
    if (pixels[i] !== 0) return image;
  }
  return null;
}

function prepareRaster(
  bytes: Buffer,
  format: "png" | "jpg",
  maxPx: { width: number; height: number },
): PreparedImage {
  const size = format === "png" ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width === 0 || size.height === 0) {
    throw new PdfImageError(`the ${format.toUpperCase()} header cannot be read`);
  }
  const mime = format === "png" ? "image/png" : "image/jpeg";
  const scale = Math.min(fitInside(size.width, size.height, maxPx), 1);
  if (scale < 1 || format === "png") {
    // Scaled down, or a PNG drawn opaque at its own size.
    const width = Math.max(1, Math.round(size.width * scale));
    const height = Math.max(1, Math.round(size.height * scale));
    const image = redraw(bytes, mime, width, height);
    if (!image) throw new PdfImageError(`the ${format.toUpperCase()} data cannot be decoded`);
    return { data: onPaper(image), format: "png", width, height };
  }
  // A JPEG small enough to embed as it is; a tiny decode proves the data is whole.
  const probe = fitInside(size.width, size.height, { width: 32, height: 32 });
  const readable = redraw(
    bytes,
    mime,
    Math.max(1, Math.round(size.width * Math.min(probe, 1))),
    Math.max(1, Math.round(size.height * Math.min(probe, 1))),
  );
  if (!readable) throw new PdfImageError("the JPG data cannot be decoded");
  return { data: bytes, format, width: size.width, height: size.height };
}

/**
 * An image for the PDF, at most `maxPx` pixels (keeping its aspect ratio). Throws PdfImageError
 * saying what is wrong when the bytes are not a readable SVG, PNG or JPEG.
 */
export function prepareImage(
  image: PdfImage,
  maxPx: { width: number; height: number },
): PreparedImage {
  const bytes = Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength);
  if (bytes.length === 0) throw new PdfImageError("the image is empty");
  const format = sniff(bytes);
  if (!format) {
    throw new PdfImageError(`the image (${image.contentType}) is not SVG, PNG or JPEG`);
  }
  return format === "svg" ? rasterizeSvg(bytes, maxPx) : prepareRaster(bytes, format, maxPx);
}
