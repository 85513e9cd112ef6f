/**
 * Renders a summary PDF in the calling thread. Only the PDF worker calls this: rendering is CPU
 * work of a second or so and holds fonts and images in memory, which must not happen on the
 * server's request thread (see render.ts).
 */
import { renderToBuffer } from "@react-pdf/renderer";
import { registerFonts } from "./fonts.ts";
import { PdfImageError, type PreparedImage, prepareImage } from "./images.ts";
import type { PdfImage, SummaryPdfData } from "./summary-data.ts";
import { LOGO_BOX, RASTER_SCALE, summaryDocument, THUMB_IMAGE } from "./summary-document.ts";

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
  try {
    return prepareImage(image, pixels(box));
  } catch (error) {
    if (error instanceof PdfImageError) throw new Error(`${what} cannot be used: ${error.message}`);
    throw error;
  }
}

export async function renderSummaryPdfHere(data: SummaryPdfData): Promise<Buffer> {
  registerFonts();
  const logo = data.company.logo ? prepare(data.company.logo, LOGO_BOX, "The company logo") : null;
  // One picture shown for several options arrives as one object (structured cloning keeps shared
  // references), so it is prepared once and embedded once.
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
  return renderToBuffer(summaryDocument({ data, logo, thumbnails }));
}
