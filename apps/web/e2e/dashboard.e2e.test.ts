/// <reference types="node" />
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations, smallFields } from "./browser.ts";
import {
  alertOf,
  apiLogin,
  DEMO_CUSTOMER as CUSTOMER,
  chooseAnother,
  DEMO_DESIGNER as DESIGNER,
  DESKTOP,
  demoSuite,
  handoverCode,
  type Login,
  openPage,
  PHONE,
  roomChoices,
  roomShown,
  shot,
  toast,
  toastGone,
  type Viewport,
} from "./demo.ts";

/*
 * The demo customer's dashboard in Chromium: the seeded apartments and packages, duplicate,
 * rename, delete, share, PDF, adding a layout and confirming on it; the designer's view of the
 * same dashboard; screenshots at desktop and phone width; axe on each state.
 */

const run = promisify(execFile);

const running = demoSuite();

async function login(who: Login) {
  return apiLogin(await running(), who);
}

/** A browser context whose persisted store `primary` holds the person's session. */
async function loggedIn(who: Login | null, viewport: Viewport = DESKTOP) {
  const demo = await running();
  const token = who ? (await login(who)).token : null;
  return { ...(await openPage(demo, viewport, { token })), url: demo.server.url };
}

async function dashboardShown(page: Page) {
  await page
    .getByRole("heading", { level: 1, name: "Kõik korterid ja paketid" })
    .waitFor({ timeout: 30_000 });
  await page.locator("[data-layout]").first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
}

function card(page: Page, name: string | RegExp) {
  return page.locator("article[data-package]").filter({
    has: page.getByRole("heading", { level: 3, name, exact: typeof name === "string" }),
  });
}

async function menuAction(page: Page, packageName: string | RegExp, action: string) {
  await card(page, packageName)
    .getByRole("button", { name: /^Rohkem toiminguid/ })
    .click();
  await page.getByRole("menuitem", { name: action }).click();
}

describe("the dashboard in Chromium", () => {
  it("lists the demo customer's apartments and packages, at desktop and phone width", async () => {
    for (const [name, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      const { context, page, errors, url } = await loggedIn(CUSTOMER, viewport);
      try {
        await page.goto(`${url}/et/dashboard`);
        await dashboardShown(page);
        await shot(page, `dashboard-${name}`);
        await shot(page, `dashboard-${name}-full`, true);
        const layouts = page.locator("[data-layout]");
        expect(await layouts.count()).toBe(2);
        // Newest first: A-1 has packages made days ago, A-4 only its confirmed company package.
        await expect
          .poll(() => layouts.locator("h2").allTextContents())
          .toEqual(["Korter 1Planeering 3A", "Korter 4Planeering 3A"]);
        expect(await layouts.first().textContent()).toContain(
          "Merelahe Kvartal, A, Korter 1, Planeering 3A",
        );

        const names = await page.locator("article[data-package] h3").allTextContents();
        expect(names).toEqual([
          "Põhjamaine",
          "Hele kodu, roheline köök",
          "Linnaloft, marmorvannituba",
          "Looduslähedane",
        ]);
        expect(await card(page, "Põhjamaine").innerText()).toContain("ETTEVÕTTE LOODUD");
        expect(await card(page, "Hele kodu, roheline köök").innerText()).toContain(
          "KASUTAJA LOODUD",
        );
        // The confirmed package: its date, no edit for the buyer, no confirm, no delete.
        const confirmed = card(page, "Looduslähedane");
        expect(await confirmed.innerText()).toMatch(/Kinnitatud \d{1,2}\. \p{L}+ \d{4}/u);
        expect(await confirmed.getByRole("link", { name: "Muuda" }).count()).toBe(0);
        expect(await confirmed.getByRole("link", { name: "Vaata" }).count()).toBe(1);
        expect(await confirmed.getByRole("button", { name: "Kinnita" }).count()).toBe(0);
        await confirmed.getByRole("button", { name: /^Rohkem toiminguid/ }).click();
        await page.getByRole("menu").waitFor();
        expect(await page.getByRole("menuitem", { name: "Kustuta" }).count()).toBe(0);
        await page.keyboard.press("Escape");
        await page.getByRole("menu").waitFor({ state: "detached" });
        // Company packages cannot be renamed or deleted.
        await card(page, "Põhjamaine")
          .getByRole("button", { name: /^Rohkem toiminguid/ })
          .click();
        await page.getByRole("menu").waitFor();
        expect(await page.getByRole("menuitem").allTextContents()).toEqual(
          name === "phone"
            ? ["Kopeeri link", "Jaga…", "Laadi alla PDF", "Tee koopia"]
            : ["Kopeeri link", "Laadi alla PDF", "Tee koopia"],
        );
        expect(await seriousViolations(page)).toEqual([]);
        await page.keyboard.press("Escape");

        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it("sends a visitor without a session to the login page", async () => {
    const { context, page, url } = await loggedIn(null);
    try {
      await page.goto(`${url}/et/dashboard`);
      await page.waitForURL(`${url}/et/auth`, { timeout: 30_000 });
    } finally {
      await context.close();
    }
  });

  it("opens a package in the configurator at its first room", async () => {
    const { context, page, url } = await loggedIn(CUSTOMER);
    try {
      await page.goto(`${url}/et/dashboard`);
      await dashboardShown(page);
      await card(page, "Põhjamaine").getByRole("link", { name: "Muuda" }).click();
      await page.waitForURL(/\/et\/1\/whole-apartment\?project=1&apartment_layout_id=1$/, {
        timeout: 30_000,
      });
    } finally {
      await context.close();
    }
  });

  it("moves focus to the new page's heading after the login and a page change, not on a page opened, a choice or a room tab", async () => {
    const { context, page, url } = await loggedIn(null);
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return active ? `${active.tagName} ${active.getAttribute("role") ?? ""}`.trim() : "";
      });
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent ?? "");
    try {
      // The page opened: focus is where the browser put it.
      await page.goto(`${url}/et/auth`);
      await page.getByRole("heading", { level: 1, name: "Logi sisse" }).waitFor();
      expect(await focused()).toBe("BODY");
      await page.getByLabel("E-posti aadress").fill(CUSTOMER.email);
      await page.getByLabel("Parool", { exact: true }).fill(CUSTOMER.password);
      await page.getByRole("button", { name: "Logi sisse" }).click();
      await dashboardShown(page);
      await expect.poll(focused).toBe("H1");
      expect(await focusedText()).toBe("Kõik korterid ja paketid");

      await card(page, "Põhjamaine").getByRole("link", { name: "Muuda" }).click();
      await roomShown(page, "Kogu korter");
      await expect.poll(focused).toBe("H1");
      expect(await focusedText()).toBe("Kogu korter");

      // A choice travels in the address: focus stays on the option chosen.
      const [group] = Object.keys(await roomChoices(page));
      await chooseAnother(page, group ?? "");
      expect(await focused()).toBe("INPUT");
      // A room tab keeps focus: it names the room it shows.
      await page.getByRole("tab").nth(1).click();
      const title = page.locator("#room-title");
      await expect.poll(() => title.textContent()).not.toBe("Kogu korter");
      const next = (await title.textContent()) ?? "";
      await roomShown(page, next);
      expect(await focused()).toBe("A tab");

      // The same room opened afresh: no focus moved.
      await page.reload();
      await roomShown(page, next);
      expect(await focused()).toBe("BODY");
    } finally {
      await context.close();
    }
  });

  it("duplicates, renames and deletes the buyer's own package", async () => {
    const { context, page, errors, url } = await loggedIn(CUSTOMER);
    try {
      await page.goto(`${url}/et/dashboard`);
      await dashboardShown(page);

      await menuAction(page, "Hele kodu, roheline köök", "Tee koopia");
      await toast(page, "Paketist tehti koopia.");
      await card(page, "Hele kodu, roheline köök (koopia)").waitFor();
      // The card by its package: while the name is edited, the card has no heading.
      const copyId = await card(page, "Hele kodu, roheline köök (koopia)").getAttribute(
        "data-package",
      );
      const copy = page.locator(`article[data-package="${copyId}"]`);
      expect(await copy.innerText()).toContain("Äsja kopeeritud");
      expect(await copy.innerText()).toContain("KASUTAJA LOODUD");

      // Rename inline: at most 50 characters; Escape leaves the old name.
      await copy.getByRole("button", { name: /^Muuda nime/ }).click();
      const field = copy.getByRole("textbox", { name: "Paketi uus nimi" });
      await field.fill("Ajutine");
      await field.press("Escape");
      await copy.getByRole("heading", { name: "Hele kodu, roheline köök (koopia)" }).waitFor();

      await copy.getByRole("button", { name: /^Muuda nime/ }).click();
      await field.fill("x".repeat(60));
      expect(await field.inputValue()).toHaveLength(50);
      await field.fill("Roheline köök, tumedam põrand");
      await copy.getByRole("button", { name: "Salvesta" }).click();
      await toast(page, "Paketi nimi on muudetud.");
      const renamed = card(page, "Roheline köök, tumedam põrand");
      await renamed.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await toastGone(page, "Paketi nimi on muudetud.");

      await menuAction(page, "Roheline köök, tumedam põrand", "Kustuta");
      const dialog = page.getByRole("dialog", {
        name: "Kustutada pakett „Roheline köök, tumedam põrand“?",
      });
      await dialog.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByRole("button", { name: "Kustuta pakett" }).click();
      await toast(page, "Pakett on kustutatud.");
      await renamed.waitFor({ state: "detached" });
      await expect
        .poll(() => page.locator("article[data-package] h3").allTextContents())
        .toEqual([
          "Põhjamaine",
          "Hele kodu, roheline köök",
          "Linnaloft, marmorvannituba",
          "Looduslähedane",
        ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("downloads a package's summary PDF with its text", async () => {
    const { context, page, url } = await loggedIn(CUSTOMER);
    const folder = await mkdtemp(path.join(os.tmpdir(), "hd-pdf-"));
    try {
      await page.goto(`${url}/et/dashboard`);
      await dashboardShown(page);
      const download = page.waitForEvent("download", { timeout: 60_000 });
      await menuAction(page, "Hele kodu, roheline köök", "Laadi alla PDF");
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/\.pdf$/);
      expect(file.suggestedFilename()).toContain("Merelahe");
      const target = path.join(folder, "summary.pdf");
      await file.saveAs(target);
      const { stdout } = await run("pdftotext", ["-layout", target, "-"]);
      expect(stdout).toContain("Hele kodu, roheline köök");
      expect(stdout).toContain("Merelahe Kvartal");
      await toast(page, "PDF on valmis!");
    } finally {
      await context.close();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("copies a short link that opens the same choices in a fresh browser", async () => {
    const { server, browser } = await running();
    const { context, page, url } = await loggedIn(CUSTOMER);
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: url });
      // The package's own summary, as its owner sees it.
      await page.goto(`${url}/et/5/summary?project=1&apartment_layout_id=1`);
      const total = page.locator("[data-summary=total]");
      await total.waitFor({ timeout: 30_000 });
      const ownTotal = await total.innerText();

      await page.goto(`${url}/et/dashboard`);
      await dashboardShown(page);
      await menuAction(page, "Hele kodu, roheline köök", "Kopeeri link");
      await toast(page, "Link kopeeritud!");
      const link = await page.evaluate(() => navigator.clipboard.readText());
      expect(link).toMatch(new RegExp(`^${server.url}/s/[A-Za-z0-9_-]+$`));

      const fresh = await browser.newContext({ viewport: DESKTOP });
      try {
        const other = await fresh.newPage();
        await other.goto(link);
        await other.waitForURL(/\/et\/custom\/summary\?/, { timeout: 30_000 });
        const otherTotal = other.locator("[data-summary=total]");
        await otherTotal.waitFor({ timeout: 30_000 });
        expect(await otherTotal.innerText()).toBe(ownTotal);
      } finally {
        await fresh.close();
      }
    } finally {
      await context.close();
    }
  });

  it("offers the link to copy by hand when the browser refuses to copy", async () => {
    const { context, page, url } = await loggedIn(CUSTOMER);
    try {
      await context.addInitScript(() => {
        Object.defineProperty(navigator, "clipboard", {
          value: { writeText: () => Promise.reject(new Error("denied")) },
        });
      });
      await page.goto(`${url}/et/dashboard`);
      await dashboardShown(page);
      await menuAction(page, "Põhjamaine", "Kopeeri link");
      const dialog = page.getByRole("dialog", { name: "Kopeeri link" });
      await dialog.waitFor();
      // The link is ready, says a toast beside the dialog (in before the page is checked).
      await toast(page, "Link on valmis!");
      expect(await dialog.innerText()).toContain("Ctrl+C");
      expect(await dialog.getByRole("textbox", { name: "Paketi link" }).inputValue()).toMatch(
        /\/s\/[A-Za-z0-9_-]+$/,
      );
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("keeps its fields' text at 16 px on a phone, so iOS does not zoom into them (zoom stays allowed)", async () => {
    const { context, page, url } = await loggedIn(CUSTOMER, PHONE);
    try {
      // The link to copy by hand shows in a field when the browser refuses to copy it.
      await context.addInitScript(() => {
        Object.defineProperty(navigator, "clipboard", {
          value: { writeText: () => Promise.reject(new Error("denied")) },
        });
      });
      await page.goto(`${url}/et/dashboard`);
      await dashboardShown(page);
      const viewport = await page.locator('meta[name="viewport"]').getAttribute("content");
      expect(viewport).not.toMatch(/maximum-scale|user-scalable/);

      const ownId = await card(page, "Hele kodu, roheline köök").getAttribute("data-package");
      const own = page.locator(`article[data-package="${ownId}"]`);
      await own.getByRole("button", { name: /^Muuda nime/ }).click();
      const name = own.getByRole("textbox", { name: "Paketi uus nimi" });
      await name.waitFor();
      expect(await smallFields(page)).toEqual([]);
      await name.press("Escape");

      await menuAction(page, "Põhjamaine", "Kopeeri link");
      const dialog = page.getByRole("dialog", { name: "Kopeeri link" });
      await dialog.getByRole("textbox", { name: "Paketi link" }).waitFor();
      expect(await smallFields(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says so on a phone whose browser cannot share", async () => {
    const { context, page, url } = await loggedIn(CUSTOMER, PHONE);
    try {
      await page.goto(`${url}/et/dashboard`);
      await dashboardShown(page);
      // The spec's alert, not a passing toast.
      expect(await alertOf(page, () => menuAction(page, "Põhjamaine", "Jaga…"))).toBe(
        "Brauser ei toeta jagamist.",
      );
    } finally {
      await context.close();
    }
  });

  it("adds a layout with the project's default package and confirms a package on it", async () => {
    const { context, page, errors, url } = await loggedIn(CUSTOMER);
    try {
      await page.goto(`${url}/et/dashboard`);
      await dashboardShown(page);
      await page.getByRole("button", { name: "Lisa korter" }).click();
      const dialog = page.getByRole("dialog", { name: "Lisa uus korter" });
      await dialog.waitFor();
      const add = dialog.getByRole("button", { name: "Lisa töölauale" });
      const pick = async (label: string, option: string) => {
        await dialog.getByRole("combobox", { name: label }).click();
        await page.getByRole("option", { name: option, exact: true }).click();
      };
      await pick("Projekt", "Merelahe Kvartal");
      await pick("Hoone", "Hoone B");
      await dialog.getByRole("combobox", { name: "Korter" }).click();
      // Apartments by number.
      const numbers = await page.getByRole("option").allTextContents();
      expect(numbers).toEqual(
        [...numbers].sort((a, b) => a.localeCompare(b, "et", { numeric: true })),
      );
      await page.getByRole("option").first().click();
      expect(await add.count()).toBe(0);
      await dialog.getByRole("combobox", { name: "Planeering" }).click();
      await page.getByRole("option").first().click();
      await add.waitFor();
      // A higher choice starts the lower ones over, and the add button goes.
      await pick("Hoone", "Hoone A");
      expect(await add.count()).toBe(0);
      // Apartment 1, which the demo customer has bought: its other layout, 3B.
      await dialog.getByRole("combobox", { name: "Korter" }).click();
      await page.getByRole("option", { name: "Korter 1", exact: true }).click();
      await dialog.getByRole("combobox", { name: "Planeering" }).click();
      await page.getByRole("option", { name: /3B/ }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await add.click();
      await toast(page, "Korter on sinu töölaual.");

      const added = page.locator("[data-layout]").first();
      await added.getByText("Äsja lisatud").waitFor();
      expect(await added.locator("h2").innerText()).toMatch(/Korter 1\s*Planeering 3B/);
      expect(await page.locator("[data-layout]").count()).toBe(3);
      const only = added.locator("article[data-package]");
      expect(await only.count()).toBe(1);
      expect(await only.innerText()).toContain("ETTEVÕTTE LOODUD");

      // Confirming is final: the date shows, edit and confirm go.
      await only.getByRole("button", { name: "Kinnita" }).click();
      const confirm = page.getByRole("dialog", { name: /^Kinnitada pakett/ });
      await confirm.waitFor();
      await confirm.getByRole("button", { name: "Kinnita pakett" }).click();
      await only.getByText(/^Kinnitatud \d/).waitFor({ timeout: 60_000 });
      expect(await only.getByRole("link", { name: "Muuda" }).count()).toBe(0);
      expect(await only.getByRole("button", { name: "Kinnita" }).count()).toBe(0);
      // A layout with a confirmed package stays on the dashboard.
      expect(await added.getByRole("button", { name: "Eemalda töölaualt" }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("says why a layout of another apartment cannot be confirmed, and removes it", async () => {
    const { context, page, url } = await loggedIn(CUSTOMER);
    try {
      await page.goto(`${url}/et/dashboard`);
      await dashboardShown(page);
      await page.getByRole("button", { name: "Lisa korter" }).click();
      const dialog = page.getByRole("dialog", { name: "Lisa uus korter" });
      for (const [label, option] of [
        ["Projekt", "Merelahe Kvartal"],
        ["Hoone", "Hoone B"],
        ["Korter", "Korter 3"],
      ] as const) {
        await dialog.getByRole("combobox", { name: label }).click();
        await page.getByRole("option", { name: option, exact: true }).click();
      }
      await dialog.getByRole("combobox", { name: "Planeering" }).click();
      await page.getByRole("option").first().click();
      await dialog.getByRole("button", { name: "Lisa töölauale" }).click();
      const added = page.locator("[data-layout]").first();
      await added.getByText("Äsja lisatud").waitFor();
      const count = await page.locator("[data-layout]").count();
      // Not the customer's apartment: they may keep packages of it, but not confirm one.
      const only = added.locator("article[data-package]");
      expect(await only.getByRole("note").innerText()).toBe(
        "Kinnitada saab ainult selle korteri ostja.",
      );
      expect(await only.getByRole("button", { name: "Kinnita" }).count()).toBe(0);

      await added.getByRole("button", { name: "Eemalda töölaualt" }).click();
      const confirm = page.getByRole("dialog", { name: "Eemaldada korter töölaualt?" });
      await confirm.getByRole("button", { name: "Eemalda töölaualt" }).click();
      await toast(page, "Korter eemaldati sinu töölaualt.");
      await expect.poll(() => page.locator("[data-layout]").count()).toBe(count - 1);
    } finally {
      await context.close();
    }
  });

  it("filters the list by apartment", async () => {
    const { context, page, url } = await loggedIn(CUSTOMER);
    try {
      await page.goto(`${url}/et/dashboard`);
      await dashboardShown(page);
      const before = await page.locator("[data-layout]").count();
      expect(before).toBeGreaterThan(1);
      await page.getByRole("combobox", { name: "Korter" }).click();
      await page.getByRole("option", { name: "Korter 4", exact: true }).click();
      await expect.poll(() => page.locator("[data-layout]").count()).toBe(1);
      expect(await page.locator("[data-layout] h2").innerText()).toContain("Korter 4");
      // The apartment's building and project follow.
      expect(await page.getByRole("combobox", { name: "Hoone" }).innerText()).toContain("Hoone A");
      await page.getByRole("button", { name: "Tühjenda filtrid" }).click();
      await expect.poll(() => page.locator("[data-layout]").count()).toBe(before);
    } finally {
      await context.close();
    }
  });

  it("lets a designer open a customer's dashboard with a one-time code, with the admin banner", async () => {
    const customer = await login(CUSTOMER);
    const designer = await login(DESIGNER);
    for (const [name, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      const { context, page, errors, url } = await loggedIn(null, viewport);
      try {
        const code = await handoverCode(await running(), designer.token);
        await page.goto(`${url}/et/dashboard/${customer.user.id}?token=${code}&name=Demo%20Buyer`);
        await dashboardShown(page);
        // The code is traded for a login of the designer's own and leaves the address.
        await page.waitForURL(
          `${url}/et/dashboard?name=Demo+Buyer&selected_user=${customer.user.id}`,
        );
        const stored = await page.evaluate(() => localStorage.getItem("primary"));
        expect(stored).toMatch(/"token":"[^"]+"/);
        expect(stored).not.toContain(code);
        const banner = page.getByRole("complementary", {
          name: "Töötad kliendi Demo Buyer töölaual",
        });
        await banner.waitFor();
        expect(await banner.innerText()).toContain(
          "loo eraldi kliendikonto teise e-posti aadressiga",
        );
        // The customer's packages, opened for the customer. Their confirmed package is the
        // company's, which nobody changes in place: staff look at it, and edit the customer's own.
        const confirmed = card(page, "Looduslähedane");
        await confirmed.waitFor();
        expect(await confirmed.getByRole("link", { name: "Muuda" }).count()).toBe(0);
        expect(await confirmed.getByRole("link", { name: "Vaata" }).getAttribute("href")).toContain(
          `selected_user=${customer.user.id}&name=Demo+Buyer`,
        );
        const edit = card(page, "Hele kodu, roheline köök").getByRole("link", { name: "Muuda" });
        expect(await edit.getAttribute("href")).toContain(
          `selected_user=${customer.user.id}&name=Demo+Buyer`,
        );
        expect(await seriousViolations(page)).toEqual([]);
        await shot(page, `dashboard-designer-${name}`);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
