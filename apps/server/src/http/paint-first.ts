import { createHash } from "node:crypto";

/**
 * A page with a first paint (the configurator's, docs/decisions/008-first-view.md) is complete
 * without its scripts: it paints first, then fetches them. Until the first frame is on screen the
 * page's own bytes have the phone's connection to themselves, and the scripts, which would
 * otherwise arrive first and run before anything is painted, cannot hold back the largest paint
 * (nor does Lighthouse's simulation count them as holding it back).
 *
 * The page's module script and script preloads go into an inert `<template>`; a small inline
 * script at the end of the body moves them into the head once the browser reports the first
 * paint. A page in a background tab paints nothing, and a browser may not report paints: those
 * start the scripts at once (or when the tab is hidden before its paint), and every page starts
 * them after two seconds at the latest.
 */

export const AFTER_PAINT_ID = "after-first-paint";

/** A page that has not reported its first paint by then starts its scripts anyway. */
const LATEST_START_MS = 2000;

// Plain script, as the browser runs it: the page's one inline script, allowed by its hash.
const START_AFTER_PAINT = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const later = document.getElementById("${AFTER_PAINT_ID}");
    if (later) document.head.append(document.importNode(later.content, true));
  };
  const observes = typeof PerformanceObserver === "function" &&
    PerformanceObserver.supportedEntryTypes.includes("paint");
  if (!observes || document.visibilityState !== "visible") return start();
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    start();
  }).observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", start, { once: true });
  setTimeout(start, ${LATEST_START_MS});
})()`;

/** The inline script's hash, for the page's Content-Security-Policy (`script-src`). */
export const START_AFTER_PAINT_HASH = `'sha256-${createHash("sha256").update(START_AFTER_PAINT).digest("base64")}'`;

const SCRIPT_TAGS = /<script type="module"[^>]*><\/script>\s*|<link rel="modulepreload"[^>]*>\s*/g;

/**
 * The page with its module script and script preloads, and `later` (lines for the head that can
 * wait: preloads of the screens' files), fetched after the first paint.
 */
export function scriptsAfterFirstPaint(html: string, later: string): string {
  const [head = "", rest = ""] = html.split("</head>");
  const scripts = [...head.matchAll(SCRIPT_TAGS)].map(([tag]) => tag.trim());
  const template = `<template id="${AFTER_PAINT_ID}">\n${[...scripts, later].join("\n")}\n</template>`;
  return `${head.replace(SCRIPT_TAGS, "")}${template}\n</head>${rest.replace(
    "</body>",
    `<script>${START_AFTER_PAINT}</script>\n</body>`,
  )}`;
}
