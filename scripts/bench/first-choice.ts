/**
 * Time to first choice, as `npm run bench -- first-choice` measures it (issue 24): a phone opens a
 * room link with an empty cache over Chromium DevTools' "Slow 4G" (562.5 ms round trip, 180 kB/s
 * down, 84 kB/s up) with the CPU slowed 4×, both emulated by Chromium itself (CDP); as soon as the
 * room's group rows are on screen it taps the first row, and in the sheet that opens an option not
 * chosen; the time runs from navigation until that option shows as chosen, by the page's clock.
 *
 * The same page is opened without its server-rendered first view (the first view's data and the
 * first paint taken out of the page as it arrives, decision 008): the first view must never make
 * the first choice later. Both pages arrive through the same interception (CDP `Fetch` at the
 * response), so both pay for the page's full bytes over the throttled network.
 *
 * The floor is what the network alone needs: the bytes of every response before the choice at
 * the download rate, plus one round trip per step of the longest chain of requests (a script
 * asked for by a script asked for by the page is three), as Chromium's initiators tell it.
 */
import type { Browser, CDPSession, Page } from "playwright-core";
import { median } from "./median.ts";

export const FIRST_CHOICE_FLOOR_RATIO = 1.3;
const RUNS = 3;
/** Chromium DevTools' "Slow 4G" preset, and Lighthouse's mobile CPU slowdown. */
const SLOW_4G = { latency: 562.5, downloadThroughput: 180_000, uploadThroughput: 84_375 };
const CPU_SLOWDOWN = 4;

export type FirstChoiceRun = {
  /** Navigation to the tapped option shown as chosen. */
  chosenMs: number;
  /** Navigation to the first paint. */
  paintMs: number;
  /** Navigation to the group rows on screen (the app's, the first paint gone). */
  rowsMs: number;
  /** The bench's own reaction in it: rows on screen to its tap, sheet open to its choice. */
  reactionMs: number;
  bytes: number;
  roundTrips: number;
  floorMs: number;
  cls: number;
};

export type FirstChoice = { withFirstView: FirstChoiceRun[]; withoutFirstView: FirstChoiceRun[] };

/** The page as it would be without the first view: its data and its first paint taken out. */
export function withoutFirstView(html: string): string {
  return html
    .replace(/<script type="application\/json" id="first-view">[^<]*<\/script>\s*/, "")
    .replace(/<div id="first-paint"[\s\S]*?(?=<div id="root")/, "");
}

/** Requests by id with their initiator chain's depth and their bytes, from CDP's network events. */
async function watchRequests(cdp: CDPSession) {
  const depthByUrl = new Map<string, number>();
  const requests = new Map<string, { depth: number; bytes: number; done: boolean }>();
  cdp.on("Network.requestWillBeSent", (event) => {
    const { initiator, request, type } = event;
    const from =
      initiator.url ??
      initiator.stack?.callFrames[0]?.url ??
      initiator.stack?.parent?.callFrames[0]?.url;
    const depth = type === "Document" ? 1 : (depthByUrl.get(from ?? "") ?? 1) + 1;
    if (!depthByUrl.has(request.url)) depthByUrl.set(request.url, depth);
    requests.set(event.requestId, { depth, bytes: 0, done: false });
  });
  cdp.on("Network.loadingFinished", (event) => {
    const entry = requests.get(event.requestId);
    if (entry) Object.assign(entry, { bytes: event.encodedDataLength, done: true });
  });
  return () => {
    const done = [...requests.values()].filter((r) => r.done);
    return {
      bytes: done.reduce((sum, r) => sum + r.bytes, 0),
      roundTrips: Math.max(0, ...done.map((r) => r.depth)),
    };
  };
}

/** Serves the page through CDP's response interception, changed by `change`. */
async function interceptPage(cdp: CDPSession, change: (html: string) => string) {
  await cdp.send("Fetch.enable", {
    patterns: [{ urlPattern: "*", resourceType: "Document", requestStage: "Response" }],
  });
  cdp.on("Fetch.requestPaused", async ({ requestId, responseStatusCode, responseHeaders }) => {
    const { body, base64Encoded } = await cdp.send("Fetch.getResponseBody", { requestId });
    const html = base64Encoded ? Buffer.from(body, "base64").toString("utf8") : body;
    await cdp.send("Fetch.fulfillRequest", {
      requestId,
      responseCode: responseStatusCode ?? 200,
      // The body is handed over decoded: its encoding and length no longer apply.
      responseHeaders: (responseHeaders ?? []).filter(
        (h) => !/^(content-encoding|content-length)$/i.test(h.name),
      ),
      body: Buffer.from(change(html)).toString("base64"),
    });
  });
}

// Checked on every frame in the page, by its own clock. As text: a function would be sent as tsx
// compiled it, with helpers the page does not have.
const MARKS = `(() => {
  const marks = { cls: 0 };
  window.__firstChoice = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) marks.cls += entry.value;
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === "first-paint") marks.paint = entry.startTime;
  }).observe({ type: "paint", buffered: true });
  // The bench's own reaction: from the rows on screen to its tap, from the sheet open to its
  // choice. Playwright's checks before it acts run on the slowed CPU too; a person's reaction is
  // not the app's time, so it is reported beside the figure.
  document.addEventListener("touchstart", () => { if (marks.tap === undefined) marks.tap = performance.now(); }, true);
  document.addEventListener("click", () => { if (marks.sheet !== undefined && marks.pick === undefined) marks.pick = performance.now(); }, true);
  const check = () => {
    if (marks.sheet === undefined && document.querySelector("dialog[open]")) marks.sheet = performance.now();
    const row = document.querySelector('button[aria-haspopup="dialog"][id^="group-row-"]');
    if (marks.rows === undefined && row && !document.getElementById("first-paint")) {
      const box = row.getBoundingClientRect();
      if (box.width > 0 && box.height > 0) marks.rows = performance.now();
    }
    const target = marks.target && document.querySelector(marks.target);
    if (target && target.checked) marks.chosen = performance.now();
    if (marks.chosen === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

type Marks = {
  cls: number;
  paint?: number;
  rows?: number;
  tap?: number;
  sheet?: number;
  pick?: number;
  target?: string;
  chosen?: number;
};
const marksOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstChoice: Marks }).__firstChoice);

async function firstChoiceRun(
  browser: Browser,
  address: string,
  change: (html: string) => string,
): Promise<FirstChoiceRun> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, ...SLOW_4G });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    const network = await watchRequests(cdp);
    await interceptPage(cdp, change);
    await page.addInitScript(MARKS);
    await page.goto(address, { waitUntil: "commit", timeout: 120_000 });
    const row = page.locator('button[aria-haspopup="dialog"][id^="group-row-"]').first();
    await page.waitForFunction(
      () => (window as unknown as { __firstChoice: Marks }).__firstChoice.rows !== undefined,
      undefined,
      { timeout: 120_000, polling: 50 },
    );
    await row.tap();
    const option = page.getByRole("dialog").getByRole("radio", { checked: false }).first();
    await option.waitFor({ state: "attached", timeout: 120_000 });
    const name = await option.getAttribute("name");
    const value = await option.getAttribute("value");
    await page.evaluate((target) => {
      (window as unknown as { __firstChoice: Marks }).__firstChoice.target = target;
    }, `input[name="${name}"][value="${value}"]`);
    await option.check({ force: true });
    await page.waitForFunction(
      () => (window as unknown as { __firstChoice: Marks }).__firstChoice.chosen !== undefined,
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    const marks = await marksOf(page);
    const { bytes, roundTrips } = network();
    return {
      chosenMs: Math.round(marks.chosen ?? Number.NaN),
      paintMs: Math.round(marks.paint ?? Number.NaN),
      rowsMs: Math.round(marks.rows ?? Number.NaN),
      reactionMs: Math.round(
        (marks.tap ?? Number.NaN) -
          (marks.rows ?? Number.NaN) +
          ((marks.pick ?? Number.NaN) - (marks.sheet ?? Number.NaN)),
      ),
      bytes,
      roundTrips,
      floorMs: Math.round(
        roundTrips * SLOW_4G.latency + (bytes / SLOW_4G.downloadThroughput) * 1000,
      ),
      cls: marks.cls,
    };
  } finally {
    await context.close();
  }
}

/** `RUNS` runs of the room page with its first view and as many without, alternating. */
export async function measureFirstChoice(browser: Browser, address: string): Promise<FirstChoice> {
  const result: FirstChoice = { withFirstView: [], withoutFirstView: [] };
  for (let i = 0; i < RUNS; i++) {
    const withView = await firstChoiceRun(browser, address, (html) => html);
    const without = await firstChoiceRun(browser, address, withoutFirstView);
    console.log(
      `  run ${i + 1}: chosen after ${withView.chosenMs} ms with the first view (floor ${withView.floorMs} ms), ${without.chosenMs} ms without`,
    );
    result.withFirstView.push(withView);
    result.withoutFirstView.push(without);
  }
  return result;
}

const mark = (ok: boolean) => (ok ? "✅" : "❌");

export function firstChoiceSection(result: FirstChoice, load: string): string {
  const row = (name: string, runs: readonly FirstChoiceRun[]) => {
    const chosen = median(runs.map((r) => r.chosenMs));
    const floor = median(runs.map((r) => r.floorMs));
    const reaction = median(runs.map((r) => r.reactionMs));
    return `| ${name} | ${median(runs.map((r) => r.paintMs))} | ${median(runs.map((r) => r.rowsMs))} | **${chosen}** | ${reaction} | ${Math.round(median(runs.map((r) => r.bytes)) / 1024)} KB, ${median(runs.map((r) => r.roundTrips))} round trips: ${floor} | ${(chosen / floor).toFixed(2)}× | ${((chosen - reaction) / floor).toFixed(2)}× | ${Math.max(...runs.map((r) => r.cls)).toFixed(3)} |`;
  };
  const withView = median(result.withFirstView.map((r) => r.chosenMs));
  const without = median(result.withoutFirstView.map((r) => r.chosenMs));
  const ratio = withView / median(result.withFirstView.map((r) => r.floorMs));
  return [
    "## Time to first choice (phone, Slow 4G, 4× CPU)",
    "",
    `The demo's first room opened by link on a phone (390×844) with an empty cache, over Chromium DevTools' Slow 4G (562.5 ms round trip, 180 kB/s down) with the CPU slowed ${CPU_SLOWDOWN}×, both emulated by Chromium (CDP); as soon as the group rows are on screen the first is tapped, and in its sheet an option not chosen; ms from navigation, by the page's clock, medians of ${RUNS} runs each, alternating. *Without the first view*: the same page with the first view's data and first paint taken out as it arrives (its preloads kept). The floor: the bytes of every response before the choice at the download rate, plus one round trip per step of the longest chain of requests (Chromium's initiators). Machine load (1, 5, 15 min) at the start: ${load}.`,
    "",
    "| page | first paint | group rows | option chosen | of it the bench's reaction | floor ms | against the floor | without the bench's reaction | CLS |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
    row("with the first view", result.withFirstView),
    row("without the first view", result.withoutFirstView),
    "",
    "*The bench's reaction* is the time between the rows showing and its tap, and between the sheet opening and its choice: Playwright checks that an element is visible and still before it acts, on the slowed CPU. A person needs time there too, and the app none, so the verdict stays on the whole figure and the ratio without it is given beside it.",
    "",
    `With the first view the first choice takes ${ratio.toFixed(2)}× its floor (target ≤ ${FIRST_CHOICE_FLOOR_RATIO}× ${mark(ratio <= FIRST_CHOICE_FLOOR_RATIO)}), and ${withView <= without ? "no later" : "later"} than without it (${withView} against ${without} ms ${mark(withView <= without)}).`,
  ].join("\n");
}
