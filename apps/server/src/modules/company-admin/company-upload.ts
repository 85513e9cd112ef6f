import path from "node:path";
import type { FastifyRequest } from "fastify";
import { HttpError, unprocessable } from "../../http/errors.ts";
import {
  discardRest,
  refuseLongerThan,
  saveUploadedFile,
  withUploadFolder,
} from "../../http/upload-body.ts";
import { localized } from "../../i18n/messages.ts";

const MB = 1024 * 1024;

/** The largest company .zip an admin may upload: twenty times a company of issue 12's size. */
export const COMPANY_UPLOAD_BYTES = 100 * MB;

/**
 * Busboy's limits for the form (@fastify/multipart): the zip is cut off past its size, and the
 * form holds the one file and a few small fields at most (past those, Fastify's 413).
 */
export const COMPANY_FORM_LIMITS = {
  fileSize: COMPANY_UPLOAD_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 1024,
  parts: 11,
} as const;

/** An uploaded company folder's .zip, or its workbook alone: where it lies, and its name as sent. */
export type CompanyUploadFile = { file: string; name: string };

/**
 * The company .zip (or workbook) of an admin's multipart form (field `company`), streamed to a file of the
 * request's upload folder (a zip is read from its end, so it is read from there, never from
 * memory) and handed to `use`; the file is gone once `use` ends, whatever happened. Called once
 * the caller may import: nothing of the body is read before. A body over the limit is 413 by its
 * length before it is read, or as soon as it passes the limit while it streams; a form without
 * the file is 422.
 */
export async function withCompanyZipUpload<T>(
  request: FastifyRequest,
  use: (upload: CompanyUploadFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw unprocessable(localized("uploadNotMultipart"));
  refuseLongerThan(request, COMPANY_UPLOAD_BYTES);
  const missing = () => {
    const text = localized("companyZipMissing");
    return unprocessable(text, { company: [text] });
  };
  const tooLarge = () =>
    new HttpError(413, localized("uploadTooLarge", { megabytes: COMPANY_UPLOAD_BYTES / MB }));
  return withUploadFolder(request, async (dir) => {
    const file = path.join(dir, "company.zip");
    let name: string;
    try {
      const part = await request.file();
      if (part?.fieldname !== "company") throw missing();
      name = part.filename;
      await saveUploadedFile(part.file, file, tooLarge);
    } catch (error) {
      discardRest(request);
      throw error;
    }
    return use({ file, name });
  });
}
