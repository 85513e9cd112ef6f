import { chromium } from "playwright-core";
const [url, out, width, height] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const c = await b.newContext({ javaScriptEnabled: false, viewport: { width: Number(width), height: Number(height) } });
const p = await c.newPage();
await p.goto(url);
await p.waitForTimeout(500);
await p.screenshot({ path: out });
await b.close();
