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
  toast,
  type Viewport,
  withPage,
} from "./demo.ts";
import { LONG } from "./long-names.ts";

/*
 * The back office's rooms and packages screens in Chromium: the demo's designer made an admin, its
 * site offering German too, its room types, groups, options and packages named with long German
 * compounds. A room type is moved from the keyboard and the move is saved in the draft; each
 * screen and form is axe clean in German and Estonian at 1440 and 390 px, with nothing reaching
 * past the screen's edge; screenshots in artifacts/screenshots (E2E_SCREENSHOTS=1).
 */

const running = demoSuite(async (onStop) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hd-e2e-back-office-rooms-"));
  onStop(() => rm(dataDir, { recursive: true, force: true }));
  await cp(inject("seededDataDir"), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  const de = (column: string, suffix: string) =>
    sql.raw(
      `jsonb_set(${column}, '{de}', to_jsonb(coalesce(${column}->>'de', '') || '${suffix}'))`,
    );
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update users set role = 'admin' where email = ${DEMO_DESIGNER.email}`);
      await tx.execute(
        sql`update company_hosts set locales = '{et,en,de}' where host = '127.0.0.1'`,
      );
      await tx.execute(sql`update room_types set label = ${de("label", LONG.room)}`);
      await tx.execute(sql`update selection_groups set title = ${de("title", LONG.group)}`);
      await tx.execute(sql`update selections set title = ${de("title", LONG.option)}`);
      await tx.execute(sql`update packages set name = ${de("name", ` ${LONG.package}`)}`);
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

const fits = async (page: Page, viewport: Viewport, what: string) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), what).toBeLessThanOrEqual(
    viewport.width,
  );

describe("the back office's rooms and packages", () => {
  it("moves a room type from the keyboard and adds a group, each saved in the draft", async () => {
    await asAdmin(DESKTOP, async (page, url, errors) => {
      await page.goto(`${url}/en/admin/rooms`);
      await page.getByRole("heading", { level: 1, name: "Rooms and options" }).waitFor();
      const types = page.getByRole("list", { name: "Room types" });
      const names = () => types.getByRole("link").allTextContents();
      await types.getByRole("link").first().waitFor();
      const before = await names();
      expect(before.length).toBeGreaterThan(2);
      const handle = page.getByRole("button", { name: `Move ${before[0]}`, exact: true });
      await handle.focus();
      // Each key once the last one is announced, as a person hears it: dnd-kit's keyboard sensor
      // listens from the task after the pick-up, and measures the lists after each step.
      const announced = (text: string) =>
        page.getByText(text, { exact: true }).waitFor({ state: "attached" });
      await page.keyboard.press("Space");
      // Picked up, then over its own place once the lists are measured.
      await announced(`${before[0]} is now at place 1 of ${before.length}.`);
      await page.keyboard.press("ArrowDown");
      await announced(`${before[0]} is now at place 2 of ${before.length}.`);
      await page.keyboard.press("Space");
      await announced(`${before[0]} put down at place 2 of ${before.length}.`);
      await toast(page, /./);
      await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
      // The draft holds it: read again, the order stays.
      await page.reload();
      await page.getByRole("list", { name: "Room types" }).waitFor();
      await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);

      // A new group whose code another group of the project has: refused at its field before it
      // is sent, then saved under a code of its own with a material from the catalogue.
      await page.getByRole("button", { name: "Add a group" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a group" });
      await dialog.getByLabel("Code").first().fill("kitchen-worktop");
      await dialog.getByLabel("English").first().fill("Shelves");
      await dialog.getByRole("group", { name: "First option" }).getByLabel("Code").fill("oak");
      await dialog.getByLabel("Find a material in the catalogue").fill("oak");
      await dialog.getByRole("radio").first().check();
      await dialog.getByRole("button", { name: "Save to the draft" }).click();
      await expect
        .poll(() => dialog.getByLabel("Code").first().getAttribute("aria-invalid"))
        .toBe("true");
      await dialog.getByText("This code is already taken here: choose another.").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByLabel("Code").first().fill("hallway-shelves");
      await dialog.getByRole("button", { name: "Save to the draft" }).click();
      await dialog.waitFor({ state: "detached" });
      await page
        .getByRole("list", { name: /^Selection groups of / })
        .getByText("Shelves", { exact: true })
        .waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("changes a package's choice, and its price per layout follows from the draft", async () => {
    await asAdmin(DESKTOP, async (page, url, errors) => {
      await page.goto(`${url}/en/admin/packages`);
      await page.getByRole("heading", { level: 1, name: "Packages" }).waitFor();
      const table = page.getByRole("table", { name: "Price per layout" });
      const firstRow = table.getByRole("row").nth(1);
      const firstPrice = firstRow.getByRole("cell").first();
      await firstPrice.waitFor();
      const before = await firstPrice.textContent();
      await firstRow.getByRole("button", { name: /^Edit / }).click();
      const dialog = page.getByRole("dialog");
      const flooring = dialog.getByLabel("Flooring");
      const choices = await flooring
        .locator("option")
        .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      const current = await flooring.inputValue();
      // Another flooring than the package has, named by the package.
      const other = choices.filter((value) => value !== "" && value !== current).at(-1) ?? "";
      await flooring.selectOption(other);
      await dialog.getByRole("button", { name: "Save to the draft" }).click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => firstPrice.textContent()).not.toBe(before);
      expect(errors).toEqual([]);
    });
  });

  // German on a phone (its long words at the narrowest width) and Estonian at desktop width:
  // what axe checks does not change with the language, what fits the screen does with both.
  for (const [name, viewport, lang, rooms, packages, options, save, groupsList, editGroup] of [
    [
      "390",
      PHONE,
      "de",
      "Räume und Optionen",
      "Pakete",
      "Optionen",
      "Im Entwurf speichern",
      /^Auswahlgruppen von /,
      / bearbeiten$/,
    ],
    [
      "1440",
      DESKTOP,
      "et",
      "Ruumid ja valikud",
      "Paketid",
      "Valikud",
      "Salvesta mustandisse",
      / valikugrupid$/,
      /^Muuda: /,
    ],
  ] as const) {
    it(`is axe clean in ${lang} at ${name} px: rooms, a group's form, packages, a package's form`, async () => {
      await asAdmin(viewport, async (page, url, errors) => {
        // The hallway follows groups of the whole apartment, whose long names it lists.
        await page.goto(`${url}/${lang}/admin/rooms?room_type=hallway`);
        await page.getByRole("heading", { level: 1, name: rooms }).waitFor();
        await page.waitForLoadState("networkidle");
        await page
          .getByRole("button", { name: new RegExp(`^${options}`) })
          .first()
          .click();
        expect(await seriousViolations(page)).toEqual([]);
        await fits(page, viewport, "rooms");
        await shot(page, `back-office-rooms-${lang}-${name}`, true);
        await page
          .getByRole("list", { name: groupsList })
          .getByRole("button", { name: editGroup })
          .first()
          .click();
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("button", { name: save }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await fits(page, viewport, "group form");
        await shot(page, `back-office-group-${lang}-${name}`);
        await page.keyboard.press("Escape");

        await page.goto(`${url}/${lang}/admin/packages`);
        await page.getByRole("heading", { level: 1, name: packages }).waitFor();
        await page.getByRole("table").getByRole("columnheader").nth(1).waitFor();
        await page.waitForLoadState("networkidle");
        expect(await seriousViolations(page)).toEqual([]);
        await fits(page, viewport, "packages");
        await shot(page, `back-office-packages-${lang}-${name}`, true);
        await page
          .getByRole("table")
          .getByRole("row")
          .nth(1)
          .getByRole("button", { name: editGroup })
          .click();
        const form = page.getByRole("dialog");
        await form.getByRole("button", { name: save }).waitFor();
        expect(await seriousViolations(page)).toEqual([]);
        await fits(page, viewport, "package form");
        await shot(page, `back-office-package-${lang}-${name}`);
        await form.getByRole("combobox").last().scrollIntoViewIfNeeded();
        await shot(page, `back-office-package-choices-${lang}-${name}`);
        expect(errors).toEqual([]);
      });
    });
  }
});
