import path from "node:path";
import multipart from "@fastify/multipart";
import { FORMAT_LIMITS } from "@home-designer/core";
import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { requireCompanyAdmin } from "../../auth/current-user.ts";
import { unprocessable } from "../../http/errors.ts";
import { route } from "../../http/route.ts";
import {
  discardRest,
  refuseLongerThan,
  saveUploadedFile,
  withUploadFolder,
} from "../../http/upload-body.ts";
import { localized, message } from "../../i18n/messages.ts";
import {
  putDraftFavicons,
  putDraftFile,
  type ReceivedDraftFile,
  tooLargeForDraft,
} from "./draft-files.ts";

const tags = ["back office"];
const security = [{ bearer: [] }];

/** One file of the format's largest size and nothing else (past these, Fastify's 413). */
const DRAFT_FILE_FORM_LIMITS = {
  fileSize: FORMAT_LIMITS.fileBytes,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
} as const;

/**
 * The form's `file`, streamed to the request's upload folder (never held in memory) and handed to
 * `use`; gone once `use` ends, whatever happened. Called once the caller may edit the draft: no
 * byte of the body is read before. Over the format's limit is 413, a form without the file 422.
 */
async function withDraftFile<T>(
  request: FastifyRequest,
  use: (received: ReceivedDraftFile) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw unprocessable(localized("uploadNotMultipart"));
  // The file and the form's few bytes around it: a whole megabyte, so the limit reads round.
  refuseLongerThan(request, FORMAT_LIMITS.fileBytes + 1024 * 1024);
  return withUploadFolder(request, async (dir) => {
    const file = path.join(dir, "file");
    let name: string;
    try {
      const part = await request.file();
      if (part?.fieldname !== "file" || !part.filename) {
        const text = localized("draftFileMissing");
        throw unprocessable(text, { file: [text] });
      }
      name = part.filename;
      const size = await saveUploadedFile(part.file, file, tooLargeForDraft);
      if (size === 0) {
        const text = localized("draftFileMissing");
        throw unprocessable(text, { file: [text] });
      }
    } catch (error) {
      discardRest(request);
      throw error;
    }
    return use({ name, file });
  });
}

/**
 * Files for the company's draft (draft-files.ts), for its admins: in a plugin of their own, whose
 * multipart limits are the format's.
 */
export const draftFilesRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  await app.register(multipart, { throwFileSizeLimit: true, limits: DRAFT_FILE_FORM_LIMITS });

  route(
    app,
    "POST /admin/draft/files",
    {
      tags,
      security,
      summary:
        "Put a file (multipart `file`) into the draft: its path for the edit that names it, and the draft's version",
    },
    async (request) => {
      const caller = await requireCompanyAdmin(request);
      const companyId = await request.companyId();
      const put = await withDraftFile(request, (received) =>
        putDraftFile(ctx, companyId, caller.id, received),
      );
      return { message: message(request.locale, "draftFileSaved"), ...put };
    },
  );

  route(
    app,
    "POST /admin/draft/favicons",
    {
      tags,
      security,
      summary:
        "Make the company's icons from an SVG or a square PNG (multipart `file`) and name them in the draft's favicons",
    },
    async (request) => {
      const caller = await requireCompanyAdmin(request);
      const companyId = await request.companyId();
      const made = await withDraftFile(request, (received) =>
        putDraftFavicons(ctx, companyId, caller.id, received),
      );
      return { message: message(request.locale, "faviconsMade"), ...made };
    },
  );
};
