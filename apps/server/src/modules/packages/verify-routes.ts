import multipart from "@fastify/multipart";
import { VERIFY_PDF_BYTES } from "@home-designer/core";
import type { FastifyPluginAsync } from "fastify";
import { HttpError, unprocessable } from "../../http/errors.ts";
import { clientOf } from "../../http/request-context.ts";
import { route } from "../../http/route.ts";
import { discardRest, refuseLongerThan } from "../../http/upload-body.ts";
import { localized } from "../../i18n/messages.ts";
import { checkPdf, digestUpload, verification } from "./verify-service.ts";

const tags = ["verification"];
const MB = 1024 * 1024;

/** One file of one byte past the limit, so a longer file is seen to be longer; nothing else. */
const VERIFY_FORM_LIMITS = {
  fileSize: VERIFY_PDF_BYTES + 1,
  files: 1,
  fields: 2,
  fieldSize: 1024,
  parts: 3,
} as const;

const tooLarge = () =>
  new HttpError(413, localized("uploadTooLarge", { megabytes: VERIFY_PDF_BYTES / MB }));

/**
 * A confirmation version's public verification page's calls (decision 044): no login, the
 * company's own site only, throttled per caller. The PDF is read through as it streams, hashed and
 * dropped: nothing of it is stored.
 */
export const verifyRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  await app.register(multipart, { throwFileSizeLimit: false, limits: VERIFY_FORM_LIMITS });

  route(
    app,
    "GET /verify/:code",
    {
      tags,
      summary:
        "What a confirmation version is (place, version, when, who in general terms, its standing), by the code its PDF prints; public",
    },
    async (request) => {
      const companyId = await request.companyId();
      return verification(ctx, clientOf(request), companyId, request.params.code, request.locale);
    },
  );

  route(
    app,
    "POST /verify/:code",
    {
      tags,
      summary:
        "Whether a PDF (multipart `file`, at most 20 MB) is byte for byte the version's PDF of record; public",
    },
    async (request) => {
      const companyId = await request.companyId();
      return checkPdf(ctx, clientOf(request), companyId, request.params.code, async () => {
        if (!request.isMultipart()) throw unprocessable(localized("uploadNotMultipart"));
        refuseLongerThan(request, VERIFY_PDF_BYTES + MB);
        try {
          const part = await request.file();
          if (part?.fieldname !== "file") {
            const text = localized("verifyFileMissing");
            throw unprocessable(text, { file: [text] });
          }
          return await digestUpload(part.file, tooLarge);
        } catch (error) {
          discardRest(request);
          throw error;
        }
      });
    },
  );
};
