/**
 * Renders a summary PDF in the calling thread. Only the PDF worker calls this: rendering is CPU
 * work and holds fonts and images in memory, which must not happen on the server's request thread
 * (see render.ts). A worker renders many PDFs, so what does not change between them is kept: the
 * fonts, how each run of text was shaped (fonts.ts) and the prepared images, each bounded.
 */
import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import { interFonts } from "./fonts.ts";
import { PdfImageError, type PreparedImage, prepareImage } from "./images.ts";
import type { PdfImage, SummaryPdfData } from "./summary-data.ts";
import { LOGO_BOX, RASTER_SCALE, renderSummaryDocument, THUMB_IMAGE } from "./summary-document.ts";

/** Prepared images kept by a worker, in bytes: a catalogue's thumbnails at about 40 KB each. */
const IMAGE_CACHE_BYTES = 32 * 2 ** 20;

/**
 * Images already rasterized or checked, by their content and the box they fill. A company's
 * pictures come back in PDF after PDF, and preparing one (resvg drawing an SVG at 300 dpi, or
 * decoding a photo to prove it is whole) costs more than laying out its row. A picture that
 * cannot be used is never kept: its error is raised again, naming the option it belongs to.
 */
const preparedImages = new LRUCache<string, PreparedImage>({
  maxSize: IMAGE_CACHE_BYTES,
  sizeCalculation: (image) => Math.max(1, image.data.byteLength),
});

function pixels(box: { width: number; height: number }) {
  return {
    width: Math.round(box.width * RASTER_SCALE),
    height: Math.round(box.height * RASTER_SCALE),
  };
}

function prepare(
  image: PdfImage,
  box: { width: number; height: number },
  what: string,
): PreparedImage {
  const px = pixels(box);
  const key = `${px.width}x${px.height}:${createHash("sha256").update(image.bytes).digest("base64")}`;
  const known = preparedImages.get(key);
  if (known) return known;
  try {
    const prepared = prepareImage(image, px);
    preparedImages.set(key, prepared);
    return prepared;
  } catch (error) {
    if (error instanceof PdfImageError) throw new Error(`${what} cannot be used: ${error.message}`);
    throw error;
  }
}

/** Loads what every render needs (the fonts); the first render calls it anyway. */
export async function prepareRenderer(): Promise<void> {
  interFonts();
}

export async function renderSummaryPdfHere(data: SummaryPdfData): Promise<Buffer> {
  await prepareRenderer();
  const logo = data.company.logo ? prepare(data.company.logo, LOGO_BOX, "The company logo") : null;
  // One picture shown for several options arrives as one object (structured cloning keeps shared
  // references), so it is looked up once per PDF.
  const prepared = new Map<PdfImage, PreparedImage>();
  const thumbnails = data.rooms.map((room) =>
    room.items.map((item) => {
      if (!item.thumbnail) return null;
      const known = prepared.get(item.thumbnail);
      if (known) return known;
      const image = prepare(
        item.thumbnail,
        { width: THUMB_IMAGE, height: THUMB_IMAGE },
        `The thumbnail of "${item.title}" (${item.group}) in room "${room.label}"`,
      );
      prepared.set(item.thumbnail, image);
      return image;
    }),
  );
  return renderSummaryDocument({ data, logo, thumbnails });
}
