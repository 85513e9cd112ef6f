import type { AppContext } from "../context.ts";
import { prepareImage } from "../pdf/images.ts";

/** The content id the mail's HTML names the logo by (`<img src="cid:…">`). */
export const LOGO_CID = "company-logo@home-designer";

/** Twice the 40 px height the logo is shown at, for sharp screens; wide logos keep their shape. */
const LOGO_PX = { width: 480, height: 80 };

type InlineLogo = { filename: string; content: Buffer; contentType: string; cid: string };

/**
 * Logos by storage key, drawn once: a company's logo is in nearly every mail it sends. The
 * drawing is kept while it runs too, so the mails of a burst of confirmations (two each) share
 * one drawing instead of each drawing the logo on the server's thread.
 */
const drawn = new Map<string, Promise<InlineLogo | null>>();
const MAX_DRAWN = 100;

/**
 * The company's logo as mail programs show it: a PNG or JPEG sent inline with the mail. Common
 * mail programs show no SVG, and many block pictures loaded from a site until the reader allows
 * them, so the logo travels with the mail. Null when there is none or it cannot be drawn (the
 * mail then names the company in text).
 */
export function mailLogo(ctx: AppContext, key: string | null): Promise<InlineLogo | null> {
  if (!key) return Promise.resolve(null);
  const known = drawn.get(key);
  if (known) return known;
  if (drawn.size >= MAX_DRAWN) drawn.clear();
  const logo = draw(ctx, key);
  drawn.set(key, logo);
  return logo;
}

async function draw(ctx: AppContext, key: string): Promise<InlineLogo | null> {
  try {
    const bytes = new Uint8Array(await ctx.storage.read(key));
    const image = prepareImage({ contentType: "", bytes }, LOGO_PX);
    return {
      filename: `logo.${image.format}`,
      content: image.data,
      contentType: image.format === "png" ? "image/png" : "image/jpeg",
      cid: LOGO_CID,
    };
  } catch {
    return null;
  }
}
