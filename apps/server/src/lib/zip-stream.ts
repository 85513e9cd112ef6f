import { PassThrough, type Readable } from "node:stream";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";

/** One file of a streamed .zip: where it goes, its bytes, and whether they are worth deflating. */
export type ZipEntry = { path: string; bytes: Uint8Array; deflate: boolean };

/**
 * A .zip written as it is read. Entries are asked for one at a time, and the next only once the
 * reader has taken the previous one, so a slow download holds one entry in memory, never the
 * archive; a reader that goes away stops the asking. An entry that fails ends the stream with its
 * error (the download is cut short, never passed off as whole).
 */
export function zipStream(entries: AsyncIterable<ZipEntry>): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  const write = async () => {
    for await (const entry of entries) {
      const file = entry.deflate
        ? new ZipDeflate(entry.path, { level: 6 })
        : new ZipPassThrough(entry.path);
      zip.add(file);
      file.push(entry.bytes, true);
      await taken(out);
      // Leaving the loop ends the entries (their `finally` runs) without asking for another.
      if (out.destroyed) return;
    }
    zip.end();
  };
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

/** Resolves once what was written has been read (below the high-water mark), or the reader left. */
function taken(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off("drain", done);
      out.off("close", done);
      resolve();
    };
    out.on("drain", done);
    out.on("close", done);
  });
}
