import type { FastifyRequest } from "fastify";
import { HttpError, unprocessable } from "../../http/errors.ts";
import { discardRest, refuseLongerThan } from "../../http/upload-body.ts";
import { message } from "../../i18n/messages.ts";

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

/**
 * The company .zip of an admin's multipart form (field `company`), in memory, since a zip is read
 * from its end. Called once the caller may import: nothing of the body is read before. A body over
 * the limit is 413 by its length before it is read, or once it passes the limit; a form without
 * the file is 422.
 */
export async function receiveCompanyZip(request: FastifyRequest): Promise<Buffer> {
  const { locale } = request;
  if (!request.isMultipart()) throw unprocessable(message(locale, "uploadNotMultipart"));
  refuseLongerThan(request, COMPANY_UPLOAD_BYTES);
  const missing = () => {
    const text = message(locale, "companyZipMissing");
    return unprocessable(text, { company: [text] });
  };
  try {
    const part = await request.file();
    if (part?.fieldname !== "company") throw missing();
    return await part.toBuffer();
  } catch (error) {
    discardRest(request);
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new HttpError(
        413,
        message(locale, "uploadTooLarge", { megabytes: COMPANY_UPLOAD_BYTES / MB }),
      );
    }
    throw error;
  }
}
