/// <reference types="node" />
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { launchChromium, seriousViolations } from "./browser.ts";
import { type RunningServer, repoRoot, startServer } from "./server.ts";

const screenshots = path.join(repoRoot, "artifacts/screenshots");

const VIEWPORTS = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "phone", width: 390, height: 844 },
] as const;

type Running = { server: RunningServer; browser: Browser };

// Started by the first test and shared: a missing build or browser then fails every test (a
// failing beforeAll would only mark them skipped).
let started: Promise<Running> | undefined;
let server: RunningServer | undefined;
let browser: Browser | undefined;

function running(): Promise<Running> {
  started ??= (async () => {
    await mkdir(screenshots, { recursive: true });
    server = await startServer();
    browser = await launchChromium();
    return { server, browser };
  })();
  return started;
}

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens `/` and waits for the configurator room it redirects to, with its pictures loaded. */
async function openConfigurator(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/`);
  await page.waitForURL(/\/et\/[^/]+\/[^/?]+\?.*apartment_layout_id=\d+/, { timeout: 60_000 });
  // Phones show the rooms in a dropdown, with only the Summary tab beside it.
  await page.getByRole("tab").first().waitFor({ timeout: 60_000 });
  await page.getByRole("radiogroup").first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState("networkidle");
}

describe("the configurator in Chromium", () => {
  for (const viewport of VIEWPORTS) {
    it(`opens the demo configurator at ${viewport.name} width (${viewport.width} px)`, async () => {
      const { server, browser } = await running();
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      try {
        await openConfigurator(page, server.url);

        const tabs = page.getByRole("tab");
        await expect(page.getByRole("tab", { name: /Kokkuvõte/ }).count()).resolves.toBe(1);
        const heading = page.getByRole("heading", { level: 1 });
        expect((await heading.textContent())?.trim()).toBeTruthy();
        if (viewport.name === "desktop") {
          // Every room of the layout and the Summary tab.
          expect(await tabs.count()).toBeGreaterThanOrEqual(2);
          const selected = page.getByRole("tab", { selected: true });
          expect(await selected.textContent()).toContain(
            (await heading.textContent())?.trim() ?? "",
          );
        } else {
          // The room dropdown names the open room.
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

        await page.screenshot({
          path: path.join(screenshots, `configurator-${viewport.name}.png`),
        });

        // No serious accessibility problem on the product's first screen.
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("changes a choice and the language while keeping the place", async () => {
    const { server, browser } = await running();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await openConfigurator(page, server.url);
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
      await page.screenshot({ path: path.join(screenshots, "configurator-desktop-en.png") });
    } finally {
      await context.close();
    }
  });
});
