import multipart from "@fastify/multipart";
import {
  messageAnswerSchema,
  specialAnswerSchema,
  specialCreateAnswerSchema,
  specialCreateBodySchema,
  specialFilesAnswerSchema,
  specialFilesFormSchema,
  specialFilesQuerySchema,
  specialParamsSchema,
  specialPatchBodySchema,
} from "@home-designer/core";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../../auth/current-user.ts";
import {
  createSpecial,
  deleteSpecial,
  updateSpecial,
  uploadSpecialFiles,
} from "./specials-service.ts";
import { MULTIPART_LIMITS } from "./uploads.ts";

const tags = ["special solutions (staff)"];
const security = [{ bearer: [] }];

export const specialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // Nothing of a multipart body is read until the route asks for it, after its permission checks.
  await app.register(multipart, { throwFileSizeLimit: true, limits: MULTIPART_LIMITS });

  app.post(
    "/selections/special",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "Create a special solution in a room's group of a customer's package (staff)",
        body: specialCreateBodySchema,
        response: { 200: specialCreateAnswerSchema },
      },
    },
    async (request) => createSpecial(ctx, request, await requireUser(request), request.body),
  );

  app.patch(
    "/selections/special/:id",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "Change one field of a special solution (staff)",
        params: specialParamsSchema,
        body: specialPatchBodySchema,
        response: { 200: specialAnswerSchema },
      },
    },
    async (request) =>
      updateSpecial(ctx, request, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    "/selections/special/:id",
    {
      config: { openapi: { errors: [403, 413], multipartForm: specialFilesFormSchema } },
      schema: {
        tags,
        security,
        summary:
          "Attach files (multipart files[]; keep[] to keep some earlier ones, clearFiles to remove all); PDF, JPEG, PNG, WebP up to 10 MB, 10 a request, 20 a solution (staff); the files' links work for an hour",
        params: specialParamsSchema,
        querystring: specialFilesQuerySchema,
        consumes: ["multipart/form-data"],
        response: { 200: specialFilesAnswerSchema },
      },
    },
    async (request) =>
      uploadSpecialFiles(ctx, request, await requireUser(request), request.params.id),
  );

  app.delete(
    "/selections/special/:id",
    {
      config: { openapi: { errors: [403] } },
      schema: {
        tags,
        security,
        summary: "Remove a special solution (staff)",
        params: specialParamsSchema,
        response: { 200: messageAnswerSchema },
      },
    },
    async (request) => deleteSpecial(ctx, request, await requireUser(request), request.params.id),
  );
};
