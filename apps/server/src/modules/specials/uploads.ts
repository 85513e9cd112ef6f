import { randomUUID } from "node:crypto";
import path from "node:path";
import { finished } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { files } from "../../db/schema.ts";
import { HttpError, unprocessable } from "../../http/errors.ts";
import {
  discardRest,
  refuseLongerThan,
  saveUploadedFile,
  withUploadFolder,
} from "../../http/upload-body.ts";
import { localized } from "../../i18n/messages.ts";
import { PRIVATE_PREFIX } from "../../storage/storage.ts";

const MB = 1024 * 1024;

/** What staff may attach to a special solution. */
export const UPLOAD_LIMITS = {
  fileBytes: 10 * MB,
  filesPerRequest: 10,
  filesPerSpecial: 20,
  /** A whole request: its files at their largest, and room for the form's few small fields. */
  requestBytes: 10 * 10 * MB + MB,
} as const;

/**
 * Busboy's limits for the form (@fastify/multipart): a file is cut off past its size, a field past
 * a kilobyte (ids and flags only), and parts past these counts; a request never holds more.
 */
export const MULTIPART_LIMITS = {
  fileSize: UPLOAD_LIMITS.fileBytes,
  files: UPLOAD_LIMITS.filesPerRequest,
  fields: 50,
  fieldSize: 1024,
  parts: UPLOAD_LIMITS.filesPerRequest + 50,
} as const;

/** A checked file of the upload, waiting on the disk to be stored. */
export type ReceivedFile = {
  name: string;
  contentType: string;
  extension: string;
  path: string;
  sizeBytes: number;
};

export type SpecialUpload = { files: ReceivedFile[]; keep: number[] | null; clear: boolean };

type FileType = { contentType: string; extension: string };

/** Bytes enough to tell every accepted type apart (WebP's mark ends at the 12th). */
const HEAD_BYTES = 12;

/**
 * The file's real type from its first bytes, not from the name or the type the browser claims:
 * drawings and photos only (PDF, JPEG, PNG, WebP). Anything that a browser could run (HTML, SVG)
 * is refused.
 */
function sniff(bytes: Buffer): FileType | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d))
    return { contentType: "application/pdf", extension: "pdf" };
  if (starts(0xff, 0xd8, 0xff)) return { contentType: "image/jpeg", extension: "jpg" };
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))
    return { contentType: "image/png", extension: "png" };
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes.subarray(8, 12).toString("latin1") === "WEBP") {
    return { contentType: "image/webp", extension: "webp" };
  }
  return null;
}

/** A name safe to show and to send in a download header. */
function cleanName(name: string): string {
  const cleaned = name
    .replace(/[\p{Cc}/\\<>:"|?*]+/gu, "_")
    .trim()
    .slice(0, 150);
  return cleaned || "file";
}

/** Reads a request's upload and hands it to `store` (`receiveSpecialUpload` of one request). */
export type ReceiveUpload = <T>(store: (upload: SpecialUpload) => Promise<T>) => Promise<T>;

/**
 * Reads the multipart form of `POST selections/special/{id}?_method=PATCH` — `files[]` (new
 * files), `keep[]` (ids of the earlier files to keep), `clearFiles` — and hands it to `store`.
 * Called only once the caller may change the solution: nothing of the body is read before.
 * Files stream to the request's upload folder, their type checked on their first bytes; a file or
 * a request over its limit is 413, a file of another type 422, and the folder is gone afterwards
 * whatever happened, so a refused upload leaves nothing.
 */
export async function receiveSpecialUpload<T>(
  request: FastifyRequest,
  store: (upload: SpecialUpload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw unprocessable(localized("uploadNotMultipart"));
  refuseLongerThan(request, UPLOAD_LIMITS.requestBytes);
  return withUploadFolder(request, async (dir) => {
    const upload = await readForm(request, dir).catch((error: unknown) => {
      discardRest(request);
      throw error;
    });
    return store(upload);
  });
}

async function readForm(request: FastifyRequest, dir: string): Promise<SpecialUpload> {
  const files: ReceivedFile[] = [];
  let keep: number[] | null = null;
  let clear = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "files[]" && part.fieldname !== "files") {
          await finished(part.file.resume());
          continue;
        }
        const received = await saveFile(part, path.join(dir, String(files.length)));
        if (received) files.push(received);
      } else if (part.fieldname === "clearFiles") {
        clear = ["1", "true"].includes(String(part.value));
      } else if (part.fieldname === "keep[]" || part.fieldname === "keep") {
        const id = Number(part.value);
        if (!Number.isInteger(id) || id <= 0) {
          const text = localized("keepInvalid");
          throw unprocessable(text, { keep: [text] });
        }
        keep = [...(keep ?? []), id];
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_FILES_LIMIT") {
      throw new HttpError(413, localized("tooManyFiles", { count: UPLOAD_LIMITS.filesPerRequest }));
    }
    if (code === "FST_FIELDS_LIMIT" || code === "FST_PARTS_LIMIT") {
      throw new HttpError(413, localized("uploadTooManyFields"));
    }
    throw error;
  }
  return { files, keep, clear };
}

/**
 * Streams one file to `target`, refusing it as soon as its first bytes show another type or it
 * passes the size limit. An empty file part (a form's unused file input) is no file.
 */
async function saveFile(part: MultipartFile, target: string): Promise<ReceivedFile | null> {
  const name = cleanName(part.filename);
  const refuse = () => unprocessable(localized("fileWrongType", { name }));
  let head = Buffer.alloc(0);
  let type: FileType | null = null;
  const tooLarge = () =>
    new HttpError(413, localized("fileTooLarge", { megabytes: UPLOAD_LIMITS.fileBytes / MB }));
  const size = await saveUploadedFile(part.file, target, tooLarge, (chunk) => {
    if (type) return;
    head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
    if (head.length === HEAD_BYTES) {
      type = sniff(head);
      if (!type) throw refuse();
    }
  });
  if (size === 0) return null;
  type ??= sniff(head);
  if (!type) throw refuse();
  return { name, ...type, path: target, sizeBytes: size };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Stores an upload's checked files under private keys of the caller's company, then in one
 * transaction records them as `files` of the caller and runs `link` (which locks what they are
 * attached to, checks its limit and attaches them at `position + i`). Whatever fails, the stored
 * files are taken away again, so a refused upload leaves nothing.
 */
export async function storeUploadedFiles<T>(
  ctx: AppContext,
  caller: { id: number; companyId: number },
  received: ReceivedFile[],
  link: (tx: Tx, keys: string[]) => Promise<T>,
): Promise<T> {
  const month = new Date().toISOString().slice(0, 7);
  const stored: string[] = [];
  try {
    for (const file of received) {
      const key = `${PRIVATE_PREFIX}${caller.companyId}/${month}/${randomUUID()}.${file.extension}`;
      await ctx.storage.putFile(key, file.path, file.contentType);
      stored.push(key);
    }
    return await ctx.db.transaction(async (tx) => {
      for (const [i, key] of stored.entries()) {
        const file = received[i];
        if (!file) continue;
        await tx.insert(files).values({
          key,
          companyId: caller.companyId,
          contentType: file.contentType,
          sizeBytes: file.sizeBytes,
          originalName: file.name,
          createdBy: caller.id,
        });
      }
      return link(tx, stored);
    });
  } catch (error) {
    await Promise.all(stored.map((key) => ctx.storage.remove(key).catch(() => {})));
    throw error;
  }
}
