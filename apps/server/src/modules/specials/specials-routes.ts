import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { requireUser } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import {
  createSpecial,
  deleteSpecial,
  updateSpecial,
  uploadSpecialFiles,
} from "./specials-service.ts";
import { MULTIPART_LIMITS, receiveSpecialUpload } from "./uploads.ts";

const tags = ["special solutions (staff)"];
const security = [{ bearer: [] }];

export const specialsRoutes: FastifyPluginAsync = async (app) => {
  const { ctx } = app;
  // Nothing of a multipart body is read until the route asks for it, after its permission checks.
  await app.register(multipart, { throwFileSizeLimit: true, limits: MULTIPART_LIMITS });

  route(
    app,
    "POST /selections/special",
    {
      tags,
      security,
      summary: "Create a special solution in a room's group of a customer's package (staff)",
    },
    async (request) => createSpecial(ctx, request.locale, await requireUser(request), request.body),
  );

  route(
    app,
    "PATCH /selections/special/:id",
    { tags, security, summary: "Change one field of a special solution (staff)" },
    async (request) =>
      updateSpecial(
        ctx,
        request.locale,
        await requireUser(request),
        request.params.id,
        request.body,
      ),
  );

  route(
    app,
    "POST /selections/special/:id",
    {
      tags,
      security,
      summary:
        "Attach files (multipart files[]; keep[] to keep some earlier ones, clearFiles to remove all); PDF, JPEG, PNG, WebP up to 10 MB, 10 a request, 20 a solution (staff); the files' links work for an hour",
    },
    async (request) =>
      uploadSpecialFiles(
        ctx,
        request.locale,
        await requireUser(request),
        request.params.id,
        (store) => receiveSpecialUpload(request, store),
      ),
  );

  route(
    app,
    "DELETE /selections/special/:id",
    { tags, security, summary: "Remove a special solution (staff)" },
    async (request) =>
      deleteSpecial(ctx, request.locale, await requireUser(request), request.params.id),
  );
};
