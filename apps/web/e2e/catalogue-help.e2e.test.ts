/// <reference types="node" />
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./browser.ts";
import { DESKTOP, demoSuite, openPage, PHONE, shot } from "./demo.ts";

/*
 * The pages open to visitors: the materials catalogue with its detail dialog, the help page with
 * its video tabs, and the terms page; screenshots at desktop and phone width, axe on each.
 */

const VIEWPORTS = [
  { name: "desktop", ...DESKTOP, phone: false },
  { name: "phone", ...PHONE, phone: true },
] as const;

const running = demoSuite();

/** The video host is outside this machine: a stand-in player page answers for it. */
const VIDEO_HOST = "https://www.youtube-nocookie.com/**";
const VIDEO_STAND_IN = `<!doctype html><title>Video</title>
<body style="margin:0;height:100vh;display:grid;place-items:center;background:linear-gradient(160deg,#2b3136,#15181a)">
<svg width="68" height="48" viewBox="0 0 68 48" aria-hidden="true"><rect width="68" height="48" rx="12" fill="#fff" fill-opacity=".92"/><path d="M27 15v18l16-9z" fill="#15181a"/></svg>
</body>`;

async function newPage(viewport: { width: number; height: number }) {
  const demo = await running();
  const { context, page, errors } = await openPage(demo, viewport);
  const videoRequests: string[] = [];
  await context.route(VIDEO_HOST, (route) => {
    videoRequests.push(route.request().url());
    return route.fulfill({
      contentType: "text/html",
      body: VIDEO_STAND_IN,
    });
  });
  return { context, page, errors, videoRequests, url: demo.server.url };
}

describe("the materials catalogue in Chromium", () => {
  for (const viewport of VIEWPORTS) {
    it(`shows the categories and a material's details (${viewport.name})`, async () => {
      const { context, page, errors, url } = await newPage(viewport);
      try {
        await page.goto(`${url}/et/kataloog`);
        await page.getByRole("heading", { level: 1, name: "Materjalide kataloog" }).waitFor();
        const floors = page.getByRole("region", { name: "Põrandad" });
        await floors.waitFor({ timeout: 30_000 });
        expect(await page.getByRole("navigation", { name: "Kategooriad" }).isVisible()).toBe(true);

        // Sorted by manufacturer, then product type (Estonian on the Estonian site).
        const makers = await floors.locator("li button span span:first-child").allTextContents();
        expect(makers.length).toBeGreaterThan(1);
        const cards = floors.getByRole("button");
        const first = await cards.first().innerText();
        expect(first).toMatch(/\d+,\d{2}\s€ \/ \S+/);

        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `catalogue-${viewport.name}`);

        await cards.first().click();
        const dialog = page.getByRole("dialog");
        await dialog.waitFor();
        const text = (await dialog.textContent()) ?? "";
        for (const label of [
          "Hind",
          "Viimistlus",
          "Tootja",
          "Müüja",
          "Materjali kood",
          "Tootja tootekood",
          "Näidis saadaval",
        ]) {
          expect(text).toContain(label);
        }
        const website = dialog.getByRole("link", { name: /Külasta tootja kodulehte/ });
        expect(await website.getAttribute("href")).toMatch(/^https:\/\//);
        expect(await website.getAttribute("target")).toBe("_blank");
        const picture = dialog.locator("img").first();
        const small = await picture.getAttribute("src");
        await dialog.getByRole("button", { name: "Vaata rohkem pilte" }).click();
        await expect.poll(() => dialog.locator("img").first().getAttribute("src")).not.toBe(small);
        expect(await dialog.getByRole("button", { name: /^Pilt / }).count()).toBe(2);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `catalogue-detail-${viewport.name}`);
        await page.keyboard.press("Escape");
        await dialog.waitFor({ state: "detached" });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("speaks English on the English page", async () => {
    const { context, page, url } = await newPage(VIEWPORTS[0]);
    try {
      await page.goto(`${url}/en/kataloog`);
      await page.getByRole("heading", { level: 1, name: "Materials catalogue" }).waitFor();
      await page.getByRole("region", { name: "Floors" }).waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
    }
  });
});

describe("the help page in Chromium", () => {
  for (const viewport of VIEWPORTS) {
    it(`offers the video groups with the device's own tab first (${viewport.name})`, async () => {
      const { context, page, errors, url, videoRequests } = await newPage(viewport);
      try {
        await page.goto(`${url}/et/info`);
        await page.getByRole("heading", { level: 1, name: "Abi" }).waitFor();
        const contents = page.getByRole("navigation", { name: "Sisukord" });
        expect(await contents.locator("ol > li > a").allTextContents()).toEqual([
          "Alustamine",
          "Pakettide lisamine ja muutmine",
          "Salvestamine ja kinnitamine",
          "Jagamine",
          "Korteri plaan",
        ]);
        await shot(page, `help-${viewport.name}`);
        const video = page.getByRole("article", { name: "Konto loomine e-posti aadressiga" });
        const own = viewport.phone ? "Telefonis" : "Arvutis";
        const other = viewport.phone ? "Arvutis" : "Telefonis";
        expect(await video.getByRole("tab", { name: own }).getAttribute("aria-selected")).toBe(
          "true",
        );
        const frame = video.locator("iframe");
        expect(await frame.getAttribute("height")).toBe("415");
        expect(await frame.getAttribute("loading")).toBe("lazy");
        expect(await frame.getAttribute("title")).toBe(`Konto loomine e-posti aadressiga (${own})`);
        const first = await frame.getAttribute("src");
        expect(first).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}$/);

        await video.getByRole("tab", { name: other }).click();
        const switched = video.locator("iframe");
        await expect.poll(() => switched.getAttribute("src")).not.toBe(first);
        expect(await switched.getAttribute("title")).toBe(
          `Konto loomine e-posti aadressiga (${other})`,
        );
        // Videos far down the page are not loaded before they come near.
        expect(videoRequests.length).toBeLessThan(9);

        expect(await seriousViolations(page)).toEqual([]);

        // The footer: the EU mark (Estonian here), and on desktop the way back up.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.getByRole("img", { name: "Kaasrahastanud Euroopa Liit" }).waitFor();
        const toTop = page.getByRole("button", { name: "Tagasi üles" });
        if (viewport.phone) {
          expect(await toTop.count()).toBe(0);
        } else {
          await toTop.click();
          await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
        }
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await shot(page, `help-${viewport.name}-end`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("shows the English EU mark on pages in other languages", async () => {
    const { context, page, url } = await newPage(VIEWPORTS[0]);
    try {
      await page.goto(`${url}/en/info`);
      await page.getByRole("heading", { level: 1, name: "Help" }).waitFor();
      await page.getByRole("img", { name: "Co-funded by the European Union" }).waitFor();
      // German is offered on the demo's German host.
      await page.goto(`http://de.localhost:${new URL(url).port}/de/info`);
      await page.getByRole("heading", { level: 1, name: "Hilfe" }).waitFor();
      await page.getByRole("img", { name: "Co-funded by the European Union" }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("the terms page in Chromium", () => {
  it("shows the six sections", async () => {
    const { context, page, errors, url } = await newPage(VIEWPORTS[0]);
    try {
      await page.goto(`${url}/et/terms-and-conditions`);
      await page.getByRole("heading", { level: 1, name: "Kasutustingimused" }).waitFor();
      expect(await page.locator("main h2").count()).toBe(6);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
