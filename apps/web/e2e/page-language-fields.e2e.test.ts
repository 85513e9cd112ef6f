/// <reference types="node" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./browser.ts";
import { apiLogin, DESKTOP, demoSuite, PHONE, shot, type Viewport, withPage } from "./demo.ts";

/*
 * The file picker and the date field in Chromium, in the page's language whatever the browser's
 * (Chromium here speaks English): the demo admin's import page picks a file with the mouse, Enter
 * and Space; the project's deadlines and the overview's exports take a German date typed, and say
 * in German when it is not one. Axe finds nothing serious, at 1440 and 390 px.
 */

const running = demoSuite();
const ADMIN = { email: "admin@kaarnakivi.example", password: "DemoAdmin1" };

async function asAdmin(
  viewport: Viewport,
  lang: "de" | "et",
  act: (page: Page, url: string, errors: string[]) => Promise<void>,
): Promise<void> {
  const demo = await running();
  const { token } = await apiLogin(demo, ADMIN);
  // The demo's German site is its own host.
  const site = new URL(demo.server.url);
  if (lang === "de") site.hostname = "de.localhost";
  await withPage(demo, viewport, (page, _, errors) => act(page, site.origin, errors), { token });
}

describe("fields in the page's language", () => {
  for (const [width, viewport] of [
    ["1440", DESKTOP],
    ["390", PHONE],
  ] as const) {
    it(`picks a file with the mouse, Enter or Space, named in German (${width} px)`, async () => {
      await asAdmin(viewport, "de", async (page, url, errors) => {
        // Playwright takes the browser's pickers from the start, not only from when one is
        // awaited: turning that on races the key that opens one.
        page.on("filechooser", () => undefined);
        await page.goto(`${url}/de/admin/import`);
        await page.getByRole("heading", { level: 1, name: "Import und Export" }).waitFor();
        const input = page.getByLabel("Unternehmensordner (.zip) oder Arbeitsmappe (.xlsx)");
        const button = page.getByText("Datei auswählen", { exact: true });
        await button.waitFor();
        await page.getByText("Keine Datei ausgewählt", { exact: true }).waitFor();
        expect(await input.getAttribute("type")).toBe("file");
        expect(await input.getAttribute("accept")).toContain(".zip");

        // The page has settled (the draft's bar above it is drawn), so the button stays put.
        await page.getByText("Keine unveröffentlichten Änderungen.").waitFor();

        // Each picker is answered with a file: Chromium opens no other while one is open.
        const pick = async (open: () => Promise<void>, name: string) => {
          const opened = page.waitForEvent("filechooser");
          await open();
          const chooser = await opened;
          expect(chooser.isMultiple()).toBe(false);
          await chooser.setFiles({ name, mimeType: "application/zip", buffer: Buffer.from("PK") });
          await page.getByText(name, { exact: true }).waitFor();
        };

        // The mouse on the German button opens the browser's picker: the real input, unpainted
        // over it, takes the click where the button is (`force`: Playwright's own check would
        // see the input as in the way).
        await pick(() => button.click({ force: true }), "maus.zip");

        // Tab reaches the real input; its focus shows as the button's ring; Enter and Space open it.
        await input.focus();
        await page.keyboard.press("Shift+Tab");
        await page.keyboard.press("Tab");
        expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await button.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
        await pick(() => page.keyboard.press("Enter"), "eingabe.zip");
        await pick(() => page.keyboard.press("Space"), "firma.zip");
        expect(await page.getByRole("button", { name: "Prüfen" }).isEnabled()).toBe(true);
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `file-picker-import-de-${width}`);
        expect(errors).toEqual([]);
      });
    });
  }

  it("takes a deadline's day as Germans write it, and says when it is no day", async () => {
    await asAdmin(DESKTOP, "de", async (page, url, errors) => {
      await page.goto(`${url}/de/admin/projects?project=merelahe-kvartal`);
      await page.getByRole("button", { name: "Fristen bearbeiten" }).first().click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Frist hinzufügen" }).click();
      const day = dialog.getByLabel("Letzter Tag");
      expect(await day.getAttribute("placeholder")).toBe("TT.MM.JJJJ");
      await dialog.getByText("Format: TT.MM.JJJJ").waitFor();
      await day.fill("31.02.2027");
      await day.blur();
      await dialog
        .getByText("Den 31.02.2027 gibt es im Kalender nicht: Bitte prüfen Sie Tag und Monat.")
        .waitFor();
      expect(await day.getAttribute("aria-invalid")).toBe("true");
      await day.fill("1.3.2027");
      await day.blur();
      expect(await day.inputValue()).toBe("01.03.2027");
      await dialog
        .getByText("Schließt mit Ablauf des 1. März 2027 in der Zeitzone des Unternehmens.")
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, "date-field-deadlines-de-1440");
      expect(errors).toEqual([]);
    });
  });

  it("filters the exports by Estonian dates, and holds the downloads back for a day that is none", async () => {
    await asAdmin(PHONE, "et", async (page, url, errors) => {
      await page.goto(`${url}/et/admin`);
      const exports = page.getByRole("region", { name: "Eksport" }).first();
      const from = exports.getByLabel("Kinnitatud alates");
      await from.waitFor();
      expect(await from.getAttribute("placeholder")).toBe("PP.KK.AAAA");
      await from.fill("31.04.2027");
      await from.blur();
      await exports.getByRole("alert").waitFor();
      expect(await exports.getByRole("alert").textContent()).toBe(
        "Kuupäeva 31.04.2027 ei ole kalendris: kontrollige päeva ja kuud.",
      );
      const downloads = exports.getByRole("button");
      expect(await downloads.first().isDisabled()).toBe(true);
      await from.fill("30.04.2027");
      await expect.poll(() => exports.getByRole("alert").count()).toBe(0);
      expect(await downloads.first().isEnabled()).toBe(true);
      await shot(page, "date-field-exports-et-390");
      expect(errors).toEqual([]);
    });
  });
});
