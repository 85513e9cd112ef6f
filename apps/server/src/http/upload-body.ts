/**
 * What every upload route does with the request's body around reading it: refuse one that says it
 * is too large before reading any of it, stream its files to a folder of the request's own (never
 * into memory), and drop the rest after refusing part-way through.
 */
import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { localized } from "../i18n/messages.ts";
import { PRIVATE_FILE } from "../lib/private-files.ts";
import { HttpError } from "./errors.ts";

const MB = 1024 * 1024;

/** 413 when the body's declared length is over `bytes`: nobody waits for a body to be refused. */
export function refuseLongerThan(request: FastifyRequest, bytes: number): void {
  if (Number(request.headers["content-length"]) > bytes) {
    throw new HttpError(413, localized("uploadTooLarge", { megabytes: bytes / MB }));
  }
}

/**
 * After a refusal part-way through an upload, the rest of the body is read and dropped, so the
 * answer reaches the client and the connection stays usable; nothing of it is kept.
 */
export function discardRest(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

/** Where requests' upload folders are made. */
const uploadsDir = (dataDir: string) => path.join(dataDir, "tmp");
const UPLOAD_FOLDER_PREFIX = "upload-";

/**
 * Removes the upload folders left by requests of a server that was killed mid-upload (a request's
 * own folder goes when the request ends): those not changed for `olderThanMs`, longer than any
 * request lasts, since processes on one PostgreSQL may share a DATA_DIR and another's request may
 * be writing its folder now. Answers how many went.
 */
export async function removeStaleUploads(dataDir: string, olderThanMs: number): Promise<number> {
  const parent = uploadsDir(dataDir);
  const names = await readdir(parent).catch(() => []);
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(UPLOAD_FOLDER_PREFIX)) continue;
    const folder = path.join(parent, name);
    const changed = await stat(folder).then(
      (info) => info.mtimeMs,
      () => Date.now(),
    );
    if (Date.now() - changed < olderThanMs) continue;
    await rm(folder, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

/**
 * A new folder for one request's uploaded files, in `DATA_DIR/tmp` (on the disk the server keeps
 * its data on, where a system's /tmp may be memory), readable by the server's user only, given
 * to `use` and removed with everything in it when `use` ends, whatever happened: answered,
 * refused, failed, or the client gone mid-upload.
 */
export async function withUploadFolder<T>(
  request: FastifyRequest,
  use: (dir: string) => Promise<T>,
): Promise<T> {
  const parent = uploadsDir(request.server.ctx.config.dataDir);
  await mkdir(parent, { recursive: true, mode: 0o700 });
  const dir = await mkdtemp(path.join(parent, UPLOAD_FOLDER_PREFIX));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Streams a file of a multipart form to the new file `target` (the server's user's only), with
 * `look` seeing each chunk on its way (it throws to refuse the file). Refused with `tooLarge()` as
 * soon as the file passes the form's size limit: busboy stops passing a file's bytes at its
 * limit but would read its part to the end. Answers the file's size.
 */
export async function saveUploadedFile(
  file: MultipartFile["file"],
  target: string,
  tooLarge: () => HttpError,
  look: (chunk: Buffer) => void = () => {},
): Promise<number> {
  let size = 0;
  file.once("limit", () => file.destroy(tooLarge()));
  await pipeline(
    file,
    async function* count(chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        look(chunk);
        yield chunk;
      }
    },
    createWriteStream(target, { flags: "wx", mode: PRIVATE_FILE }),
  );
  return size;
}
