/**
 * Files for the company's draft (docs/decisions/037): a picture, a plan or a PDF an admin uploads
 * in the back office is checked as the import checks a folder's files, stored once under a key of
 * its content, and named in the draft's `files` by a path of the same content; the edit that then
 * names the path in company.json is a form's ordinary edit. Nothing reaches buyers before the
 * draft is published.
 */

import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, readFile } from "node:fs/promises";
import type { CompanyFile } from "@home-designer/core";
import {
  FAVICON_SIZES,
  FORMAT_LIMITS,
  fileContentProblem,
  fileContentType,
} from "@home-designer/core";
import { renderAsync } from "@resvg/resvg-js";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "../../context.ts";
import { companies, files } from "../../db/schema.ts";
import { HttpError, unprocessable } from "../../http/errors.ts";
import { localized } from "../../i18n/messages.ts";
import { keyOfPath } from "../company-format/import-files.ts";
import { currentDraft, saveDraft } from "./draft-store.ts";

const MB = 1024 * 1024;

/** A file as it was received: its name as sent and where the request's upload folder holds it. */
export type ReceivedDraftFile = { name: string; file: string };

/** A checked file on its way into the draft: its path in company.json and its storage key. */
type DraftFile = {
  path: string;
  key: string;
  contentType: string;
  name: string;
  sizeBytes: number;
  sha256: string;
  /** Writes it to storage: from the upload folder's file (streamed), or from memory. */
  store: (ctx: AppContext) => Promise<void>;
};

/** What a file is judged by: its name as sent, its size, its SHA-256 and the bytes to check. */
type Sample = { name: string; sizeBytes: number; sha256: string; bytes: Buffer };

/** The first bytes of a file tell its type; an SVG is read whole, since anything in it may run. */
const HEAD_BYTES = 64 * 1024;

async function sampleOf(received: ReceivedDraftFile): Promise<Sample> {
  const handle = await open(received.file);
  try {
    const { size } = await handle.stat();
    const svg = fileContentType(safeName(received.name)) === "image/svg+xml";
    const bytes = svg
      ? await handle.readFile()
      : (
          await handle.read(
            Buffer.alloc(Math.min(size, HEAD_BYTES)),
            0,
            Math.min(size, HEAD_BYTES),
            0,
          )
        ).buffer;
    const hash = createHash("sha256");
    for await (const chunk of createReadStream(received.file)) hash.update(chunk as Buffer);
    return { name: received.name, sizeBytes: size, sha256: hash.digest("hex"), bytes };
  } finally {
    await handle.close();
  }
}

function sampleOfBytes(name: string, bytes: Buffer): Sample {
  return {
    name,
    sizeBytes: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    bytes,
  };
}

export const tooLargeForDraft = () =>
  new HttpError(413, localized("fileTooLarge", { megabytes: FORMAT_LIMITS.fileBytes / MB }));

/** A name as the path's last part: letters, digits, `.`, `_` and `-` only (`Küche 1.svg` → `Kuche-1.svg`). */
function safeName(name: string): string {
  const key = keyOfPath(name.split(/[\\/]/).pop() ?? "") ?? "";
  return key.replaceAll("/", "-").replace(/^[._-]+/, "") || "file";
}

/**
 * Checks a received file as the import checks a folder's (its type by its name, its content by
 * its bytes; 422 saying what is wrong) and names it by its content: `files/<hash>/<name>`.
 */
function checked(
  received: Sample,
  companyCode: string,
  store: (key: string, contentType: string) => (ctx: AppContext) => Promise<void>,
): DraftFile {
  const name = safeName(received.name);
  const contentType = fileContentType(name);
  if (contentType === undefined) {
    const text = localized("draftFileType", { name: received.name });
    throw unprocessable(text, { file: [text] });
  }
  const problem = fileContentProblem(name, received.bytes);
  if (problem !== undefined) {
    const text = localized("draftFileContent", { name: received.name, problem });
    throw unprocessable(text, { file: [text] });
  }
  const hash = received.sha256.slice(0, 16);
  const key = `${companyCode}/${hash}/${name}`;
  return {
    path: `files/${hash}/${name}`,
    key,
    contentType,
    name: received.name,
    sizeBytes: received.sizeBytes,
    sha256: received.sha256,
    store: store(key, contentType),
  };
}

/**
 * Stores the files the storage does not hold yet, records them as the company's, and adds them
 * to the draft's `files` as its next version, with `operations` applied to the document in the
 * same version (the icons' paths). Answers the version; a draft that moved on meanwhile is read
 * again and the files added to it (they change nothing another edit made).
 */
async function addToDraft(
  ctx: AppContext,
  companyId: number,
  by: number,
  added: readonly DraftFile[],
  document?: (current: CompanyFile) => CompanyFile,
): Promise<number> {
  const known = new Set(
    (
      await ctx.db
        .select({ key: files.key })
        .from(files)
        .where(
          and(
            eq(files.companyId, companyId),
            sql`${files.key} in (${sql.join(
              added.map((f) => sql`${f.key}`),
              sql`, `,
            )})`,
          ),
        )
    ).map((row) => row.key),
  );
  for (const file of added.filter((f) => !known.has(f.key))) {
    await file.store(ctx);
    await ctx.db
      .insert(files)
      .values({
        key: file.key,
        companyId,
        contentType: file.contentType,
        sizeBytes: file.sizeBytes,
        originalName: file.name,
        sha256: file.sha256,
        createdBy: by,
      })
      .onConflictDoNothing();
  }
  const named = Object.fromEntries(added.map((f) => [f.path, f.key]));
  for (let attempt = 0; attempt < 5; attempt++) {
    const draft = await currentDraft(ctx, companyId);
    const next = document ? document(draft.document) : draft.document;
    if (await saveDraft(ctx, draft, next, by, { ...draft.files, ...named }))
      return draft.version + 1;
  }
  throw new HttpError(409, localized("companyImportConflict"));
}

async function companyCode(ctx: AppContext, companyId: number): Promise<string> {
  const [row] = await ctx.db
    .select({ slug: companies.slug })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`The site's company ${companyId} is gone.`);
  return row.slug;
}

/** Puts one uploaded file into the company's draft: its path there, the draft's version and its address. */
export async function putDraftFile(
  ctx: AppContext,
  companyId: number,
  by: number,
  received: ReceivedDraftFile,
): Promise<{ version: number; path: string; url: string }> {
  const file = checked(
    await sampleOf(received),
    await companyCode(ctx, companyId),
    (key, contentType) => (c) => c.storage.putFile(key, received.file, contentType),
  );
  const version = await addToDraft(ctx, companyId, by, [file]);
  return { version, path: file.path, url: ctx.storage.publicUrl(file.key) };
}

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Stores bytes made here (the icons, the icon's original). */
const fromMemory = (bytes: Buffer) => (key: string, contentType: string) => (ctx: AppContext) =>
  ctx.storage.put(key, bytes, contentType);

/** The icon drawn square at `size` pixels, kept whole and centred. */
async function iconPng(bytes: Buffer, contentType: string, size: number): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<image width="${size}" height="${size}" preserveAspectRatio="xMidYMid meet" href="data:${contentType};base64,${bytes.toString("base64")}"/></svg>`;
  const rendered = await renderAsync(svg, { logLevel: "off", font: { loadSystemFonts: false } });
  return rendered.asPng();
}

/**
 * Makes the company's icons from one picture (an SVG, or a square PNG of at least 180 pixels):
 * the picture itself as `regular`, and 16, 32 and 180 pixel PNGs for the devices that take only
 * those (tabs, bookmarks, a phone's home screen), all put into the draft's `favicons` at once.
 */
export async function putDraftFavicons(
  ctx: AppContext,
  companyId: number,
  by: number,
  received: ReceivedDraftFile,
): Promise<{
  version: number;
  favicons: Record<"regular" | (typeof FAVICON_SIZES)[number], string>;
  urls: Record<string, string>;
}> {
  // An icon is small: it is drawn from memory (the format's limit bounds it anyway).
  const bytes = await readFile(received.file);
  const code = await companyCode(ctx, companyId);
  const original = checked(sampleOfBytes(received.name, bytes), code, fromMemory(bytes));
  if (original.contentType === "image/png") {
    const { width, height } = pngSize(bytes);
    if (width !== height || width < 180) {
      const text = localized("faviconShape", { name: received.name, width, height });
      throw unprocessable(text, { file: [text] });
    }
  } else if (original.contentType !== "image/svg+xml") {
    const text = localized("faviconShape", { name: received.name, width: "?", height: "?" });
    throw unprocessable(text, { file: [text] });
  }
  const stem = safeName(received.name).replace(/\.[^.]+$/, "");
  const sized = await Promise.all(
    FAVICON_SIZES.map(async (size) => {
      const png = await iconPng(bytes, original.contentType, Number(size));
      return checked(sampleOfBytes(`${stem}-${size}.png`, png), code, fromMemory(png));
    }),
  );
  const favicons = {
    regular: original.path,
    ...Object.fromEntries(FAVICON_SIZES.map((size, i) => [size, sized[i]?.path ?? ""])),
  } as Record<"regular" | (typeof FAVICON_SIZES)[number], string>;
  const all = [original, ...sized];
  const version = await addToDraft(ctx, companyId, by, all, (document) => ({
    ...document,
    favicons,
  }));
  return {
    version,
    favicons,
    urls: Object.fromEntries(all.map((f) => [f.path, ctx.storage.publicUrl(f.key)])),
  };
}
