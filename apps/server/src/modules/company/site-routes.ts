import type { FastifyPluginAsync } from "fastify";

/**
 * Addresses of the site itself, outside the API, that depend on whose site it is. Browsers ask
 * for `/favicon.ico` on their own (bookmarks, tabs of pages that are not HTML); it is the company's
 * icon, wherever its storage keeps it.
 */
export const siteRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/favicon.ico",
    {
      config: {
        openapi: { errors: [404], redirects: { 302: "To the icon of the host's company" } },
      },
      schema: {
        tags: ["site"],
        summary: "Redirects (302) to the icon of the host's company; 404 when it has none",
      },
    },
    async (request, reply) => {
      const company = (await request.site().catch(() => null))?.company;
      const icon = company?.favicons["32"] ?? company?.favicons.regular ?? null;
      if (!icon) return reply.status(404).send({ message: "Not found." });
      // The icon is the host's, so the answer may be kept a day, as the icons themselves are.
      return reply.header("cache-control", "public, max-age=86400").redirect(icon, 302);
    },
  );
};
