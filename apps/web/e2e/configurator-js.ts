/// <reference types="node" />
import { gzipSync } from "node:zlib";
import type { Browser } from "playwright-core";

/**
 * Gzipped JavaScript the configurator may load before it is usable, under DESIGN.md's general
 * 150 KB. The first-view target for a phone is 120 KB: the scripts until the room tabs show
 * measure 119 KB, but the parts the room screen loads at once after them (a phone's group rows,
 * the save bar's buttons) often arrive before the tabs are seen, about 125 KB in all. The budget
 * holds that whole first load, so that it cannot grow; bringing it under 120 is still to do.
 */
export const CONFIGURATOR_JS_BUDGET_KB = 126;

export type Script = { url: string; bytes: number; gzip: number };

/**
 * Every script Chromium fetches from opening `/` on a phone until the configurator's room tabs
 * show, with its size gzipped at level 9. The bench reports it; a browser test holds it to the
 * budget, so a change that grows the first load fails CI.
 */
export async function measureConfiguratorJs(
  browser: Browser,
  url: string,
): Promise<{ scripts: Script[]; totalGzip: number }> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    const pending: Promise<Script | null>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      pending.push(
        response.body().then(
          (body) => ({
            url: new URL(response.url()).pathname,
            bytes: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
          }),
          () => null,
        ),
      );
    });
    await page.goto(`${url}/`);
    await page.getByRole("tab").first().waitFor({ state: "visible", timeout: 60_000 });
    const scripts = (await Promise.all(pending)).filter((s): s is Script => s !== null);
    return { scripts, totalGzip: scripts.reduce((sum, s) => sum + s.gzip, 0) };
  } finally {
    await page.close();
  }
}
