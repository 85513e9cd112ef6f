import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import fastifyStatic from "@fastify/static";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.ts";
import { files } from "../db/schema.ts";
import { localized } from "../i18n/messages.ts";
import type { LocalStorage } from "../storage/local-storage.ts";
import { isPrivateKey, PRIVATE_PREFIX } from "../storage/storage.ts";
import { forbidden, notFound } from "./errors.ts";

/**
 * Files of the local disk under `/files/`. Catalogue and plan pictures are public and cached for a
 * day. Uploads are private: the static files never serve them, whatever the spelling of the path
 * (@fastify/static checks the decoded, normalised path); only a link signed with the app key that
 * has not expired does, and only while the file is still a file of the product.
 */
export async function serveLocalFiles(
  app: FastifyInstance,
  ctx: AppContext,
  storage: LocalStorage,
): Promise<void> {
  // Made now rather than with the first stored file: the plugin warns of a root that is missing
  // (a first start without the demo).
  await storage.check();
  await app.register(fastifyStatic, {
    root: storage.root,
    prefix: "/files/",
    decorateReply: false,
    index: false,
    maxAge: "1d",
    allowedPath: (pathname) => !isPrivateKey(pathname.replace(/^\/+/, "")),
  });

  app.get<{ Params: { "*": string }; Querystring: { expires?: string; signature?: string } }>(
    `/files/${PRIVATE_PREFIX}*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const key = PRIVATE_PREFIX + request.params["*"];
      const { expires, signature } = request.query;
      if (!storage.linkIsValid(key, Number(expires), String(signature ?? ""))) {
        throw forbidden(localized("fileLinkInvalid"));
      }
      const [file] = await ctx.db
        .select({ contentType: files.contentType, name: files.originalName })
        .from(files)
        .where(eq(files.key, key))
        .limit(1);
      const size = file ? await fileSize(storage.filePath(key)) : null;
      if (!file || size === null) throw notFound(localized("fileNotFound"));
      return (
        reply
          .header("Content-Type", file.contentType)
          .header("Content-Length", size)
          .header(
            "Content-Disposition",
            `inline; filename*=UTF-8''${encodeURIComponent(file.name ?? "file")}`,
          )
          // The link is the permission: nothing along the way may keep the file for others.
          .header("Cache-Control", "private, no-store")
          .send(createReadStream(storage.filePath(key)))
      );
    },
  );
}

async function fileSize(filePath: string): Promise<number | null> {
  try {
    return (await stat(filePath)).size;
  } catch {
    return null;
  }
}
