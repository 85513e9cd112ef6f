/**
 * Collects the demo's generated files, then stores them and records them in `files` in one go.
 * The same content is stored once, under the first key it was added with.
 */
import { createHash } from "node:crypto";
import type { AppContext } from "../../apps/server/src/context.ts";
import type { Db } from "../../apps/server/src/db/client.ts";
import { files } from "../../apps/server/src/db/schema.ts";

export const SVG = "image/svg+xml";
export const PNG = "image/png";
const PARALLEL = 32;

type Item = { body: string | Buffer; contentType: string };

export class FileBatch {
  private readonly items = new Map<string, Item>();
  /** The key of each content, so that the same picture is one file however many things show it. */
  private readonly keyOf = new Map<string, string>();

  /**
   * Adds an SVG under `demo/<path>` and returns its storage key; a picture already added under
   * another path keeps that one's key.
   */
  svg(path: string, body: string): string {
    return this.add(path, body, SVG, body);
  }

  /** Adds a PNG under `demo/<path>`, as `svg` does. */
  png(path: string, body: Buffer): string {
    return this.add(path, body, PNG, createHash("sha256").update(body).digest("hex"));
  }

  private add(path: string, body: string | Buffer, contentType: string, content: string): string {
    const same = this.keyOf.get(content);
    if (same !== undefined) return same;
    const key = `demo/${path}`.toLowerCase();
    if (this.items.has(key)) throw new Error(`Two different pictures for ${key}`);
    this.items.set(key, { body, contentType });
    this.keyOf.set(content, key);
    return key;
  }

  get size(): number {
    return this.items.size;
  }

  /** Writes the files to storage, a few at a time so a large seed does not open hundreds at once. */
  async store(ctx: AppContext): Promise<void> {
    const entries = [...this.items];
    for (let i = 0; i < entries.length; i += PARALLEL) {
      await Promise.all(
        entries
          .slice(i, i + PARALLEL)
          .map(([key, { body, contentType }]) => ctx.storage.put(key, body, contentType)),
      );
    }
  }

  /** Records every file as belonging to the company. */
  async record(db: Db, companyId: number): Promise<void> {
    const rows = [...this.items].map(([key, { body, contentType }]) => ({
      key,
      companyId,
      contentType,
      sizeBytes: Buffer.byteLength(body),
      sha256: createHash("sha256").update(body).digest("hex"),
      originalName: key.split("/").pop() ?? key,
    }));
    for (let i = 0; i < rows.length; i += 500)
      await db.insert(files).values(rows.slice(i, i + 500));
  }
}
