/// <reference types="node" />
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./browser.ts";
import {
  apiLogin,
  DEMO_CUSTOMER as CUSTOMER,
  DESKTOP,
  demoSuite,
  openPage,
  PHONE,
  shot,
  toast,
} from "./demo.ts";

/*
 * A confirmation's PDF of record and its public verification page, in Chromium: the demo customer
 * confirms a package on the dashboard, downloads its PDF (which prints the version, the hash and
 * the verification address), opens that address as a stranger and has the PDF recognised, and a
 * copy changed by one byte refused; screenshots at desktop and phone width, axe on each.
 */

const run = promisify(execFile);
const running = demoSuite();

async function dashboardShown(page: Page) {
  await page
    .getByRole("heading", { level: 1, name: "Kõik korterid ja paketid" })
    .waitFor({ timeout: 30_000 });
  await page.locator("[data-layout]").first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
}

describe("a confirmation's verification in Chromium", () => {
  it("confirms, downloads the PDF of record, and the verification page recognises it", async () => {
    const demo = await running();
    const { token } = await apiLogin(demo, CUSTOMER);
    const { context, page, errors } = await openPage(demo, DESKTOP, { token });
    const url = demo.server.url;
    const folder = await mkdtemp(path.join(os.tmpdir(), "hd-verify-"));
    try {
      // The customer adds their apartment's other layout and confirms its package.
      await page.goto(`${url}/et/dashboard`);
      await dashboardShown(page);
      await page.getByRole("button", { name: "Lisa korter" }).click();
      const dialog = page.getByRole("dialog", { name: "Lisa uus korter" });
      await dialog.waitFor();
      const pick = async (label: string, option: string | RegExp) => {
        await dialog.getByRole("combobox", { name: label }).click();
        await page
          .getByRole(
            "option",
            typeof option === "string" ? { name: option, exact: true } : { name: option },
          )
          .click();
      };
      await pick("Projekt", "Merelahe Kvartal");
      await pick("Hoone", "Hoone A");
      await pick("Korter", "Korter 1");
      await pick("Planeering", /3B/);
      await dialog.getByRole("button", { name: "Lisa töölauale" }).click();
      await toast(page, "Korter on sinu töölaual.");
      const added = page.locator("[data-layout]").first();
      const only = added.locator("article[data-package]");
      await only.getByRole("button", { name: "Kinnita" }).click();
      const confirm = page.getByRole("dialog", { name: /^Kinnitada pakett/ });
      await confirm.getByRole("button", { name: "Kinnita pakett" }).click();
      await only.getByText(/^Kinnitatud \d/).waitFor({ timeout: 60_000 });

      // Its PDF: the PDF of record, with the version, the hash and the verification address.
      const download = page.waitForEvent("download", { timeout: 60_000 });
      await only.getByRole("button", { name: /^Rohkem toiminguid/ }).click();
      await page.getByRole("menuitem", { name: "Laadi alla PDF" }).click();
      const file = await download;
      const pdfPath = path.join(folder, "summary.pdf");
      await file.saveAs(pdfPath);
      const { stdout } = await run("pdftotext", [pdfPath, "-"]);
      const text = stdout.replace(/\s+/g, " ");
      expect(text).toContain("Kinnituse versioon 1");
      const fingerprint = /Sõrmejälg ((?:[0-9a-f]{4} ){3}[0-9a-f]{4})/.exec(text)?.[1] ?? "";
      expect(fingerprint).not.toBe("");
      const hash = /SHA-256 ([0-9a-f ]{64,})/.exec(text)?.[1]?.replace(/ /g, "").slice(0, 64) ?? "";
      expect(hash.startsWith(fingerprint.replace(/ /g, ""))).toBe(true);
      // The code is 12 letters and digits; "SHA-256" follows it in the text.
      const address = /\/et\/verify\/([A-Za-z0-9]{12})/.exec(text.replace(/ /g, ""));
      const code = address?.[1] ?? "";
      expect(code).not.toBe("");
      expect(errors).toEqual([]);

      // A stranger opens the address (no login) and checks the PDF, then a copy changed by a byte.
      for (const [name, viewport] of [
        ["desktop", DESKTOP],
        ["phone", PHONE],
      ] as const) {
        const stranger = await openPage(demo, viewport, { token: null });
        try {
          const verify = stranger.page;
          await verify.goto(`${url}/et/verify/${code}`);
          await verify.getByRole("heading", { level: 1, name: "Kinnituse kontroll" }).waitFor();
          await verify.getByText("Kinnitus, versioon 1").waitFor();
          await verify.getByText(fingerprint).waitFor();
          expect(await verify.getByText("@").count()).toBe(0);
          expect(await seriousViolations(verify)).toEqual([]);
          await verify.getByLabel("Kinnituse PDF").setInputFiles(pdfPath);
          await verify.getByRole("button", { name: "Kontrolli PDF-i" }).click();
          await verify.getByText("Vastab", { exact: true }).waitFor();
          await shot(verify, `verify-matches-${name}`, true);
          expect(await seriousViolations(verify)).toEqual([]);

          const altered = Buffer.from(await readFile(pdfPath));
          const at = Math.floor(altered.length / 2);
          altered[at] = (altered[at] ?? 0) ^ 1;
          const alteredPath = path.join(folder, "altered.pdf");
          await writeFile(alteredPath, altered);
          await verify.getByLabel("Kinnituse PDF").setInputFiles(alteredPath);
          await verify.getByRole("button", { name: "Kontrolli PDF-i" }).click();
          await verify.getByText("Ei vasta", { exact: true }).waitFor();
          await shot(verify, `verify-differs-${name}`, true);
          expect(stranger.errors).toEqual([]);
        } finally {
          await stranger.context.close();
        }
      }
    } finally {
      await context.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 300_000);
});
