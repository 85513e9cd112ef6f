import type { FastifyRequest } from "fastify";
import { HttpError, unprocessable } from "../../http/errors.ts";
import { message, requestLocale } from "../../i18n/messages.ts";

/** What staff may attach to a special solution. */
export const UPLOAD_LIMITS = {
  fileBytes: 10 * 1024 * 1024,
  filesPerRequest: 10,
  filesPerSpecial: 20,
} as const;

export type CheckedUpload = { name: string; contentType: string; extension: string; bytes: Buffer };

/**
 * The file's real type from its first bytes, not from the name or the type the browser claims:
 * drawings and photos only (PDF, JPEG, PNG, WebP). Anything that a browser could run (HTML, SVG)
 * is refused, since files are served from the site's own address.
 */
function sniff(bytes: Buffer): { contentType: string; extension: string } | null {
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

export type SpecialUpload = { uploads: CheckedUpload[]; keep: number[] | null; clear: boolean };

/**
 * Reads the multipart form of `POST selections/special/{id}?_method=PATCH`: `files[]` (new files),
 * `keep[]` (ids of the earlier files to keep), `clearFiles` and `selectedLocale`. Every file is
 * checked before anything is stored, so a refused upload stores nothing.
 */
export async function readSpecialUpload(request: FastifyRequest): Promise<SpecialUpload> {
  const locale = requestLocale(request);
  const megabytes = UPLOAD_LIMITS.fileBytes / 1024 / 1024;
  if (!request.isMultipart()) throw unprocessable("Files must be sent as multipart/form-data.");
  const uploads: CheckedUpload[] = [];
  let keep: number[] | null = null;
  let clear = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== "files[]" && part.fieldname !== "files") {
          await part.toBuffer();
          continue;
        }
        const bytes = await part.toBuffer();
        if (bytes.length === 0) continue;
        const type = sniff(bytes);
        if (!type)
          throw unprocessable(message(locale, "fileWrongType", { name: cleanName(part.filename) }));
        uploads.push({ name: cleanName(part.filename), bytes, ...type });
      } else if (part.fieldname === "clearFiles") {
        clear = ["1", "true"].includes(String(part.value));
      } else if (part.fieldname === "keep[]" || part.fieldname === "keep") {
        const id = Number(part.value);
        if (!Number.isInteger(id) || id <= 0)
          throw unprocessable("keep must name file ids.", { keep: ["must be file ids"] });
        keep = [...(keep ?? []), id];
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new HttpError(413, message(locale, "fileTooLarge", { megabytes }));
    if (code === "FST_FILES_LIMIT" || code === "FST_PARTS_LIMIT") {
      throw new HttpError(
        413,
        message(locale, "tooManyFiles", { count: UPLOAD_LIMITS.filesPerRequest }),
      );
    }
    throw error;
  }
  return { uploads, keep, clear };
}
