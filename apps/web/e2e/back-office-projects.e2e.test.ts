/// <reference types="node" />
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../server/src/db/client.ts";
import { seriousViolations } from "./browser.ts";
import {
  apiLogin,
  DEMO_DESIGNER,
  DESKTOP,
  demoSuite,
  PHONE,
  shot,
  type Viewport,
  withPage,
} from "./demo.ts";

/*
 * The back office's projects and restrictions in Chromium, as the demo's designer made an admin
 * of the company, its site offering German too: an apartment's floor changed through its form, a
 * picture layer uploaded into the draft and previewed as the configurator draws it, a restriction
 * changed with the import's rule check running as it changes. Every screen and dialog is axe
 * clean, and in German at 390 px nothing reaches past the screen's edge; screenshots are
 * left in artifacts/screenshots (E2E_SCREENSHOTS=1).
 */

const running = demoSuite(async (onStop) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hd-e2e-back-office-projects-"));
  onStop(() => rm(dataDir, { recursive: true, force: true }));
  await cp(inject("seededDataDir"), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update users set role = 'admin' where email = ${DEMO_DESIGNER.email}`);
      await tx.execute(
        sql`update company_hosts set locales = '{et,en,de}' where host = '127.0.0.1'`,
      );
    });
  } finally {
    await database.close();
  }
  return { server: { env: { DATA_DIR: dataDir } }, extra: {} };
});

async function asAdmin(
  viewport: Viewport,
  act: (page: Page, url: string, errors: string[]) => Promise<void>,
): Promise<void> {
  const demo = await running();
  const { token } = await apiLogin(demo, DEMO_DESIGNER);
  await withPage(demo, viewport, (page, _, errors) => act(page, demo.server.url, errors), {
    token,
  });
}

const draftBar = (page: Page) => page.getByRole("region", { name: /^(Draft|Entwurf)$/ });

const LAYER_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="250" viewBox="0 0 400 250"><circle cx="200" cy="125" r="60" fill="#c33" fill-opacity="0.7"/></svg>';

describe("the back office's projects and restrictions", () => {
  it("changes an apartment's floor, and uploads a picture layer that the preview draws", async () => {
    await asAdmin(DESKTOP, async (page, url, errors) => {
      await page.goto(`${url}/en/admin/projects`);
      await page.getByRole("table", { name: "Projects" }).getByRole("link").first().click();
      const apartments = page.getByRole("region", { name: /^Apartments of / });
      await apartments.getByRole("row").nth(1).getByRole("button").first().click();
      const apartment = page.getByRole("dialog");
      const floor = apartment.getByLabel("Floor");
      await floor.waitFor();
      await floor.fill("7");
      await apartment.getByRole("button", { name: "Save to the draft" }).click();
      await apartment.waitFor({ state: "detached" });
      await expect.poll(() => draftBar(page).textContent()).toMatch(/\d+ unpublished changes?/);

      await page
        .getByRole("region", { name: "Room types and their pictures" })
        .getByRole("button", { name: /^Picture layers of / })
        .first()
        .click();
      const layers = page.getByRole("dialog");
      const preview = layers.getByRole("img", { name: /^Preview of the picture of / });
      await preview.locator("img").first().waitFor();
      const before = await preview.locator("img").count();
      await layers.getByRole("button", { name: "Add a layer" }).click();
      await layers
        .getByLabel("Upload: File")
        .last()
        .setInputFiles({
          name: "circle.svg",
          mimeType: "image/svg+xml",
          buffer: Buffer.from(LAYER_SVG),
        });
      await layers.getByText(/^Uploaded into the draft as /).waitFor();
      await expect.poll(() => preview.locator("img").count()).toBe(before + 1);
      expect(await seriousViolations(page)).toEqual([]);
      await layers.getByRole("button", { name: "Save to the draft" }).click();
      await layers.waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    });
  });

  it("refuses removing an apartment its buyer is bound to, at its place, and removes one without", async () => {
    await asAdmin(DESKTOP, async (page, url, errors) => {
      await page.goto(`${url}/en/admin/projects?project=merelahe-kvartal`);
      const apartments = page.getByRole("region", { name: /^Apartments of / });
      const removeOf = (number: string) =>
        apartments.getByRole("button", { name: new RegExp(`^Remove .*, apartment ${number}$`) });
      await removeOf("1").click();
      let dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Remove", exact: true }).click();
      const refusal = apartments.getByRole("alert");
      await refusal.getByText(/are bound to the apartment merelahe-kvartal\/A\/1;/).waitFor();
      await dialog.waitFor({ state: "detached" });
      expect(await seriousViolations(page)).toEqual([]);
      await refusal.getByRole("button", { name: "Close", exact: true }).click();

      await removeOf("3").click();
      dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Remove", exact: true }).click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => removeOf("3").count()).toBe(0);
      await expect.poll(() => draftBar(page).textContent()).toMatch(/\d+ unpublished changes?/);
      expect(await apartments.getByRole("alert").count()).toBe(0);
      expect(errors).toEqual([]);
    });
  });

  it("changes a restriction with the import's rule check running as it changes", async () => {
    await asAdmin(DESKTOP, async (page, url, errors) => {
      await page.goto(`${url}/en/admin/restrictions`);
      const row = page.getByRole("table").getByRole("row").nth(1);
      await row.getByRole("button", { name: /^Edit the restriction / }).click();
      const dialog = page.getByRole("dialog");
      const check = dialog.getByRole("region", { name: "Rule check" });
      await dialog.getByRole("list", { name: "Allowed options" }).waitFor();
      await dialog
        .getByRole("list", { name: "Allowed options" })
        .getByRole("button")
        .first()
        .click();
      // Whichever the check says of the first allowed option taken away: it passes, it passes
      // with warnings, or it is refused.
      await check
        .getByText("The import's check finds nothing this change would break.")
        .or(check.getByText("The import's check allows this change, but warns:"))
        .or(check.getByText("Saved like this, the change would break:"))
        .waitFor({ timeout: 20_000 });
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    });
  });

  // German at phone width, its long words at the narrowest screen; the tests above check the
  // desktop's pages and dialogs with axe as they go.
  {
    const [name, viewport] = ["390", PHONE] as const;
    it(`is axe clean in German at ${name} px, with its dialogs`, async () => {
      await asAdmin(viewport, async (page, url, errors) => {
        const fits = async (what: string) => {
          expect(await seriousViolations(page), what).toEqual([]);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
            what,
          ).toBeLessThanOrEqual(viewport.width);
        };
        await page.goto(`${url}/de/admin/projects`);
        await page.getByRole("heading", { level: 1, name: "Projekte" }).waitFor();
        await fits("projects");
        await shot(page, `back-office-projects-de-${name}`, true);
        await page.getByRole("table", { name: "Projekte" }).getByRole("link").first().click();
        await page
          .getByRole("region", { name: /^Wohnungen in / })
          .getByRole("table")
          .waitFor();
        await page.waitForLoadState("networkidle");
        await fits("project");
        await shot(page, `back-office-project-de-${name}`, true);

        await page
          .getByRole("region", { name: /^Wohnungen in / })
          .getByRole("row")
          .nth(1)
          .getByRole("button")
          .first()
          .click();
        const apartment = page.getByRole("dialog");
        await apartment
          .getByRole("button", { name: /^Grundriss .* bearbeiten$/ })
          .first()
          .click();
        const layout = page.getByRole("dialog", { name: /^Grundriss .* bearbeiten$/ });
        await layout.getByText("Garderobenpläne").waitFor();
        await fits("layout");
        await shot(page, `back-office-layout-de-${name}`);
        await page.keyboard.press("Escape");
        await layout.waitFor({ state: "detached" });
        await page.keyboard.press("Escape");
        await apartment.waitFor({ state: "detached" });

        await page
          .getByRole("region", { name: "Raumtypen und ihre Bilder" })
          .getByRole("button", { name: /^Bildebenen von / })
          .first()
          .click();
        const layers = page.getByRole("dialog");
        await layers.getByRole("img", { name: /^Vorschau des Bildes von / }).waitFor();
        await fits("layers");
        await shot(page, `back-office-layers-de-${name}`);
        await page.keyboard.press("Escape");
        await layers.waitFor({ state: "detached" });

        await page.goto(`${url}/de/admin/restrictions`);
        await page.getByRole("heading", { level: 1, name: "Einschränkungen" }).waitFor();
        await page.getByRole("table").waitFor();
        await fits("restrictions");
        await shot(page, `back-office-restrictions-de-${name}`, true);
        await page.getByRole("button", { name: "Einschränkung hinzufügen" }).click();
        const form = page.getByRole("dialog", { name: "Einschränkung hinzufügen" });
        await form.getByLabel("Code", { exact: true }).fill("neue-einschraenkung");
        await form.getByLabel("Oder Optionen nach Name oder Code suchen").first().fill("a");
        await form.getByRole("list").first().getByRole("button").first().click();
        await form.getByLabel("Oder Optionen nach Name oder Code suchen").last().fill("a");
        await form.getByRole("list").last().getByRole("button").last().click();
        await form
          .getByRole("region", { name: "Regelprüfung" })
          .getByText(/findet nichts|würde die Änderung Folgendes verletzen/)
          .waitFor({ timeout: 20_000 });
        await fits("restriction");
        await shot(page, `back-office-restriction-de-${name}`);
        expect(errors).toEqual([]);
      });
    });
  }
});
