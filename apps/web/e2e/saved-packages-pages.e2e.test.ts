/// <reference types="node" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./browser.ts";
import {
  apiLogin,
  DEMO_CUSTOMER,
  DESKTOP,
  demoSuite,
  openPage,
  PHONE,
  roomShown,
  shot,
  toast,
} from "./demo.ts";

/*
 * A buyer with more saved packages than a page (issue 24): the demo customer's apartment A-1
 * (layout 1) gets 55 more packages, 58 in all. The dashboard shows them 12 at a time with a
 * "show more" button, by keyboard and at phone and desktop width, and keeps its counts through a
 * delete and a duplicate; the configurator and the comparison read the list's first page (50)
 * and a package beyond it on its own, and their pickers of packages the rest when used.
 */

const running = demoSuite();
const LAYOUT = 1;
const EXTRA = 55;

type Listed = { id: number; name: { et?: string } };

let made: Promise<{ token: string; listed: Listed[] }> | undefined;

/** The customer's 55 extra packages on layout 1 (copies of the company's "Põhjamaine"), once. */
function manyPackages() {
  made ??= (async () => {
    const demo = await running();
    const { token } = await apiLogin(demo, DEMO_CUSTOMER);
    const headers = { authorization: `Bearer ${token}`, accept: "application/json" };
    for (let n = 0; n < EXTRA; n += 5) {
      await Promise.all(
        [0, 1, 2, 3, 4].map(async () => {
          const response = await fetch(
            `${demo.server.url}/api/packages/1/duplicate?apartment_layout_id=${LAYOUT}`,
            { method: "POST", headers },
          );
          expect(response.status).toBe(200);
        }),
      );
    }
    return { token, listed: await wholeList(demo, token) };
  })();
  return made;
}

/** The customer's whole list of packages on layout 1, as it is now. */
async function wholeList(demo: Awaited<ReturnType<typeof running>>, token: string) {
  const response = await fetch(
    `${demo.server.url}/api/packages?project_id=1&apartment_layout_id=${LAYOUT}&company_id=${demo.companyId}`,
    { headers: { authorization: `Bearer ${token}`, accept: "application/json" } },
  );
  return (await response.json()) as Listed[];
}

function section(page: Page) {
  return page.locator(`[data-layout="${LAYOUT}"]`);
}

const cards = (page: Page) => section(page).locator("article[data-package]");
const shownLine = (page: Page) => page.locator(`#layout-${LAYOUT}-shown`);

async function dashboardShown(page: Page) {
  await page
    .getByRole("heading", { level: 1, name: "Kõik korterid ja paketid" })
    .waitFor({ timeout: 30_000 });
  await cards(page).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
}

describe("a buyer's many saved packages in Chromium", () => {
  it("shows a layout's packages 12 at a time, more by keyboard, at phone and desktop width", async () => {
    const demo = await running();
    const { token } = await manyPackages();
    for (const [name, viewport] of [
      ["phone", PHONE],
      ["desktop", { width: 1280, height: 800 }],
    ] as const) {
      const { context, page, errors } = await openPage(demo, viewport, { token });
      try {
        await page.goto(`${demo.server.url}/et/dashboard`);
        await dashboardShown(page);
        expect(await cards(page).count()).toBe(12);
        expect(await section(page).innerText()).toContain("58 paketti");
        expect(await shownLine(page).getAttribute("role")).toBe("status");
        expect(await shownLine(page).textContent()).toBe("Näidatakse 12 paketti 58-st");
        const more = section(page).getByRole("button", { name: "Näita veel 12" });
        expect(await more.getAttribute("aria-describedby")).toBe(`layout-${LAYOUT}-shown`);

        // By keyboard: the focus goes to the first package that came in; the line says so.
        await more.focus();
        await page.keyboard.press("Enter");
        await expect.poll(() => cards(page).count()).toBe(24);
        expect(await shownLine(page).textContent()).toBe("Näidatakse 24 paketti 58-st");
        const thirteenth = (await cards(page).nth(12).locator("h3").textContent()) ?? "";
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H3");
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(thirteenth);
        expect(await seriousViolations(page)).toEqual([]);
        await more.scrollIntoViewIfNeeded();
        await shot(page, `saved-packages-pages-${name}`);

        for (const [shown, next] of [
          [36, 12],
          [48, 10],
        ] as const) {
          await more.click();
          await expect.poll(() => cards(page).count()).toBe(shown);
          await section(page)
            .getByRole("button", { name: `Näita veel ${next}` })
            .waitFor();
        }
        await section(page).getByRole("button", { name: "Näita veel 10" }).click();
        await expect.poll(() => cards(page).count()).toBe(58);
        expect(await shownLine(page).textContent()).toBe("Näidatakse kõiki 58 paketti");
        expect(
          await section(page)
            .getByRole("button", { name: /^Näita veel/ })
            .count(),
        ).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  }, 300_000);

  it("keeps the counts and the page right after a delete and a duplicate", async () => {
    const demo = await running();
    const { token } = await manyPackages();
    const { context, page, errors } = await openPage(demo, DESKTOP, { token });
    try {
      await page.goto(`${demo.server.url}/et/dashboard`);
      await dashboardShown(page);
      await section(page).getByRole("button", { name: "Näita veel 12" }).click();
      await expect.poll(() => cards(page).count()).toBe(24);

      // A package of the second page is deleted: one fewer in all, the page stays 24 long.
      const doomed = cards(page).nth(15);
      const doomedId = await doomed.getAttribute("data-package");
      await doomed.getByRole("button", { name: /^Rohkem toiminguid/ }).click();
      await page.getByRole("menuitem", { name: "Kustuta" }).click();
      await page.getByRole("dialog").getByRole("button", { name: "Kustuta pakett" }).click();
      await toast(page, "Pakett on kustutatud.");
      await page.locator(`article[data-package="${doomedId}"]`).waitFor({ state: "detached" });
      await expect.poll(() => shownLine(page).textContent()).toBe("Näidatakse 24 paketti 57-st");
      expect(await section(page).innerText()).toContain("57 paketti");
      expect(await cards(page).count()).toBe(24);

      // A copy of a package on the first page comes last in the list: it is shown all the same.
      const source = cards(page).nth(1);
      const sourceName = (await source.locator("h3").textContent()) ?? "";
      await source.getByRole("button", { name: /^Rohkem toiminguid/ }).click();
      await page.getByRole("menuitem", { name: "Tee koopia" }).click();
      await toast(page, "Paketist tehti koopia.");
      const copy = cards(page).filter({
        has: page.getByRole("heading", { level: 3, name: `${sourceName} (koopia)`, exact: true }),
      });
      await copy.waitFor();
      expect(await copy.innerText()).toContain("Äsja kopeeritud");
      await expect.poll(() => shownLine(page).textContent()).toBe("Näidatakse 25 paketti 58-st");
      expect(await cards(page).last().getAttribute("data-package")).toBe(
        await copy.getAttribute("data-package"),
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it("opens a package beyond the list's first page, lists them all in the picker, and compares designs beyond it", async () => {
    const demo = await running();
    const { token } = await manyPackages();
    // As the tests before left it (they delete one and copy one).
    const listed = await wholeList(demo, token);
    const { context, page, errors } = await openPage(demo, DESKTOP, { token });
    const reads: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/packages") && request.method() === "GET")
        reads.push(url.pathname + url.search);
    });
    try {
      expect(listed.length).toBeGreaterThan(50);
      const [last, beforeLast] = [listed.at(-1), listed.at(-2)];
      if (!last || !beforeLast) throw new Error("no packages");
      await page.goto(
        `${demo.server.url}/et/${last.id}/whole-apartment?project=1&apartment_layout_id=${LAYOUT}`,
      );
      await roomShown(page, "Kogu korter");
      expect(new URL(page.url()).pathname).toBe(`/et/${last.id}/whole-apartment`);
      await expect.poll(() => page.locator("#package-select").textContent()).toBe(last.name.et);
      // The first page, then the package in the address on its own; never the whole list.
      expect(reads.some((read) => /^\/api\/packages\?.*per_page=50/.test(read))).toBe(true);
      expect(reads.some((read) => read.startsWith(`/api/packages/${last.id}?`))).toBe(true);
      expect(
        reads.filter((read) => read.startsWith("/api/packages?") && !read.includes("per_page")),
      ).toEqual([]);

      // Opened, the package picker lists every package, in the list's order: the pages after the
      // first are read then, not before. One of them is picked like any other.
      const secondPage = /^\/api\/packages\?.*page=2&per_page=50/;
      expect(reads.some((read) => secondPage.test(read))).toBe(false);
      await page.locator("#package-select").click();
      const options = page.getByRole("option");
      await expect.poll(() => options.count()).toBe(listed.length);
      expect(reads.some((read) => secondPage.test(read))).toBe(true);
      const optionNames = (await options.allInnerTexts()).map((text) => text.split("\n")[0]);
      expect(optionNames).toEqual(listed.map((p) => p.name.et));
      await shot(page, "saved-packages-picker-desktop");
      const other = listed.at(-3);
      if (!other) throw new Error("no packages");
      await options.nth(listed.length - 3).click();
      await page.waitForURL((url) => url.pathname === `/et/${other.id}/whole-apartment`);
      await expect.poll(() => page.locator("#package-select").textContent()).toBe(other.name.et);

      await page.goto(
        `${demo.server.url}/et/compare?project=1&apartment_layout_id=${LAYOUT}&designs=${last.id},${beforeLast.id}`,
      );
      await page.getByTestId("design-total").nth(1).waitFor({ timeout: 30_000 });
      const names = await page
        .locator("li", { has: page.getByTestId("design-total") })
        .locator("h2")
        .allTextContents();
      expect(names).toEqual([last.name.et, beforeLast.name.et]);
      // Each design's list offers every package but the other compared one.
      await expect
        .poll(() => page.locator("#compare-design-0 option").count())
        .toBe(listed.length - 1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
