// Ad-hoc: the room page's requests over a 2 s RTT / 50 kB/s phone network, with times.
import { chromium } from "playwright-core";
const address = process.argv[2] ?? "";
const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
const page = await context.newPage();
const t0 = Date.now();
const rows: string[] = [];
page.on("requestfinished", (r) => {
  const timing = r.timing();
  rows.push(`${String(Math.round(timing.startTime - t0 + timing.responseEnd)).padStart(6)} start ${String(Math.round(timing.startTime - t0)).padStart(6)} ${r.resourceType().padEnd(8)} ${r.url().replace(/^https?:\/\/[^/]+/, "").slice(0, 90)}`);
});
const cdp = await context.newCDPSession(page);
await cdp.send("Network.enable");
await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 2000, downloadThroughput: 50_000, uploadThroughput: 50_000 });
await page.goto(address, { waitUntil: "commit", timeout: 120_000 });
await page.waitForFunction(() => !document.getElementById("first-paint") && document.querySelector('[id^="group-row-"]'), undefined, { timeout: 180_000, polling: 100 });
console.log("options at", Date.now() - t0);
await page.waitForTimeout(500);
console.log(rows.sort((a, b) => Number(a.split("start")[1].trim().split(" ")[0]) - Number(b.split("start")[1].trim().split(" ")[0])).join("\n"));
await browser.close();
