import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { hostServes, isUiLocale } from "@home-designer/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import { compressText } from "./compression.ts";

/**
 * The web app's page, answered for every address of the single-page app. It is the built
 * `index.html` with what the request's own page needs put into it before it leaves the server:
 * the document's language, and whatever the parts of the page's head (`PagePart`) add: link
 * previews read it without running JavaScript, and the first view need not wait for calls the
 * server can answer now.
 */

/**
 * What one part of the page adds for a request: lines for the head, or lines for the head and
 * markup at the start of the body (painted before any script has run); `null` when it has nothing
 * for this page.
 */
export type PagePart = (
  request: FastifyRequest,
) => Promise<string | { head: string; body: string } | null>;

/** The built file, read again only when a rebuild changed it (no restart after `npm run build`). */
let cached: { file: string; mtimeMs: number; html: string } | null = null;

async function builtPage(file: string): Promise<string> {
  const { mtimeMs } = await stat(file);
  if (cached?.file !== file || cached.mtimeMs !== mtimeMs) {
    cached = { file, mtimeMs, html: await inlineStyles(await readFile(file, "utf8"), file) };
  }
  return cached.html;
}

/**
 * The built page's own style sheets, written into it: a page with a linked style sheet paints
 * nothing until that has arrived, one more round trip before the first paint (2 s on a slow
 * phone network). They are a few kilobytes; the screens' own sheets stay files.
 */
async function inlineStyles(html: string, file: string): Promise<string> {
  const links = [
    ...html.matchAll(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g),
  ];
  let page = html;
  for (const [tag, href = ""] of links) {
    const css = await readFile(path.join(path.dirname(file), href), "utf8").catch(() => null);
    // A sheet that names other files by relative address stays linked (those would move).
    if (css === null || css.includes("url(") || css.includes("</")) continue;
    // The screens' code loads a sheet it needs unless a stylesheet link names it (Vite's preload
    // helper); this one is here already, so the link stays, disabled: browsers do not fetch a
    // disabled sheet, and a screen does not wait for a second copy of it.
    page = page.replace(
      tag,
      `<style>${css}</style><link rel="stylesheet" href="${href}" disabled>`,
    );
  }
  return page;
}

/**
 * The language the page is shown in, as the web app decides it (app/layout/locale-layout.tsx):
 * the path's (`/de/…` → `de`) where the host serves it, else the host's own, which the app opens
 * the page in (`/` on a German-language host → `de`). Written into `<html lang>` here, so the
 * page is right before any script runs; the app keeps it right only as it moves between pages.
 */
async function pageLanguage(request: FastifyRequest, pathname: string): Promise<string | null> {
  const first = pathname.split("/")[1];
  const named = isUiLocale(first) ? first : null;
  const site = await request.site().catch(() => null);
  if (!site) return named;
  const { locales, default_locale } = site.company;
  return named && hostServes(locales, named) ? named : default_locale;
}

/**
 * Sends the page for a request. A part that fails leaves the page without its addition rather
 * than failing the page: the app still starts and fetches what it needs itself.
 */
export async function sendAppPage(
  request: FastifyRequest,
  reply: FastifyReply,
  webDist: string,
  parts: readonly PagePart[],
): Promise<FastifyReply> {
  let html = await builtPage(path.join(webDist, "index.html"));
  const pathname = request.url.split("?")[0] ?? "/";
  const language = await pageLanguage(request, pathname);
  if (language) html = html.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);
  const additions = await Promise.all(
    parts.map((part) =>
      part(request).catch((error: unknown) => {
        request.log.warn({ err: error }, "a part of the app page failed");
        return null;
      }),
    ),
  );
  const present = additions.filter((a) => a !== null);
  const added = present.map((a) => (typeof a === "string" ? { head: a, body: "" } : a));
  const head = added.map((a) => a.head).join("\n");
  const body = added.map((a) => a.body).join("");
  // A part that names the page replaces the built file's generic title: a page has one.
  if (/<title>/.test(head)) html = html.replace(/<title>[^<]*<\/title>\s*/, "");
  if (head) html = html.replace("</head>", `${head}\n</head>`);
  // The scripts stay in the head, asked for while the page arrives and paints (decision 049).
  if (body) html = html.replace(/<body[^>]*>/, (tag) => `${tag}\n${body}`);
  reply.header("Cache-Control", "no-cache").header("Content-Type", "text/html; charset=utf-8");
  return reply.send(await compressText(request, reply, html));
}

/** Text for an HTML attribute or element: the page must stay the page whatever a name holds. */
export function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/**
 * JSON inside a `<script type="application/json">`: `<` is escaped so no value can close the
 * element, and U+2028/2029 so the text stays one line.
 */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data)
    .replaceAll("<", "\\u003c")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}
