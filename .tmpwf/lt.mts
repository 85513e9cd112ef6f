import { chromium } from "playwright-core";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
const p = await b.newPage();
const urls: string[] = [];
p.on("request", (r) => urls.push(r.url()));
await p.goto("http://127.0.0.1:4199/index.html");
await p.waitForTimeout(1000);
console.log(urls, await p.title(), await p.evaluate(() => !!document.querySelector('link[href="/a.css"][rel="stylesheet"]')));
await b.close();
