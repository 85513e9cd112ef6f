import multipart from "@fastify/multipart";
import type { FastifyPluginAsync } from "fastify";
import { requireUser } from "../../auth/current-user.ts";
import { route } from "../../http/route.ts";
import { message } from "../../i18n/messages.ts";
import { presentSpecial } from "./presenters.ts";
import { presentFiles } from "./special-files.ts";
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
    async (request) => {
      const created = await createSpecial(ctx, await requireUser(request), request.body);
      return { selection_id: created.special.id, asset: await presentSpecial(ctx, created) };
    },
  );

  route(
    app,
    "PATCH /selections/special/:id",
    { tags, security, summary: "Change one field of a special solution (staff)" },
    async (request) => {
      const caller = await requireUser(request);
      const updated = await updateSpecial(ctx, caller, request.params.id, request.body);
      return {
        message: message(request.locale, "specialSaved"),
        asset: await presentSpecial(ctx, updated),
      };
    },
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
    async (request) => {
      const caller = await requireUser(request);
      const files = await uploadSpecialFiles(ctx, caller, request.params.id, (store) =>
        receiveSpecialUpload(request, store),
      );
      return {
        message: message(request.locale, "filesSaved"),
        files: await presentFiles(ctx, files),
      };
    },
  );

  route(
    app,
    "DELETE /selections/special/:id",
    { tags, security, summary: "Remove a special solution (staff)" },
    async (request) => {
      await deleteSpecial(ctx, await requireUser(request), request.params.id);
      return { message: message(request.locale, "specialDeleted") };
    },
  );
};
