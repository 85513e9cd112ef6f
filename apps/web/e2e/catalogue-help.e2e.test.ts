/// <reference types="node" />
import { describe, expect, it } from "vitest";
import { FIRST_CARDS, MORE_CARDS } from "../src/features/catalogue/catalogue-data.ts";
import {
  BIG_CATALOGUE_HOST,
  BIG_CATEGORIES,
  BIG_MATERIAL_COUNT,
  bigCatalogue,
  bigMaterial,
} from "./big-catalogue.ts";
import { seriousViolations } from "./browser.ts";
import { DESKTOP, demoSuite, openPage, PHONE, shot } from "./demo.ts";

/*
 * The pages open to visitors: the materials catalogue with its detail dialog (the demo's, and a
 * German company's of 3,000 materials with long names), the catalogue's other addresses, the help
 * page with its video tabs, and the terms page; screenshots at desktop and phone width, axe on
 * each.
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

describe("addresses that mean the catalogue", () => {
  it("lead to the catalogue's route in their language, with their query", async () => {
    const { context, page, errors, url } = await newPage(VIEWPORTS[0]);
    try {
      for (const [from, to, heading] of [
        ["/en/catalogue?utm_source=mail", "/en/kataloog?utm_source=mail", "Materials catalogue"],
        ["/en/catalog/", "/en/kataloog", "Materials catalogue"],
        ["/et/materjalid?x=1", "/et/kataloog?x=1", "Materjalide kataloog"],
        ["/kataloog", "/et/kataloog", "Materjalide kataloog"],
        // German is not offered on this host: the catalogue in its own language.
        ["/de/katalog?x=1", "/et/kataloog?x=1", "Materjalide kataloog"],
      ] as const) {
        await page.goto(`${url}${from}`);
        await page.getByRole("heading", { level: 1, name: heading }).waitFor();
        await expect.poll(() => page.url()).toBe(`${url}${to}`);
      }
      // On the German host the German path and the German catalogue.
      const de = `http://de.localhost:${new URL(url).port}`;
      await page.goto(`${de}/de/Katalog?seite=2`);
      await page.getByRole("heading", { level: 1, name: "Materialkatalog" }).waitFor();
      expect(page.url()).toBe(`${de}/de/kataloog?seite=2`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a catalogue of thousands of materials with long German names in Chromium", () => {
  const big = demoSuite(async (onStop) => ({ server: await bigCatalogue(onStop), extra: {} }));
  const site = async () => {
    const demo = await big();
    return { demo, url: `http://${BIG_CATALOGUE_HOST}:${new URL(demo.server.url).port}` };
  };
  const CARD = /: Details ansehen$/;

  for (const viewport of VIEWPORTS) {
    it(`renders a page of cards per category, in the company's order, at once (${viewport.name})`, async () => {
      const { demo, url } = await site();
      const { context, page, errors } = await openPage(demo, viewport);
      try {
        const started = Date.now();
        await page.goto(`${url}/de/kataloog`);
        const first = page.getByRole("region", { name: BIG_CATEGORIES[0] });
        await first.getByRole("button", { name: CARD }).first().waitFor({ timeout: 30_000 });
        const shownAfter = Date.now() - started;

        // Categories as the company lists them, each with its first cards in its rows' order.
        const headings = await page.locator("main h2").allTextContents();
        expect(headings.slice(0, BIG_CATEGORIES.length)).toEqual([...BIG_CATEGORIES]);
        const names = await first.locator("li button span span:nth-child(1)").allTextContents();
        expect(names).toEqual(Array.from({ length: FIRST_CARDS }, (_, i) => bigMaterial(i).name));

        // Thousands of materials, a few hundred cards: the page stays small and answers at once.
        const cards = await page.getByRole("button", { name: CARD }).count();
        expect(cards).toBe(BIG_CATEGORIES.length * FIRST_CARDS + 2);
        const nodes = await page.evaluate(() => document.getElementsByTagName("*").length);
        expect(nodes).toBeLessThan(4000);
        console.info(
          `catalogue of ${BIG_MATERIAL_COUNT} materials (${viewport.name}): first card after ${shownAfter} ms, ${cards} cards, ${nodes} elements`,
        );

        // No price on a material without a unit price; the price and unit on one with.
        const priced = first.getByRole("button", {
          name: `${bigMaterial(0).name}: Details ansehen`,
        });
        expect(await priced.innerText()).toMatch(/12,90\s€ \/ m²$/);
        const unpriced = first.getByRole("button", {
          name: `${bigMaterial(1).name}: Details ansehen`,
        });
        expect(await unpriced.innerText()).not.toMatch(/€|0,00/);

        // Long compounds wrap inside their cards: nothing is wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
          viewport.width,
        );
        const overflowing = await page.evaluate(
          () =>
            [...document.querySelectorAll("main li button, main h2")].filter(
              (el) => el.scrollWidth > el.clientWidth + 1,
            ).length,
        );
        expect(overflowing).toBe(0);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `catalogue-big-${viewport.name}`);

        // The last category's chip brings its section up below the bar of chips.
        const bar = page.getByRole("navigation", { name: "Kategorien" });
        const last = BIG_CATEGORIES[BIG_CATEGORIES.length - 1];
        await bar.getByRole("link", { name: new RegExp(`^${last}`) }).click();
        const heading = page.getByRole("heading", { level: 2, name: last });
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
        await expect
          .poll(async () => {
            const [barBox, headingBox] = [await bar.boundingBox(), await heading.boundingBox()];
            return (headingBox?.y ?? 0) - ((barBox?.y ?? 0) + (barBox?.height ?? 0));
          })
          .toBeGreaterThanOrEqual(0);
        await shot(page, `catalogue-big-chip-${viewport.name}`);
        await page.evaluate(() => window.scrollTo(0, 0));

        // "Show more" adds the next cards, and the first of them takes the focus.
        const more = first.getByRole("button", { name: `${MORE_CARDS} weitere anzeigen` });
        expect(await first.getByText(`${FIRST_CARDS} von 250 angezeigt`).count()).toBe(1);
        await more.scrollIntoViewIfNeeded();
        await shot(page, `catalogue-big-more-${viewport.name}`);
        await more.click();
        const added = first.getByRole("button", {
          name: `${bigMaterial(FIRST_CARDS).name}: Details ansehen`,
        });
        await expect.poll(() => added.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await first.getByRole("button", { name: CARD }).count()).toBe(
          FIRST_CARDS + MORE_CARDS,
        );
        await first.getByText(`${FIRST_CARDS + MORE_CARDS} von 250 angezeigt`).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it(`opens a long-named material's details by keyboard and gives the focus back (${viewport.name})`, async () => {
      const { demo, url } = await site();
      const { context, page, errors } = await openPage(demo, viewport);
      try {
        await page.goto(`${url}/de/kataloog`);
        const material = bigMaterial(1);
        const card = page.getByRole("button", { name: `${material.name}: Details ansehen` });
        await card.waitFor({ timeout: 30_000 });
        await card.focus();
        await page.keyboard.press("Enter");
        const dialog = page.getByRole("dialog", { name: material.name });
        await dialog.waitFor();
        // No unit price: no price line at all, rather than 0,00 €.
        const text = (await dialog.textContent()) ?? "";
        expect(text).not.toContain("Preis");
        expect(text).not.toContain("0,00");

        // The close button is a 44 px target the keyboard reaches, within the screen.
        const close = dialog.getByRole("button", { name: "Schließen" });
        const box = await close.boundingBox();
        // The centred dialog may sit on a fraction of a pixel.
        expect(Math.round(box?.width ?? 0)).toBeGreaterThanOrEqual(44);
        expect(Math.round(box?.height ?? 0)).toBeGreaterThanOrEqual(44);
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
        const reached: boolean[] = [];
        for (let i = 0; i < 6 && !reached.includes(true); i++) {
          await page.keyboard.press("Tab");
          reached.push(await close.evaluate((el) => el === document.activeElement));
        }
        expect(reached).toContain(true);
        expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `catalogue-big-detail-${viewport.name}`);

        await page.keyboard.press("Enter");
        await dialog.waitFor({ state: "detached" });
        await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("redirects the catalogue's other addresses to the site's language", async () => {
    const { demo, url } = await site();
    const { context, page } = await openPage(demo, DESKTOP);
    try {
      for (const from of ["/catalogue?utm_source=mail", "/en/kataloog?utm_source=mail"]) {
        await page.goto(`${url}${from}`);
        await page.getByRole("heading", { level: 1, name: "Materialkatalog" }).waitFor();
        await expect.poll(() => page.url()).toBe(`${url}/de/kataloog?utm_source=mail`);
      }
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
  it("shows the demo company's own terms: six sections, under Estonian law", async () => {
    const { context, page, errors, url } = await newPage(VIEWPORTS[0]);
    try {
      await page.goto(`${url}/et/terms-and-conditions`);
      await page.getByRole("heading", { level: 1, name: "Kasutustingimused" }).waitFor();
      await page
        .getByRole("heading", { level: 2, name: "6. Kohaldatav õigus ja vaidlused" })
        .waitFor();
      expect(await page.locator("main h2").count()).toBe(6);
      expect(await page.locator("main").innerText()).toContain("Harju Maakohus");
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
