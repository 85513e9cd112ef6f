/// <reference types="node" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./browser.ts";
import { DESKTOP, demoSuite, groupsShown, openPage, PHONE, shot } from "./demo.ts";

const VIEWPORTS = [
  { name: "desktop", ...DESKTOP },
  { name: "phone", ...PHONE },
] as const;

const running = demoSuite();

/** Opens `/` and waits for the configurator room it redirects to, with its pictures loaded. */
async function openConfigurator(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.waitForURL(/\/et\/[^/]+\/[^/?]+\?.*apartment_layout_id=\d+/, { timeout: 60_000 });
  // Desktop shows the rooms as tabs, phones in a dropdown.
  await page.locator("[role=tab], #room-select").first().waitFor({ timeout: 60_000 });
  await groupsShown(page, 60_000);
  await page.waitForLoadState("networkidle");
}

describe("the configurator in Chromium", () => {
  for (const viewport of VIEWPORTS) {
    it(`opens the demo configurator at ${viewport.name} width (${viewport.width} px)`, async () => {
      const demo = await running();
      const { context, page, errors } = await openPage(demo, viewport);
      try {
        await openConfigurator(page, demo.server.url);

        const tabs = page.getByRole("tab");
        const heading = page.getByRole("heading", { level: 1 });
        expect((await heading.textContent())?.trim()).toBeTruthy();
        if (viewport.name === "desktop") {
          // Every room of the layout and the Summary tab.
          expect(await tabs.count()).toBeGreaterThanOrEqual(2);
          await expect(page.getByRole("tab", { name: /Kokkuvõte/ }).count()).resolves.toBe(1);
          const selected = page.getByRole("tab", { selected: true });
          expect(await selected.textContent()).toContain(
            (await heading.textContent())?.trim() ?? "",
          );
        } else {
          // No tabs: the room dropdown (the summary in it) names the open room.
          expect(await tabs.count()).toBe(0);
          const dropdown = page.getByLabel("Vali ruum");
          expect(await dropdown.textContent()).toContain(
            (await heading.textContent())?.trim() ?? "",
          );
        }

        // The room picture is drawn from loaded image layers.
        const picture = page.locator("figure[role=img] img").first();
        await expect(
          picture.evaluate((img: HTMLImageElement) => img.naturalWidth > 0),
        ).resolves.toBe(true);

        // Prices are in euro in the Estonian format.
        await expect(
          page
            .getByText(/\d,\d{2}\s€/)
            .first()
            .isVisible(),
        ).resolves.toBe(true);

        await shot(page, `configurator-${viewport.name}`);

        // No serious accessibility problem on the product's first screen.
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("shows a guest the room from the page's own data, without waiting for the calls it carries", async () => {
    const demo = await running();
    // The room address a guest's start page leads to.
    const start = await openPage(demo, PHONE);
    let address: string;
    try {
      await openConfigurator(start.page, demo.server.url);
      address = start.page.url();
    } finally {
      await start.context.close();
    }
    // The rooms whose groups the page carries (#first-view).
    const html = await (await fetch(address)).text();
    const data = /<script type="application\/json" id="first-view">([^<]*)<\/script>/.exec(html);
    const carriedRooms: number[] = JSON.parse(data?.[1] ?? "null").rooms.map(
      (room: { id: number }) => room.id,
    );
    expect(carriedRooms.length).toBeGreaterThan(0);
    const carried = (url: URL) =>
      url.pathname === "/api/company" ||
      url.pathname === "/api/packages" ||
      /^\/api\/project\/\d+\/tabs$/.test(url.pathname) ||
      carriedRooms.some((id) => url.pathname.endsWith(`/tabs/${id}`));

    // The style sheets the page carries inline, fetched by no screen again.
    const inlined = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map(
      (match) => match[1],
    );
    expect(inlined.length).toBeGreaterThan(0);

    const { context, page, errors } = await openPage(demo, PHONE);
    const sheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") sheets.push(new URL(request.url()).pathname);
    });
    // Calls the page already answered are held until the test ends: the room must not need them.
    const held: string[] = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/**", async (route) => {
      const url = new URL(route.request().url());
      if (!carried(url)) return route.continue();
      held.push(url.pathname);
      await released;
      return route.continue().catch(() => {});
    });
    try {
      await page.goto(address);
      await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 30_000 });
      await groupsShown(page);
      await page.waitForFunction(() => {
        const img = document.querySelector<HTMLImageElement>("figure[role=img] img");
        return img?.complete === true && img.naturalWidth > 0;
      });
      expect(held).toEqual([]);
      expect(sheets.filter((sheet) => inlined.includes(sheet))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      release();
      await context.close();
    }
  });

  it("switches between company packages without fetching the rooms again", async () => {
    const demo = await running();
    const { context, page } = await openPage(demo, DESKTOP);
    try {
      await openConfigurator(page, demo.server.url);
      const roomCalls: string[] = [];
      page.on("request", (request) => {
        if (/\/api\/project\/\d+\/tabs\/\d+/.test(request.url())) roomCalls.push(request.url());
      });
      const before = new URL(page.url()).pathname.split("/")[2];
      await page.locator("#package-select").click();
      // The list's code loads on the first click.
      await page.getByRole("option").first().waitFor();
      const other = page.getByRole("option").filter({ hasNotText: "Kohandatud" });
      const count = await other.count();
      for (let i = 0; i < count; i++) {
        if ((await other.nth(i).getAttribute("aria-selected")) !== "true") {
          await other.nth(i).click();
          break;
        }
      }
      await page.waitForURL((url) => url.pathname.split("/")[2] !== before);
      await page.getByRole("radiogroup").first().waitFor();
      await page.waitForLoadState("networkidle");
      expect(roomCalls).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("changes a choice and the language while keeping the place", async () => {
    const demo = await running();
    const { context, page } = await openPage(demo, DESKTOP);
    try {
      await openConfigurator(page, demo.server.url);
      const group = page.getByRole("radiogroup").first();
      const options = group.getByRole("radio");
      const count = await options.count();
      const unchecked = (
        await Promise.all([...Array(count).keys()].map((i) => options.nth(i).isChecked()))
      )
        .map((checked, i) => ({ checked, i }))
        .find((o) => !o.checked && count > 1);
      if (unchecked) {
        await options.nth(unchecked.i).check({ force: true });
        await expect(options.nth(unchecked.i).isChecked()).resolves.toBe(true);
      }

      const before = new URL(page.url());
      await page.getByRole("button", { name: /^Keel/ }).click();
      await page.getByRole("menuitemradio", { name: "English" }).click();
      await page.waitForURL((url) => url.pathname.startsWith("/en/"));
      const after = new URL(page.url());
      expect(after.pathname).toBe(before.pathname.replace(/^\/et\//, "/en/"));
      expect(after.search).toBe(before.search);
      await page.getByRole("tab", { name: /Summary/ }).waitFor();
      await shot(page, "configurator-desktop-en");
    } finally {
      await context.close();
    }
  });
});
