/// <reference types="node" />
import { cp, mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../server/src/db/client.ts";
import { seriousViolations, smallFields } from "./browser.ts";
import {
  addApartmentAndDesign,
  apiLogin,
  choosableOptions,
  chooseOption,
  chosenOption,
  DEMO_DESIGNER,
  DESKTOP,
  demoSuite,
  PHONE,
  registerInvitedBuyer,
  roomChoices,
  saveAndConfirm,
  shot,
  toast,
  type Viewport,
  withPage,
} from "./demo.ts";
import { LONG } from "./long-names.ts";

/*
 * The back office in Chromium: the demo's designer made an admin of the company (as
 * `npm run set-role` does), its site offering German too and its materials named with long German
 * compounds. The admin changes a material's price in the catalogue's form, publishes the draft,
 * and the history lists the change; changes it again in the downloaded workbook, uploaded alone,
 * and the history lists both; adds a person to the staff, publishes and invites them. Every page is axe clean, and in German at 1440 and 390 px
 * nothing reaches past the screen's edge; its screenshots are left in artifacts/screenshots
 * (E2E_SCREENSHOTS=1).
 */

const running = demoSuite(async (onStop) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hd-e2e-back-office-"));
  onStop(() => rm(dataDir, { recursive: true, force: true }));
  await cp(inject("seededDataDir"), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update users set role = 'admin' where email = ${DEMO_DESIGNER.email}`);
      await tx.execute(
        sql`update company_hosts set locales = '{et,en,de}' where host = '127.0.0.1'`,
      );
      await tx.execute(
        sql.raw(
          `update materials set desc_short = jsonb_set(desc_short, '{de}', to_jsonb(coalesce(desc_short->>'de', '') || '${LONG.option}'))`,
        ),
      );
    });
  } finally {
    await database.close();
  }
  // The outbox page shows the invitations the staff page sends.
  return { server: { env: { DATA_DIR: dataDir, MAIL_OUTBOX_PAGE: "1" } }, extra: {} };
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

/** The company's workbook with a material's price changed, as a person would in a spreadsheet. */
async function withPrice(xlsx: Uint8Array, code: string, price: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(xlsx).buffer);
  const sheet = workbook.getWorksheet("Materials");
  const headers = (sheet?.getRow(1).values ?? []) as unknown[];
  let found = false;
  sheet?.eachRow((row) => {
    if (row.getCell(headers.indexOf("Code")).value !== code) return;
    row.getCell(headers.indexOf("Price")).value = price;
    found = true;
  });
  if (!found) throw new Error(`no material ${code} in the workbook`);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const draftBar = (page: Page) => page.getByRole("region", { name: /^(Draft|Entwurf)$/ });

describe("the back office", () => {
  it("changes a material's price through its form and again through the workbook alone, and the history lists both", async () => {
    await asAdmin(DESKTOP, async (page, url, errors) => {
      await page.goto(`${url}/en/admin/catalogue`);
      await page.getByRole("heading", { level: 1, name: "Catalogue" }).waitFor();
      await draftBar(page).getByText("No unpublished changes.").waitFor();
      const first = page.getByRole("table").getByRole("row").nth(1);
      // The material's picture, then its code.
      const code = (await first.getByRole("cell").nth(1).textContent()) ?? "";
      expect(code).not.toBe("");
      await first.getByRole("button").click();
      const dialog = page.getByRole("dialog");
      const price = dialog.getByLabel("Price as an option (€)");
      await price.waitFor();
      // Shown as the company writes amounts (the demo: a decimal comma in every language).
      const before = Number((await price.inputValue()).replace(",", ".") || "0");
      const after = (before + 11.5).toFixed(2);
      expect(await seriousViolations(page)).toEqual([]);
      await price.fill(after);
      await dialog.getByRole("button", { name: "Save to the draft" }).click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => draftBar(page).textContent()).toMatch(/\d+ unpublished changes?/);
      await draftBar(page).getByRole("button", { name: "Show changes" }).click();
      await draftBar(page).getByText(code, { exact: true }).first().waitFor();

      await draftBar(page).getByRole("button", { name: "Publish" }).click();
      await toast(page, /./);
      await draftBar(page).getByText("No unpublished changes.").waitFor();

      await page
        .getByRole("navigation", { name: "Back office" })
        .getByRole("link", { name: "History" })
        .click();
      const heading = page.getByRole("heading", { level: 1, name: "History" });
      await heading.waitFor();
      await expect.poll(() => heading.evaluate((h) => h === document.activeElement)).toBe(true);
      const newest = page
        .getByRole("listitem")
        .filter({ hasText: "Published from the draft" })
        .first();
      await newest.locator("summary").click();
      await newest.getByText(code, { exact: true }).first().waitFor();
      await expect.poll(() => newest.textContent()).toContain("price");

      // The same change through the workbook: downloaded, its price changed as a spreadsheet
      // would, uploaded alone and imported; the history lists it beside the form's.
      await page.goto(`${url}/en/admin/import`);
      await page.getByRole("heading", { level: 1, name: "Import and export" }).waitFor();
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: "Download .zip with the workbook" }).click();
      const zip = unzipSync(await readFile((await (await download).path()) ?? ""));
      const [workbookPath] = Object.keys(zip).filter((name) => name.endsWith("company.xlsx"));
      const uploaded = (Number(after) + 1).toFixed(2);
      const workbook = await withPrice(zip[workbookPath ?? ""] ?? new Uint8Array(), code, uploaded);
      await page.getByLabel("Company folder (.zip) or workbook (.xlsx)").setInputFiles({
        name: "company.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: workbook,
      });
      await page.getByRole("button", { name: "Try the import" }).click();
      const tried = page.getByRole("heading", { level: 3, name: "The import would change" });
      await tried.waitFor();
      await page.getByRole("button", { name: "Import", exact: true }).click();
      const confirm = page.getByRole("dialog", { name: "Import the folder?" });
      await confirm.getByRole("button", { name: "Import", exact: true }).click();
      await page.getByRole("heading", { level: 3, name: "Imported" }).waitFor();

      await page.goto(`${url}/en/admin/history`);
      const events = page
        .getByRole("listitem")
        .filter({ hasText: /Uploaded|Published from the draft/ });
      await expect.poll(() => events.count()).toBeGreaterThanOrEqual(2);
      const [upload, publish] = [events.nth(0), events.nth(1)];
      expect(await upload.textContent()).toContain("Uploaded");
      expect(await publish.textContent()).toContain("Published from the draft");
      for (const event of [upload, publish]) {
        await event.locator("summary").click();
        await event.getByText(code, { exact: true }).first().waitFor();
      }

      // The catalogue shows the uploaded price in the new draft.
      await page.goto(`${url}/en/admin/catalogue?q=${encodeURIComponent(code)}`);
      await page.getByRole("row").filter({ hasText: code }).getByRole("button").click();
      const form = page.getByRole("dialog");
      await expect
        .poll(() => form.getByLabel("Price as an option (€)").inputValue())
        .toBe(uploaded.replace(".", ","));
      expect(errors).toEqual([]);
    });
  });

  it("adds a person to the staff, publishes the draft, and mails them their invitation", async () => {
    const email = "uus.kujundaja@example.com";
    await asAdmin(DESKTOP, async (page, url, errors) => {
      await page.goto(`${url}/en/admin/staff`);
      await page.getByRole("heading", { level: 1, name: "Staff" }).waitFor();
      await page.getByRole("button", { name: "Add a person" }).click();
      const dialog = page.getByRole("dialog", { name: "Add a person" });
      await dialog.getByLabel("E-mail").fill(email);
      await dialog.getByLabel("Name").fill("Uus Kujundaja");
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Save to the draft" }).click();
      await dialog.waitFor({ state: "detached" });
      const row = page.getByRole("row").filter({ hasText: email });
      await row.waitFor();
      // Not published yet: the server invites only the company's published staff.
      await row.getByRole("button", { name: "Send invitation to Uus Kujundaja" }).click();
      await toast(page, `${email} is not published yet`);

      await draftBar(page).getByRole("button", { name: "Publish" }).click();
      await draftBar(page).getByText("No unpublished changes.").waitFor();
      await row.getByRole("button", { name: "Send invitation to Uus Kujundaja" }).click();
      await toast(page, "Invitations sent: 1.");
      await expect
        .poll(async () => (await (await fetch(`${url}/dev/outbox`)).text()).includes(email), {
          timeout: 20_000,
        })
        .toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it("binds a new buyer to an apartment and invites them; the buyer registers from the mail, designs, saves and confirms", async () => {
    const buyer = {
      email: `kaeufer.${Date.now()}@example.com`,
      password: "Wohnen2026",
      name: "Jörg Käufer",
    };
    let apartment = "";
    let project = "";
    await asAdmin(DESKTOP, async (page, url, errors) => {
      await page.goto(`${url}/en/admin/buyers`);
      await page.getByRole("heading", { level: 1, name: "Buyers" }).waitFor();
      const free = page.getByRole("row").filter({ hasText: "No buyers" }).first();
      apartment = (await free.getByRole("button").first().textContent()) ?? "";
      project = (await free.getByRole("cell").nth(1).textContent()) ?? "";
      await free.getByRole("button").first().click();
      const dialog = page.getByRole("dialog", { name: `Buyers of ${apartment}` });
      await dialog.getByRole("button", { name: "Add a buyer" }).click();
      await dialog.getByLabel("Buyer's e-mail 1").fill(buyer.email);
      // A published apartment's buyers are bound at once, with nothing to publish
      // (docs/decisions/050).
      await dialog.getByRole("button", { name: "Save", exact: true }).click();
      await dialog.waitFor({ state: "detached" });
      await draftBar(page).getByText("No unpublished changes.").waitFor();
      await page.getByRole("button", { name: `Invite ${buyer.email}` }).click();
      await toast(page, "Invitations sent: 1.");
      expect(errors).toEqual([]);
    });

    const demo = await running();
    const url = demo.server.url;
    // The invitation leads to the site's registration.
    await withPage(demo, DESKTOP, async (page, _, errors) => {
      await registerInvitedBuyer(page, url, buyer);
      // They add their apartment to their dashboard and open its design.
      const [building = "", number = ""] = apartment.split(" · ");
      await addApartmentAndDesign(page, { project, building, number });
      const [title] = Object.keys(await roomChoices(page));
      if (!title) throw new Error("the room shows no groups");
      const before = await chosenOption(page, title);
      const other = (await choosableOptions(page, title)).find((name) => name !== before);
      if (other) await chooseOption(page, title, other);

      await saveAndConfirm(page, "Mein Zuhause");
      expect(errors).toEqual([]);
    });
  });

  it("checks the company's own export, tries it and imports it", async () => {
    const demo = await running();
    const { token } = await apiLogin(demo, DEMO_DESIGNER);
    const exported = await fetch(`${demo.server.url}/api/admin/company/export`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(exported.status).toBe(200);
    const zip = Buffer.from(await exported.arrayBuffer());
    await asAdmin(DESKTOP, async (page, url, errors) => {
      await page.goto(`${url}/en/admin/import`);
      await page.getByRole("heading", { level: 1, name: "Import and export" }).waitFor();
      await page
        .getByLabel("Company folder (.zip) or workbook (.xlsx)")
        .setInputFiles({ name: "company.zip", mimeType: "application/zip", buffer: zip });
      await page.getByRole("button", { name: "Check" }).click();
      await page.getByRole("heading", { level: 3, name: "Check result" }).waitFor();
      await page.getByRole("button", { name: "Try the import" }).click();
      await page.getByRole("heading", { level: 3, name: "The import would change" }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Import", exact: true }).click();
      const dialog = page.getByRole("dialog", { name: "Import the folder?" });
      await dialog.getByRole("button", { name: "Import", exact: true }).click();
      await page.getByRole("heading", { level: 3, name: "Imported" }).waitFor();
      await dialog.waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    });
  });

  it("previews a pale brand colour, warns of its contrast, and saves it into the draft", async () => {
    await asAdmin(DESKTOP, async (page, url, errors) => {
      await page.goto(`${url}/de/admin/settings`);
      await page
        .getByRole("heading", { level: 1, name: "Einstellungen des Unternehmens" })
        .waitFor();
      const brand = page.getByRole("region", { name: "Markenfarben" });
      await brand.getByLabel("Markenfarbe (primary-500)").fill("#f5d90a");
      await brand.getByLabel("Helle Abstufung (primary-50)").fill("#8fb5ad");
      await brand.getByText("unter 4,5:1, schwer lesbar").first().waitFor();
      await brand.getByText(/primary-500 \(#f5d90a\) ist für weiße Schrift zu hell/).waitFor();
      // The preview paints what the app will: the pale colour darkened for white text on it.
      const painted = await brand
        .getByRole("figure")
        .evaluate((figure) => getComputedStyle(figure).getPropertyValue("--brand").trim());
      expect(painted).toMatch(/^#[0-9a-f]{6}$/);
      expect(painted).not.toBe("#f5d90a");
      // The preview and the contrast samples show the colours as typed, low contrast included, on
      // purpose: pictures of the brand (WCAG 1.4.3's exception), not text to read.
      expect(await seriousViolations(page, ["[data-brand-picture]"])).toEqual([]);
      await shot(page, "back-office-settings-contrast-de-1440");
      await brand.getByRole("button", { name: "Im Entwurf speichern" }).click();
      await toast(page, "Im Entwurf gespeichert.");
      await draftBar(page).getByRole("button", { name: "Änderungen anzeigen" }).click();
      // The change names the field in words, as the draft's list does every field.
      await draftBar(page)
        .getByText(/Farben/)
        .waitFor();
      expect(errors).toEqual([]);
    });
  });

  for (const [name, viewport] of [
    ["1440", DESKTOP],
    ["390", PHONE],
  ] as const) {
    it(`downloads a project's confirmed choices from the overview at ${name} px`, async () => {
      await asAdmin(viewport, async (page, url, errors) => {
        for (const [lang, title, button] of [
          ["et", "Ülevaade", "Valikud (XLSX)"],
          ["en", "Overview", "Choices (XLSX)"],
        ] as const) {
          await page.goto(`${url}/${lang}/admin`);
          await page.getByRole("heading", { level: 1, name: title }).waitFor();
          await page.waitForLoadState("networkidle");
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth),
          ).toBeLessThanOrEqual(viewport.width);
          await shot(page, `back-office-overview-${lang}-${name}`, true);
          const download = page.waitForEvent("download");
          await page.getByRole("button", { name: button, exact: true }).first().click();
          const workbook = new ExcelJS.Workbook();
          const bytes = await readFile((await (await download).path()) ?? "");
          await workbook.xlsx.load(new Uint8Array(bytes).buffer);
          expect(workbook.worksheets[0]?.getCell("A1").value).toBe("apartment");
        }
        expect(errors).toEqual([]);
      });
    });
  }

  // German at phone width: its long words at the narrowest screen. The English and Estonian
  // flows above check the desktop's pages with axe as they go.
  const [name, viewport] = ["390", PHONE] as const;

  it(`is axe clean in German at ${name} px, every page`, async () => {
    await asAdmin(viewport, async (page, url, errors) => {
      for (const [screen, title] of [
        ["", "Übersicht"],
        ["/catalogue", "Katalog"],
        ["/import", "Import und Export"],
        ["/history", "Verlauf"],
        ["/staff", "Mitarbeitende"],
        ["/buyers", "Käufer"],
        ["/settings", "Einstellungen des Unternehmens"],
      ] as const) {
        await page.goto(`${url}/de/admin${screen}`);
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        await page.waitForLoadState("networkidle");
        // The settings' preview draws the company's colours as they are, readable or not (its
        // contrast check says which are not): the page around it is checked.
        expect(await seriousViolations(page, ["[data-brand-picture]"]), screen).toEqual([]);
        // Nothing reaches past the right edge: German's long words wrap.
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          screen,
        ).toBeLessThanOrEqual(viewport.width);
        expect(await smallFields(page), screen).toEqual([]);
        await shot(
          page,
          `back-office${screen.replace("/", "-") || "-overview"}-de-${name}`,
          !["/catalogue", "/buyers"].includes(screen),
        );
      }
      expect(errors).toEqual([]);
    });
  });

  it(`is axe clean in German at ${name} px: a material's form, the draft's changes, a person's and buyers' forms`, async () => {
    await asAdmin(viewport, async (page, url, errors) => {
      await page.goto(`${url}/de/admin/catalogue`);
      await page.getByRole("table").getByRole("row").nth(1).getByRole("button").click();
      const dialog = page.getByRole("dialog");
      const price = dialog.getByLabel("Preis als Option (€)");
      await price.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `back-office-material-de-${name}`);
      // A refusal at its field, then the draft's changes listed in German.
      await price.fill("12,5O");
      await dialog.getByRole("button", { name: "Im Entwurf speichern" }).click();
      await dialog.getByText("Geben Sie einen Betrag in Euro").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // A decimal comma, as German writes amounts, is taken.
      await price.fill("12,50");
      await dialog.getByRole("button", { name: "Im Entwurf speichern" }).click();
      await dialog.waitFor({ state: "detached" });
      await draftBar(page).getByRole("button", { name: "Änderungen anzeigen" }).click();
      await draftBar(page).getByRole("heading", { level: 3 }).first().waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await shot(page, `back-office-draft-de-${name}`);

      // A person's form with a refusal, and an apartment's buyers' form.
      await page.goto(`${url}/de/admin/staff`);
      await page.getByRole("button", { name: "Person hinzufügen" }).click();
      const person = page.getByRole("dialog", { name: "Person hinzufügen" });
      await person.getByLabel("E-Mail").fill("keine Adresse");
      await person.getByRole("button", { name: "Im Entwurf speichern" }).click();
      await person.getByText("Geben Sie eine E-Mail-Adresse ein").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await shot(page, `back-office-person-de-${name}`);
      await page.goto(`${url}/de/admin/buyers`);
      await page.getByRole("table").getByRole("row").nth(1).getByRole("button").first().click();
      const buyers = page.getByRole("dialog");
      await buyers.getByRole("button", { name: "Käufer hinzufügen" }).click();
      await buyers.getByLabel("E-Mail des Käufers 2").waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await shot(page, `back-office-buyers-dialog-de-${name}`);
      expect(errors).toEqual([]);
    });
  });
});
