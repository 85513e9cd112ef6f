import { type Image, pictureLayers, SHARE_PICTURE_SIZE } from "@home-designer/core";
import { renderAsync } from "@resvg/resvg-js";
import type { AppContext } from "../../context.ts";
import { PromiseLru } from "../../lib/promise-lru.ts";
import { sniff } from "../../pdf/images.ts";
import type { SharedDesign } from "./shared-design.ts";

/**
 * The composed room picture of a shared design: the room's layers (the background and the chosen
 * options' images, `pictureLayers` as the configurator stacks them) drawn into one PNG of
 * 1200 × 630 by resvg, which the PDF already uses. Layers keep their aspect ratio and fill the
 * frame (cut at the edges rather than letterboxed), on white.
 *
 * Cost is bounded: at most MAX_LAYERS layers of at most MAX_LAYER_BYTES each, one size of output,
 * and pictures already made are kept (PictureCache) under the list of layer files, which is what
 * decides the picture: every link of the same look shares one.
 */
const MAX_LAYERS = 40;
const MAX_LAYER_BYTES = 5 * 1024 * 1024;

/** The room a picture shows: the named one if it has layers, else the first room that has. */
export function pictureRoom(design: SharedDesign, roomSlug: string | undefined) {
  const { rooms } = design.configuration;
  const groups = rooms.flatMap((r) => r.groups);
  const withLayers = rooms
    .map(({ room }) => ({ room, layers: pictureLayers(room, groups, design.choices) }))
    .filter((r) => r.layers.length > 0);
  return withLayers.find((r) => r.room.slug === roomSlug) ?? withLayers[0] ?? null;
}

/** The storage keys of the layers, bottom first; layers not in our storage are left out. */
export function layerKeys(ctx: AppContext, layers: readonly Image[]): string[] {
  const prefix = ctx.storage.publicUrl("");
  return layers
    .filter((l) => l.url.startsWith(prefix))
    .map((l) => l.url.slice(prefix.length))
    .slice(0, MAX_LAYERS);
}

const MIME = { svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg" } as const;

/** One PNG of the layers; a layer that cannot be read is left out rather than failing the picture. */
export async function composePicture(ctx: AppContext, keys: readonly string[]): Promise<Buffer> {
  const { width, height } = SHARE_PICTURE_SIZE;
  const images = await Promise.all(
    keys.map(async (key) => {
      const bytes = await ctx.storage.read(key).catch(() => null);
      if (!bytes || bytes.length === 0 || bytes.length > MAX_LAYER_BYTES) return "";
      const format = sniff(bytes);
      if (!format) return "";
      return `<image width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice" href="data:${MIME[format]};base64,${bytes.toString("base64")}"/>`;
    }),
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>${images.join("")}</svg>`;
  // Drawing takes up to a second of CPU for a large room: it runs on libuv's thread pool (never
  // on the event loop, where it would hold up every other request) and one at a time per process.
  return oneAtATime(async () => {
    const rendered = await renderAsync(svg, { logLevel: "off", font: { loadSystemFonts: false } });
    return rendered.asPng();
  });
}

let drawing: Promise<unknown> = Promise.resolve();
let waiting = 0;
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  waiting += 1;
  const next = drawing.then(work, work).finally(() => {
    waiting -= 1;
  });
  drawing = next.catch(() => undefined);
  return next;
}

/** Pictures waiting to be drawn (or being drawn) in this process. */
export function picturesWaiting(): number {
  return waiting;
}

/**
 * Pictures made lately, in this process, by their layer files: a picture is made once however many
 * previews ask for it. It holds nothing that matters (a picture lost is made again); 64 pictures
 * of about 50–300 KB at most. Concurrent requests for one picture share its making.
 */
export class PictureCache extends PromiseLru<Buffer> {
  constructor(max = 64) {
    super(max);
  }
}

/** What decides a picture: its layer files in order (the room and choices only through them). */
export function pictureKey(keys: readonly string[]): string {
  return keys.join("\n");
}
