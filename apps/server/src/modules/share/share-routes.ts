import {
  DEFAULT_LOCALE,
  guestPackageBodySchema,
  messageAnswerSchema,
  sharePictureQuerySchema,
  shortLinkAnswerSchema,
  shortLinkBodySchema,
} from "@home-designer/core";
import type { FastifyPluginAsync } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requestCompany } from "../company/request-company.ts";
import { PictureCache } from "./room-picture.ts";
import { mailGuestLink, resolveShortLink, sharePicture, shortenLink } from "./share-service.ts";

const tags = ["sharing"];

export const shareRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/short-links",
    {
      config: { openapi: { errors: [429] } },
      schema: {
        tags,
        summary: "A short address (/s/{code}) for an address of the company's own site",
        body: shortLinkBodySchema,
        response: { 200: shortLinkAnswerSchema },
      },
    },
    (request) => shortenLink(app.ctx, request, request.body),
  );

  const pictures = new PictureCache();
  app.get(
    "/share/picture",
    {
      config: {
        openapi: {
          errors: [429],
          file: { type: "image/png", description: "The composed room picture (1200×630)" },
        },
      },
      schema: {
        tags,
        summary:
          "The composed room picture (PNG, 1200×630) of a design: a configurator page's package, room and choices; public and cached (link previews, Pinterest)",
        querystring: sharePictureQuerySchema,
      },
    },
    async (request, reply) => {
      const png = await sharePicture(app.ctx, request, pictures, request.query);
      return reply
        .header("content-type", "image/png")
        .header("cache-control", "public, max-age=86400")
        .send(png);
    },
  );

  app.post(
    "/guest/package",
    {
      config: { openapi: { errors: [429] } },
      schema: {
        tags,
        summary: "Mail a guest the link to their choices",
        body: guestPackageBodySchema,
        response: { 200: messageAnswerSchema },
      },
    },
    (request) => mailGuestLink(app.ctx, request, request.body),
  );
};

/** `/s/{code}`: short addresses, served outside the API at the site's root. */
export const shortLinkRedirects: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { code: string } }>(
    "/s/:code",
    {
      config: {
        openapi: {
          redirects: {
            302: "To the address the short link stands for",
            303: "An unknown code: to the not-found page in the site's first language",
          },
        },
      },
      schema: { tags: ["share"], summary: "A short link (`/s/{code}`) of the company's site" },
    },
    async (request, reply) => {
      const target = await resolveShortLink(app.ctx, request.params.code);
      if (target) return reply.redirect(target, 302);
      // An unknown code: the not-found page in the language this host speaks first.
      const company = await requestCompany(request).catch(() => null);
      return reply.redirect(`/${company?.default_locale ?? DEFAULT_LOCALE}/404`, 303);
    },
  );
};
