import { DEFAULT_LOCALE, pages } from "@home-designer/core";
import type { FastifyPluginAsync } from "fastify";
import { notFound } from "../../http/errors.ts";
import { clientOf } from "../../http/request-context.ts";
import { route } from "../../http/route.ts";
import { message } from "../../i18n/messages.ts";
import { PictureCache } from "./room-picture.ts";
import {
  drawLinkPicture,
  mailGuestLink,
  resolveShortLink,
  sharePicture,
  shortenLink,
} from "./share-service.ts";

const tags = ["sharing"];

export const shareRoutes: FastifyPluginAsync = async (app) => {
  const pictures = new PictureCache();
  route(
    app,
    "POST /short-links",
    { tags, summary: "A short address (/s/{code}) for an address of the company's own site" },
    async (request) => {
      const companyId = await request.companyId(request.body.company_id);
      const { url, target } = await shortenLink(app.ctx, clientOf(request), request.body);
      // Its preview's picture is drawn now, while the person shares the link (not awaited).
      drawLinkPicture(app.ctx, companyId, pictures, target).catch((error: unknown) =>
        request.log.warn({ err: error }, "a short link's preview picture was not drawn"),
      );
      return { url };
    },
  );

  route(
    app,
    "GET /share/picture",
    {
      tags,
      summary:
        "The composed room picture (PNG, 1200×630) of a design: a configurator page's package, room and choices; public and cached (link previews, Pinterest)",
    },
    async (request, reply) => {
      const companyId = await request.companyId();
      const png = await sharePicture(
        app.ctx,
        clientOf(request),
        companyId,
        pictures,
        request.query,
      );
      return reply
        .header("content-type", "image/png")
        .header("cache-control", "public, max-age=86400")
        .send(png);
    },
  );

  route(
    app,
    "POST /guest/package",
    { tags, summary: "Mail a guest the link to their choices" },
    async (request) => {
      await request.companyId(request.body.companyId);
      await mailGuestLink(app.ctx, clientOf(request), request.body);
      return { message: message(request.locale, "linkSent") };
    },
  );
};

/**
 * `/s/{code}`: short addresses, served outside the API at the site's root. People follow them in a
 * browser, so an unknown code takes them to the not-found page in the site's language; any other
 * caller (a script, a link checker, a previewer that asks for anything) learns it is not found.
 */
export const shortLinkRedirects: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { code: string } }>(
    pages.shortLink.pattern,
    {
      config: {
        openapi: {
          errors: [404],
          redirects: {
            302: "To the address the short link stands for",
            303: "An unknown code, asked for by a browser (`Accept` naming text/html): to the not-found page in the site's first language",
          },
        },
      },
      schema: { tags: ["share"], summary: "A short link (`/s/{code}`) of the company's site" },
    },
    async (request, reply) => {
      const target = await resolveShortLink(app.ctx, request.params.code);
      if (target) return reply.redirect(target, 302);
      if (!(request.headers.accept ?? "").includes("text/html")) throw notFound();
      // An unknown code: the not-found page in the language this host speaks first.
      const company = (await request.site().catch(() => null))?.company;
      return reply.redirect(
        pages.notFound({ lang: company?.default_locale ?? DEFAULT_LOCALE }),
        303,
      );
    },
  );
};
