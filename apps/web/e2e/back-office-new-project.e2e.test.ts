/// <reference types="node" />
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../server/src/db/client.ts";
import { seriousViolations } from "./browser.ts";
import {
  addApartmentAndDesign,
  apiLogin,
  choosableOptions,
  chooseOption,
  chosenOption,
  DEMO_DESIGNER,
  DESKTOP,
  demoSuite,
  openRoom,
  registerInvitedBuyer,
  saveAndConfirm,
  shot,
  toast,
  withPage,
} from "./demo.ts";

/*
 * Issue 22, "How it is checked": a project made from nothing through the back office, by the
 * demo's designer made an admin of the company: the company's German settings (amounts written
 * `1.234,56 €`, "Haus" for a building, the VAT amount beside its rate), a room type with its
 * picture, two groups of options, a building with an apartment whose layout has a room of that
 * type, a restriction, two packages, a price set in the catalogue's form and a buyer bound to the
 * apartment and invited by mail. Published, the buyer registers from the mail, adds the apartment,
 * reads "Haus A" and German amounts, designs within the restriction, reads the VAT amount in the
 * summary, saves and confirms.
 */

const running = demoSuite(async (onStop) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hd-e2e-new-project-"));
  onStop(() => rm(dataDir, { recursive: true, force: true }));
  await cp(inject("seededDataDir"), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  try {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update users set role = 'admin' where email = ${DEMO_DESIGNER.email}`);
      // The buyer designs in German.
      await tx.execute(
        sql`update company_hosts set locales = '{et,en,de}' where host = '127.0.0.1'`,
      );
    });
  } finally {
    await database.close();
  }
  return { server: { env: { DATA_DIR: dataDir, MAIL_OUTBOX_PAGE: "1" } }, extra: {} };
});

const PICTURE = (colour: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="250" viewBox="0 0 400 250"><rect width="400" height="250" fill="${colour}"/></svg>`,
  );

const BUYER = {
  email: `new.home.${Date.now()}@example.com`,
  password: "SeaView2026",
  name: "Liis Meri",
};

const draftBar = (page: Page) => page.getByRole("region", { name: "Draft" });

/** Saves the open dialog's form into the draft and waits until it has closed. */
async function saved(dialog: Locator): Promise<void> {
  await dialog.getByRole("button", { name: "Save to the draft" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** The code of the material an option's form has chosen. */
async function chosenMaterial(dialog: Locator): Promise<string | null> {
  return dialog
    .getByText(/^Chosen:/)
    .locator("code")
    .textContent();
}

/** Picks the `nth` material of the catalogue's first page for an option, in the option's form. */
async function material(dialog: Locator, nth: number): Promise<void> {
  await dialog.getByRole("radio").nth(nth).check();
}

describe("a project made from nothing in the back office", () => {
  it("is built, published, and designed and confirmed by the buyer it invited", async () => {
    const demo = await running();
    const url = demo.server.url;
    const { token } = await apiLogin(demo, DEMO_DESIGNER);

    await withPage(
      demo,
      DESKTOP,
      async (page, _, errors) => {
        // The company's German settings: amounts as Germans write them, "Haus" for a building, the
        // VAT amount beside its rate.
        await page.goto(`${url}/en/admin/settings`);
        const prices = page.getByRole("region", { name: "VAT and amounts" });
        await prices.getByLabel(/^Show the VAT amount/).check();
        await prices
          .getByRole("group", { name: "How amounts are written" })
          .getByLabel("German")
          .selectOption("1.234,56 €");
        await prices
          .getByRole("group", { name: "Word for a building" })
          .getByLabel("German")
          .fill("Haus");
        await prices.getByRole("button", { name: "Save to the draft" }).click();
        await toast(page, /^Saved in the draft/);

        let ashMaterial = "";

        // The project.
        await page.goto(`${url}/en/admin/projects`);
        await page.getByRole("heading", { level: 1, name: "Projects" }).waitFor();
        await page.getByRole("button", { name: "Add a project" }).click();
        let dialog = page.getByRole("dialog", { name: "Add a project" });
        await dialog.getByLabel("Code").fill("sea-view");
        await dialog.getByLabel("Name", { exact: true }).fill("Sea View Homes");
        await saved(dialog);

        // Its room type, and the two groups buyers choose in it: a floor, and a skirting that a
        // restriction will tie to the floor.
        await page.goto(`${url}/en/admin/rooms?project=sea-view`);
        await page.getByRole("heading", { level: 1, name: "Rooms and options" }).waitFor();
        await page.getByRole("button", { name: "Add a room type" }).click();
        dialog = page.getByRole("dialog", { name: "Add a room type" });
        await dialog.getByLabel("Code").fill("living");
        await dialog.getByLabel("English").fill("Living room");
        await dialog.getByLabel("Estonian").fill("Elutuba");
        await dialog.getByLabel("German").fill("Wohnzimmer");
        await saved(dialog);
        for (const [group, title, first, firstTitle, second, secondTitle] of [
          ["floor", "Floor", "oak", "Oak floor", "ash", "Ash floor"],
          ["skirting", "Skirting", "white", "White skirting", "black", "Black skirting"],
        ] as const) {
          await page.getByRole("button", { name: "Add a group" }).click();
          dialog = page.getByRole("dialog", { name: "Add a group" });
          await dialog.getByLabel("Code").first().fill(group);
          await dialog.getByLabel("English").first().fill(title);
          await dialog.getByLabel("Estonian").first().fill(title);
          await dialog.getByLabel("German").first().fill(title);
          const option = dialog.getByRole("group", { name: "First option" });
          await option.getByLabel("Code").fill(first);
          await material(dialog, 0);
          await saved(dialog);
          const groups = page.getByRole("list", { name: /^Selection groups of / });
          await groups.getByText(title, { exact: true }).waitFor();
          await page.getByRole("button", { name: new RegExp(`^Options\\W+${title}$`) }).click();
          await page.getByRole("button", { name: "Add an option" }).last().click();
          dialog = page.getByRole("dialog", { name: `Add an option to ${title}` });
          await dialog.getByLabel("Code").fill(second);
          await dialog.getByLabel("English").fill(secondTitle);
          await dialog.getByLabel("Estonian").fill(secondTitle);
          await dialog.getByLabel("German").fill(secondTitle);
          await material(dialog, 1);
          if (second === "ash") ashMaterial = (await chosenMaterial(dialog)) ?? "";
          await saved(dialog);
          // The first option's title, given in its own form.
          await page.getByRole("button", { name: new RegExp(`^Edit ${first}`) }).click();
          dialog = page.getByRole("dialog");
          await dialog.getByLabel("English").fill(firstTitle);
          await dialog.getByLabel("Estonian").fill(firstTitle);
          await dialog.getByLabel("German").fill(firstTitle);
          await saved(dialog);
        }
        await shot(page, "new-project-2-rooms");

        // A building with an apartment, whose layout has one room of the type.
        await page.goto(`${url}/en/admin/projects?project=sea-view`);
        await page.getByRole("button", { name: "Add a building" }).click();
        dialog = page.getByRole("dialog", { name: "Add a building" });
        await dialog.getByLabel("Code").fill("a");
        await dialog.getByLabel("Number or letter").fill("A");
        await saved(dialog);
        await page.getByRole("button", { name: "Add an apartment" }).click();
        dialog = page.getByRole("dialog", { name: /^Add an apartment to / });
        await dialog.getByLabel("Code").fill("a-1");
        await dialog.getByLabel("Apartment number").fill("1");
        await saved(dialog);
        await page.getByRole("button", { name: "Apartment 1", exact: true }).click();
        const apartment = page.getByRole("dialog");
        await apartment.getByRole("button", { name: "Add a layout" }).click();
        dialog = page.getByRole("dialog", { name: "Add a layout" });
        await dialog.getByLabel("Code").first().fill("2a");
        await dialog.getByLabel("Name", { exact: true }).fill("Two rooms");
        await dialog.getByRole("button", { name: "Add a room" }).click();
        await dialog.getByLabel("Code").last().fill("living-1");
        await dialog.getByLabel("Room type").last().selectOption("living");
        await saved(dialog);
        await page.keyboard.press("Escape");
        await apartment.waitFor({ state: "detached" });

        // The room type's picture: a base layer, drawn under whatever is chosen.
        await page
          .getByRole("region", { name: "Room types and their pictures" })
          .getByRole("button", { name: "Picture layers of Living room" })
          .click();
        dialog = page.getByRole("dialog", { name: "Picture layers of Living room" });
        await dialog.getByRole("button", { name: "Add a layer" }).click();
        await dialog
          .getByLabel("Upload: File")
          .last()
          .setInputFiles({ name: "room.svg", mimeType: "image/svg+xml", buffer: PICTURE("#dde") });
        await dialog.getByText(/^Uploaded into the draft as /).waitFor();
        await dialog
          .getByRole("img", { name: /^Preview of the picture of / })
          .locator("img")
          .first()
          .waitFor();
        await saved(dialog);
        await shot(page, "new-project-3-project");

        // The restriction: an oak floor takes the white skirting.
        await page.goto(`${url}/en/admin/restrictions?project=sea-view`);
        await page.getByRole("button", { name: "Add a restriction" }).click();
        dialog = page.getByRole("dialog", { name: "Add a restriction" });
        await dialog.getByLabel("Code", { exact: true }).fill("oak-white");
        await dialog.getByLabel("Or search options by name or code").first().fill("Oak floor");
        await dialog.getByRole("list").first().getByRole("button").first().click();
        await dialog.getByLabel("Or search options by name or code").last().fill("White skirting");
        await dialog.getByRole("list").last().getByRole("button").first().click();
        await dialog
          .getByRole("region", { name: "Rule check" })
          .getByText("The import's check finds nothing this change would break.")
          .waitFor({ timeout: 20_000 });
        await saved(dialog);

        // Two packages: the light one layouts open with, and a dark one.
        await page.goto(`${url}/en/admin/packages?project=sea-view`);
        for (const [code, name, floor, skirting] of [
          ["light", "Light", "", ""],
          ["dark", "Dark", "ash", "black"],
        ] as const) {
          await page.getByRole("button", { name: "Add a package" }).click();
          dialog = page.getByRole("dialog", { name: "Add a package" });
          await dialog.getByLabel("Code").fill(code);
          await dialog.getByLabel("English").first().fill(name);
          await dialog.getByLabel("Estonian").first().fill(name);
          await dialog.getByLabel("German").first().fill(name);
          if (code === "light") await dialog.getByLabel(/layouts open with this package/).check();
          await dialog.getByLabel("Floor").selectOption(floor);
          await dialog.getByLabel("Skirting").selectOption(skirting);
          await saved(dialog);
        }
        await page
          .getByRole("table", { name: "Price per layout" })
          .getByText("Dark", { exact: true })
          .waitFor();
        await shot(page, "new-project-4-packages");

        // The ash floor's material gets a price, in the catalogue's form.
        await page.goto(`${url}/en/admin/catalogue?q=${encodeURIComponent(ashMaterial)}`);
        await page.getByRole("row").filter({ hasText: ashMaterial }).getByRole("button").click();
        dialog = page.getByRole("dialog");
        await dialog.getByLabel("Price as an option (€)").fill("1234.50");
        await saved(dialog);

        // The buyer, bound to the apartment; published, and invited.
        await page.goto(`${url}/en/admin/buyers?project=sea-view`);
        await page.getByRole("button", { name: "A · 1" }).click();
        dialog = page.getByRole("dialog", { name: "Buyers of A · 1" });
        await dialog.getByRole("button", { name: "Add a buyer" }).click();
        await dialog.getByLabel("Buyer's e-mail 1").fill(BUYER.email);
        await saved(dialog);
        expect(await seriousViolations(page)).toEqual([]);
        await draftBar(page).getByRole("button", { name: "Publish" }).click();
        await draftBar(page).getByText("No unpublished changes.").waitFor();
        await page.getByRole("button", { name: `Invite ${BUYER.email}` }).click();
        await toast(page, "Invitations sent: 1.");
        expect(errors).toEqual([]);
      },
      { token },
    );

    // The buyer follows the invitation, adds the apartment, and designs within the restriction:
    // the dark package's black skirting becomes the white one once the oak floor is chosen.
    await withPage(demo, DESKTOP, async (page, _, errors) => {
      await registerInvitedBuyer(page, url, BUYER);
      await addApartmentAndDesign(page, { project: "Sea View Homes", building: "A", number: "1" });
      await page.getByRole("heading", { level: 1, name: "Wohnzimmer" }).waitFor();
      await page.locator("figure[role=img] img").first().waitFor();
      // The options show their materials' names, in the groups' order: oak and ash, white and
      // black; with the oak floor only the white skirting may be chosen.
      const [oak = "", ash = ""] = await choosableOptions(page, "Floor");
      expect(await chosenOption(page, "Floor")).toBe(oak);
      const [white = ""] = await choosableOptions(page, "Skirting");
      expect(await chosenOption(page, "Skirting")).toBe(white);
      expect(await choosableOptions(page, "Skirting")).toEqual([white]);
      // The company's word for a building, and its German amounts with the ash floor's price.
      await page.getByText("Sea View Homes, Haus A, Wohnung 1").first().waitFor();
      await chooseOption(page, "Floor", ash);
      await page.getByText("1.234,50 €").first().waitFor();
      const [, black = ""] = await choosableOptions(page, "Skirting");
      await chooseOption(page, "Skirting", black);
      await chooseOption(page, "Floor", oak);
      await expect.poll(() => chosenOption(page, "Skirting")).toBe(white);
      await shot(page, "new-project-5-buyer");
      // The summary names the VAT amount the total includes, as the company asked.
      await chooseOption(page, "Floor", ash);
      await openRoom(page, "Zusammenfassung", "Zusammenfassung");
      await page
        .getByText(/^Alle Preise in Euro, inklusive \d+ % MwSt\.: \d{1,3}(\.\d{3})*,\d\d\s€$/)
        .waitFor();
      await page.getByText("1.234,50 €").first().waitFor();
      await saveAndConfirm(page, "Unser Zuhause");
      expect(errors).toEqual([]);
    });
    // One person's whole afternoon in one test (about 100 s on a quiet 2-core machine): the
    // general two-minute limit is for tests of one screen.
  }, 300_000);
});
