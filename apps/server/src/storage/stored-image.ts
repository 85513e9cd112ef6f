import { eq } from "drizzle-orm";
import type { AppContext } from "../context.ts";
import { files } from "../db/schema.ts";

/** A stored file's bytes and type, for a picture drawn into a document or a page. */
export type StoredImage = { contentType: string; bytes: Uint8Array };

/**
 * The stored file a public address names (`storage.publicUrl(key)`, a signed link's query left
 * out), or null for any other address, a file the database does not know or one gone from
 * storage.
 */
export async function storedImage(
  ctx: AppContext,
  url: string | null,
): Promise<StoredImage | null> {
  if (!url) return null;
  const prefix = ctx.storage.publicUrl("");
  if (!url.startsWith(prefix)) return null;
  // A signed link (an upload's) names the same stored file before its query.
  const key = url.slice(prefix.length).split("?")[0] ?? "";
  const [file] = await ctx.db
    .select({ contentType: files.contentType })
    .from(files)
    .where(eq(files.key, key))
    .limit(1);
  if (!file) return null;
  try {
    return { contentType: file.contentType, bytes: new Uint8Array(await ctx.storage.read(key)) };
  } catch {
    return null;
  }
}
