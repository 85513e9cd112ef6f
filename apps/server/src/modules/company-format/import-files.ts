/**
 * The files of an import: every file company.json names gets a storage key, and only files whose
 * content is not stored yet are stored. A file keeps its path as its key (`files/plans/a.svg` →
 * `plans/a.svg`, made safe for storage: `files/Küche.svg` → `Kuche.svg`) when that key is free or
 * already holds the same content for this company, so an exported folder imports into an empty
 * database under the keys it was exported from. Otherwise (new content at a path already used,
 * or a key of another company) the key is `<company code>/<content hash>/<file name>`: stored
 * files never change content, since browsers keep them long.
 */
import { createHash } from "node:crypto";
import { fileContentType } from "@home-designer/core";
import { inArray } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { files } from "../../db/schema.ts";
import { isPrivateKey, isSafeKey } from "../../storage/storage.ts";
import type { CompanySource } from "./company-folder.ts";

/** A file of the folder to store, under its key. */
export type NewFile = {
  key: string;
  path: string;
  bytes: Buffer;
  sha256: string;
  contentType: string;
};

export type ImportFiles = {
  /** The storage key of every file company.json names, by its path. */
  keys: Map<string, string>;
  /** Files whose content is not stored yet. */
  added: NewFile[];
};

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The key a file's path asks for, or null when nothing safe is left of it. */
export function keyOfPath(path: string): string | null {
  const key = path
    .replace(/^files\//, "")
    .replaceAll("ß", "ss")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^A-Za-z0-9._/-]/g, "-")
    .replaceAll("..", "-");
  // Uploads are private (storage.ts); a company's pictures never are.
  const safe = isPrivateKey(key) ? `public/${key}` : key;
  return isSafeKey(safe) ? safe : null;
}

export async function planFiles(
  ctx: AppContext,
  company: { id: number | null; code: string },
  source: CompanySource,
  paths: ReadonlySet<string>,
): Promise<ImportFiles> {
  const keys = new Map<string, string>();
  const unknown = [...paths].filter((path) => {
    const key = source.stored?.get(path);
    if (key !== undefined) keys.set(path, key);
    return key === undefined;
  });
  const read = await Promise.all(
    unknown.map(async (path) => {
      const bytes = await source.read(path);
      return { path, bytes, sha256: sha256(bytes), preferred: keyOfPath(path) };
    }),
  );
  const contentKey = (file: (typeof read)[number]) =>
    `${company.code}/${file.sha256.slice(0, 16)}/${keyOfPath(file.path.split("/").pop() ?? "") ?? "file"}`;
  const candidates = read.flatMap((f) => [contentKey(f), ...(f.preferred ? [f.preferred] : [])]);
  const stored = new Map(
    (
      await ctx.db
        .select({ key: files.key, companyId: files.companyId, sha256: files.sha256 })
        .from(files)
        .where(inArray(files.key, candidates))
    ).map((row) => [row.key, row]),
  );
  /** The content a key holds: as stored, or as this import is about to store it. */
  const contentOf = async (
    key: string,
  ): Promise<{ companyId: number | null; sha256: string } | null> => {
    const row = stored.get(key);
    if (!row) return null;
    // Files stored before their hash was kept are read once to compare.
    return { companyId: row.companyId, sha256: row.sha256 ?? sha256(await ctx.storage.read(key)) };
  };

  const added: NewFile[] = [];
  for (const file of read) {
    let key: string | null = null;
    for (const candidate of [file.preferred, contentKey(file)]) {
      if (candidate === null) continue;
      const there = await contentOf(candidate);
      if (there === null) {
        const contentType = fileContentType(file.path) ?? "application/octet-stream";
        added.push({
          key: candidate,
          path: file.path,
          bytes: file.bytes,
          sha256: file.sha256,
          contentType,
        });
        stored.set(candidate, { key: candidate, companyId: company.id, sha256: file.sha256 });
      } else if (there.companyId !== company.id || there.sha256 !== file.sha256) continue;
      key = candidate;
      break;
    }
    if (key === null) throw new Error(`No storage key is free for ${file.path}.`);
    keys.set(file.path, key);
  }
  return { keys, added };
}

/** Writes the new files to storage, a few at a time; before the import's transaction. */
export async function storeFiles(ctx: AppContext, added: readonly NewFile[]): Promise<void> {
  for (let i = 0; i < added.length; i += 16) {
    await Promise.all(
      added.slice(i, i + 16).map((f) => ctx.storage.put(f.key, f.bytes, f.contentType)),
    );
  }
}

/** Records the new files as the company's, in the import's transaction. */
export async function recordFiles(
  tx: Pick<Db, "insert">,
  companyId: number,
  added: readonly NewFile[],
): Promise<void> {
  for (let i = 0; i < added.length; i += 500) {
    await tx.insert(files).values(
      added.slice(i, i + 500).map((f) => ({
        key: f.key,
        companyId,
        contentType: f.contentType,
        sizeBytes: f.bytes.length,
        originalName: f.path.split("/").pop() ?? f.path,
        sha256: f.sha256,
      })),
    );
  }
}
