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
  chooseAnother,
  DEMO_DESIGNER as DESIGNER,
  DESKTOP,
  demoSuite,
  GROUP_BOXES,
  groupsShown,
  openPage,
  openRoom,
  PHONE,
  shot,
  summaryShown,
  toast,
} from "./demo.ts";

/*
 * A confirmation's PDF of record and its public verification page, in Chromium: the demo customer
 * confirms a package on the dashboard, downloads its PDF (which prints the version, the hash and
 * the verification address), opens that address as a stranger and has the PDF recognised, and a
 * copy changed by one byte refused; screenshots at desktop and phone width, axe on each. Then
 * staff reopen it (decision 046) and the buyer confirms again.
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

describe("a confirmation reopened by staff, in Chromium", () => {
  // Follows the confirmation above: the customer's layout 3B of apartment 1 is confirmed.
  it("staff reopen one room with a reason; the buyer changes it, confirms again and reads what changed", async () => {
    const demo = await running();
    const url = demo.server.url;
    const customer = await apiLogin(demo, CUSTOMER);
    const designer = await apiLogin(demo, DESIGNER);
    const me = await fetch(`${url}/api/auth/user`, {
      headers: { authorization: `Bearer ${customer.token}`, origin: url },
    });
    const { id: customerId } = (await me.json()) as { id: number };

    // The designer, on the customer's dashboard, reopens the confirmed layout's first room.
    const staff = await openPage(demo, DESKTOP, { token: designer.token });
    let rooms: string[] = [];
    try {
      await staff.page.goto(`${url}/et/dashboard/${customerId}`);
      const layout = staff.page.locator("[data-layout]").filter({ hasText: "3B" });
      await layout.getByRole("button", { name: "Ava muutmiseks" }).click();
      const dialog = staff.page.getByRole("dialog", { name: "Ava kinnitus muutmiseks" });
      await dialog
        .getByRole("textbox", { name: "Põhjus" })
        .fill("The chosen tiles are no longer made.");
      // The rooms as the dialog names them ("Köök (1.2)"), their numbers aside.
      await dialog.getByRole("checkbox").first().waitFor();
      rooms = await dialog
        .getByRole("checkbox")
        .evaluateAll((boxes) =>
          boxes.map((box) =>
            ((box as HTMLInputElement).labels?.[0]?.textContent ?? "")
              .replace(/ \(.*\)$/, "")
              .trim(),
          ),
        );
      await dialog.getByRole("checkbox").first().check();
      expect(await seriousViolations(staff.page)).toEqual([]);
      await shot(staff.page, "reopen-dialog-desktop");
      await dialog.getByRole("button", { name: "Ava muutmiseks" }).click();
      await toast(staff.page, /muutmiseks avatud/);
      await layout.getByRole("note").getByText("The chosen tiles are no longer made.").waitFor();
      expect(staff.errors).toEqual([]);
    } finally {
      await staff.context.close();
    }
    const [room = "", other = ""] = rooms;
    expect(room).not.toBe("");
    expect(other).not.toBe("");

    // The buyer reads why on the dashboard, and designs again in that room only.
    const { context, page, errors } = await openPage(demo, PHONE, { token: customer.token });
    try {
      await page.goto(`${url}/et/dashboard`);
      const layout = page.locator("[data-layout]").filter({ hasText: "3B" });
      await layout
        .getByRole("note")
        .getByText("Põhjus: The chosen tiles are no longer made.")
        .waitFor();
      await layout.getByRole("link", { name: "Muuda" }).first().click();
      await groupsShown(page);
      await page.getByText("The chosen tiles are no longer made.").first().waitFor();
      await shot(page, "reopened-configurator-phone");

      // A room not reopened stays as confirmed; the reopened one can be changed.
      await openRoom(page, other);
      // On a phone its rows carry a lock.
      await page.getByRole("img", { name: "Pole muutmiseks avatud" }).first().waitFor();
      await openRoom(page, room);
      const title = (await page.locator(`li${GROUP_BOXES} h2`).first().innerText()).trim();
      await chooseAnother(page, title);

      // Saved as the buyer's own package and confirmed again: version 2, with what changed.
      await openRoom(page, "Kokkuvõte");
      await page.getByRole("link", { name: "Salvesta uue nimega" }).click();
      const saveAs = page.getByRole("dialog", { name: "Salvesta uue paketina" });
      await saveAs.getByRole("textbox", { name: "Paketi nimi" }).fill("Uued plaadid");
      await saveAs.getByRole("button", { name: "Salvesta pakett" }).click();
      await toast(page, "Paketi salvestamine õnnestus!");
      await page.waitForURL((u) => /^\/et\/\d+\/summary$/.test(u.pathname), { timeout: 10_000 });
      await summaryShown(page);
      await page.getByRole("button", { name: "Kinnita pakett" }).click();
      const confirm = page.getByRole("dialog", { name: /^Kinnitada pakett/ });
      await confirm.getByRole("button", { name: "Kinnita pakett" }).click();
      await confirm.waitFor({ state: "detached" });
      await page.getByText(/^Kinnitatud \d/).waitFor({ timeout: 60_000 });
      const changes = page.getByRole("heading", { name: "Muudatused võrreldes versiooniga 1" });
      await changes.waitFor({ timeout: 30_000 });
      await page.getByText(title, { exact: false }).first().waitFor();
      await shot(page, "summary-changes-phone", true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});

describe("a buyer's change request, in Chromium", () => {
  // Follows the reopening above: the customer's layout 3B is confirmed again (version 2).
  it("the buyer asks, staff decline with a reason; the buyer asks again and staff accept by reopening", async () => {
    const demo = await running();
    const url = demo.server.url;
    const customer = await apiLogin(demo, CUSTOMER);
    const designer = await apiLogin(demo, DESIGNER);
    const me = await fetch(`${url}/api/auth/user`, {
      headers: { authorization: `Bearer ${customer.token}`, origin: url },
    });
    const { id: customerId } = (await me.json()) as { id: number };
    const buyer = await openPage(demo, PHONE, { token: customer.token });
    const staff = await openPage(demo, DESKTOP, { token: designer.token });
    const buyersLayout = () => buyer.page.locator("[data-layout]").filter({ hasText: "3B" });
    const staffsLayout = () => staff.page.locator("[data-layout]").filter({ hasText: "3B" });
    /** A PNG of one pixel: what a phone's photo of a wall stands for. */
    const photo = Buffer.from(
      "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201b2b3a5f50000000049454e44ae426082",
      "hex",
    );
    const ask = async (text: string, file?: string) => {
      await buyer.page.goto(`${url}/et/dashboard`);
      await buyersLayout().getByRole("button", { name: "Küsi muudatust" }).click();
      const dialog = buyer.page.getByRole("dialog", { name: "Küsi kinnituse muutmist" });
      await dialog.getByRole("textbox", { name: "Mida soovid muuta?" }).fill(text);
      if (file)
        await dialog
          .getByLabel("Fotod või joonised (soovi korral)")
          .setInputFiles({ name: file, mimeType: "image/png", buffer: photo });
      expect(await seriousViolations(buyer.page)).toEqual([]);
      await dialog.getByRole("button", { name: "Saada soov" }).click();
      await toast(buyer.page, "Sinu soov saadeti arendajale.");
      await buyersLayout().getByRole("note").getByText(text).waitFor();
    };
    try {
      await ask("Tumedam põrand, palun.", "esiku põrand.png");
      await buyersLayout().getByRole("link", { name: "esiku põrand.png" }).waitFor();
      await shot(buyer.page, "change-request-waiting-phone");

      // Staff read it on the customer's dashboard, with its photo, and decline it with a reason.
      await staff.page.goto(`${url}/et/dashboard/${customerId}`);
      const asked = staffsLayout().getByRole("note").filter({ hasText: "Tumedam põrand, palun." });
      const attached = asked.getByRole("link", { name: "esiku põrand.png" });
      const opened = await staff.page.request.get(
        new URL((await attached.getAttribute("href")) ?? "", url).toString(),
      );
      expect(Buffer.from(await opened.body())).toEqual(photo);
      await asked.getByRole("button", { name: "Keeldu" }).click();
      const decline = staff.page.getByRole("dialog", { name: "Keeldu muutmissoovist" });
      await decline.getByRole("textbox", { name: "Põhjus" }).fill("Põrand on juba paigaldatud.");
      expect(await seriousViolations(staff.page)).toEqual([]);
      await decline.getByRole("button", { name: "Keeldu" }).click();
      await toast(staff.page, /keelduti/);

      // The buyer reads the answer, and asks for something else; staff accept it by reopening.
      await buyer.page.goto(`${url}/et/dashboard`);
      await buyersLayout().getByText("Põrand on juba paigaldatud.").waitFor();
      await ask("Valged köögiuksed.");
      await staff.page.goto(`${url}/et/dashboard/${customerId}`);
      await staffsLayout()
        .getByRole("note")
        .filter({ hasText: "Valged köögiuksed." })
        .getByRole("button", { name: "Ava muutmiseks" })
        .click();
      const reopen = staff.page.getByRole("dialog", { name: "Ava kinnitus muutmiseks" });
      await reopen.getByRole("textbox", { name: "Põhjus" }).fill("Sobib: valged uksed.");
      await reopen.getByRole("button", { name: "Ava muutmiseks" }).click();
      await toast(staff.page, /muutmiseks avatud/);

      await buyer.page.goto(`${url}/et/dashboard`);
      await buyersLayout()
        .getByText(/^Muutmissooviga nõustuti/)
        .waitFor();
      await buyersLayout().getByText("Sobib: valged uksed.").first().waitFor();
      await shot(buyer.page, "change-request-accepted-phone", true);

      // Staff read all of it in the back office's audit trail, of this layout alone.
      await staff.page.goto(`${url}/et/admin/audit`);
      await staff.page.getByRole("heading", { level: 1, name: "Tegevuslogi" }).waitFor();
      await staff.page
        .getByRole("link", { name: /planeering „3B“/ })
        .first()
        .click();
      await staff.page.getByText(/Näidatakse ainult üht planeeringut/).waitFor();
      const events = staff.page.getByRole("list", { name: "Sündmused, uuemad eespool" });
      await events
        .getByText("Avas versiooni 2 muutmiseks, kogu planeeringu — Sobib: valged uksed.")
        .waitFor();
      await events
        .getByText("Keeldus versiooni 2 muutmissoovist — Põrand on juba paigaldatud.")
        .waitFor();
      expect(await events.getByText("Esitas versiooni 2 muutmissoovi").count()).toBe(2);
      expect(await events.getByText(/^Kinnitas paketi .* versiooni 2/).count()).toBe(1);
      expect(await seriousViolations(staff.page)).toEqual([]);
      await shot(staff.page, "audit-trail-layout");
      expect(buyer.errors).toEqual([]);
      expect(staff.errors).toEqual([]);
    } finally {
      await buyer.context.close();
      await staff.context.close();
    }
  }, 300_000);
});
