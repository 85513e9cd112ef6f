import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless","--no-sandbox","--disable-gpu"] });
const url = process.argv[2]!;
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
const page = await context.newPage();
const t0 = Date.now();
page.on("requestfinished", async (r) => { const s = await r.sizes().catch(() => null); console.log(((Date.now()-t0)/1000).toFixed(1), "done", r.url().slice(22, 110), s?.responseBodySize); });
const cdp = await context.newCDPSession(page);
await cdp.send("Network.enable");
await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 2000, downloadThroughput: 50000, uploadThroughput: 50000 });
await page.goto(url, { waitUntil: "commit", timeout: 120000 });
for (let i = 0; i < 12; i++) {
  await page.waitForTimeout(5000);
  if (i === 0) await page.screenshot({ path: "/tmp/fv-exp/early.png" });
  const state = await page.evaluate(() => ({ fp: !!document.getElementById("first-paint"), rows: document.querySelectorAll('[id^="group-row-"]').length, tabs: document.querySelectorAll('[role=tab]').length, text: document.body.innerText.slice(0, 80).replace(/\n/g, " | ") }));
  console.log(((Date.now()-t0)/1000).toFixed(1), JSON.stringify(state));
  if (state.rows) { await page.screenshot({ path: "/tmp/fv-exp/throttled.png" }); break; }
}
await browser.close();
