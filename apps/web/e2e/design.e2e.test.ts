/// <reference types="node" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./browser.ts";
import {
  chooseOption,
  chosenOption,
  closeGroup,
  DESKTOP,
  demoSuite,
  escapeRegExp,
  groupOptions,
  openPage,
  openRoom,
  PHONE,
  roomChoices,
  roomShown,
  shot,
  summaryShown,
  type Viewport,
} from "./demo.ts";

/*
 * The buyer's design end to end on the demo apartment (project 1, layout 1): choices in several
 * rooms, restrictions within and across rooms, the summary's total, the link in a fresh browser,
 * damaged and outdated links, the terms dialog and the not-found rules.
 */

const VIEWPORTS = [
  { name: "desktop", ...DESKTOP, phone: false },
  { name: "phone", ...PHONE, phone: true },
] as const;

const ROOMS = [
  "Kogu korter",
  "Esik",
  "Köök",
  "Elutuba",
  "Magamistuba",
  "Lastetuba",
  "Vannituba",
  "WC",
];
const LAYOUT_QUERY = "project=1&apartment_layout_id=1";

const running = demoSuite();

async function newPage(viewport: Viewport) {
  return openPage(await running(), viewport);
}

/** Holds back the calls matching `pattern` until the answered function is called. */
async function holdCalls(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Opens the summary from the kitchen: a summary address carries every room's choices in its
 * page, a room's page only its own, so the summary then loads the other rooms as it shows.
 */
async function summaryFromKitchen(page: Page, url: string) {
  await page.goto(`${url}/et/1/kitchen?${LAYOUT_QUERY}`);
  await page.getByRole("heading", { level: 1, name: "Köök", exact: true }).waitFor();
  await page.getByRole("tab", { name: /^Kokkuvõte/ }).click();
}

/** Whether the element's box lies within the window (run in the page). */
function inViewport(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
}

/** Phones show the package selector when it is switched on in the menu. */
async function showPackageBar(page: Page, phone: boolean) {
  if (!phone || (await page.locator("#package-select").isVisible())) return;
  await page.getByRole("button", { name: "Ava menüü" }).click();
  await page.getByRole("switch", { name: "Näita paketivalikut" }).click();
}

async function pickPackage(page: Page, label: string, phone: boolean) {
  await showPackageBar(page, phone);
  await page.locator("#package-select").click();
  await page.getByRole("option", { name: new RegExp(`^${escapeRegExp(label)}`) }).click();
}

const chosen = chosenOption;
const choose = chooseOption;

async function pictureLayers(page: Page): Promise<string[]> {
  return page
    .locator("figure[role=img] img")
    .evaluateAll((images) => images.map((img) => img.getAttribute("src") ?? ""));
}

/** Every room's chosen options (by group) and picture layers, visited through the room tabs. */
async function everyRoom(page: Page) {
  const rooms: Record<string, { choices: Record<string, string | null>; layers: string[] }> = {};
  for (const room of ROOMS) {
    await openRoom(page, room);
    const choices = await roomChoices(page);
    rooms[room] = { choices, layers: await pictureLayers(page) };
  }
  return rooms;
}

/** "1 180,50 €" (Estonian format, any kind of space) → cents. */
function cents(text: string | null): number {
  const digits = (text ?? "").replace(/[^\d,-]/g, "").replace(",", ".");
  return Math.round(Number(digits) * 100);
}

async function summaryText(page: Page): Promise<string[]> {
  return page
    .locator("main section")
    .evaluateAll((sections) => sections.map((s) => (s as HTMLElement).innerText));
}

describe("the buyer's design in Chromium", () => {
  for (const viewport of VIEWPORTS) {
    it(`carries choices across rooms into the summary and a shared link (${viewport.name})`, async () => {
      const { server, browser } = await running();
      const { context, page, errors } = await newPage(viewport);
      const { phone } = viewport;
      try {
        await page.goto(`${server.url}/`);
        await page.waitForURL(/\/et\/1\/whole-apartment\?/, { timeout: 60_000 });
        await roomShown(page, "Kogu korter");

        // A package from the selector: its own choices, no choices in the address.
        await pickPackage(page, "Linnaloft", phone);
        await page.waitForURL((url) => url.pathname === "/et/2/whole-apartment");
        await roomShown(page, "Kogu korter");
        expect(new URL(page.url()).searchParams.has("selections")).toBe(false);
        // The package's choices come from answers already loaded, drawn in a transition that a
        // busy machine may finish after the address has changed.
        await expect.poll(() => chosen(page, "Põrand")).toBe("Suitsutatud tamm, laudparkett");

        // The whole apartment's floor reaches the kitchen's picture (the kitchen follows the floor).
        await openRoom(page, "Köök");
        const kitchenBefore = await pictureLayers(page);
        await openRoom(page, "Kogu korter");
        await choose(page, "Põrand", "Tamm, kalasabamuster");
        const afterChange = new URL(page.url());
        expect(afterChange.searchParams.get("compressed_selections")).toBe("true");
        // Version 3: positions in the layout's slots, once every room is loaded.
        expect(afterChange.searchParams.get("selections")).toMatch(/^3[A-Za-z0-9_-]+$/);
        // The changed company package is now the buyer's own combination.
        await expect.poll(() => page.locator("#package-select").textContent()).toBe("Kohandatud");
        await openRoom(page, "Köök");
        const kitchenAfter = await pictureLayers(page);
        expect(kitchenAfter).not.toEqual(kitchenBefore);
        expect(kitchenAfter.some((src) => src.includes("herringbone"))).toBe(true);

        // Kitchen worktop → sink: a laminate worktop takes an inset sink.
        expect(await chosen(page, "Valamu")).toBe("Roostevaba teras, altpaigaldatav");
        await choose(page, "Tööpind", "Laminaat, hele betoon");
        await expect.poll(() => chosen(page, "Valamu")).toBe("Roostevaba teras, pealtpaigaldatav");

        // Bathroom wall tile → grout, and the room picture follows the tile.
        await openRoom(page, "Vannituba");
        const bathBefore = await pictureLayers(page);
        expect(await chosen(page, "Vuugitäide")).toBe("Antratsiit");
        await choose(page, "Seinaplaadid", "Soe beež matt 30×60");
        await expect.poll(() => chosen(page, "Vuugitäide")).toBe("Hõbehall");
        const bathAfter = await pictureLayers(page);
        expect(bathAfter).not.toEqual(bathBefore);
        expect(bathAfter.some((src) => src.includes("ba-walls/warm-beige"))).toBe(true);
        await shot(page, `design-room-custom-${viewport.name}`);

        // A reload keeps the unsaved changes.
        await page.reload();
        await roomShown(page, "Vannituba");
        expect(await chosen(page, "Seinaplaadid")).toBe("Soe beež matt 30×60");

        const design = await everyRoom(page);
        expect(design["Kogu korter"]?.choices.Põrand).toBe("Tamm, kalasabamuster");

        // The summary: every shown price adds up to the total, VAT included.
        await openRoom(page, "Kokkuvõte");
        const prices = await page.locator("[data-summary=price]").allTextContents();
        expect(prices.length).toBeGreaterThan(20);
        const total = await page.locator("[data-summary=total]").textContent();
        expect(cents(total)).toBe(prices.reduce((sum, price) => sum + cents(price), 0));
        expect(cents(total)).toBeGreaterThan(0);
        await expect(page.getByText("Kokku koos käibemaksuga").isVisible()).resolves.toBe(true);
        await shot(page, `summary-${viewport.name}`);
        if (phone) {
          await shot(page, `summary-${viewport.name}-full`, true);
        } else {
          // On desktop the summary scrolls inside the screen: its end, with the last rooms.
          await page.locator("main").evaluate((main) => main.scrollTo(0, main.scrollHeight));
          await shot(page, `summary-${viewport.name}-end`);
          await page.locator("main").evaluate((main) => main.scrollTo(0, 0));
        }
        expect(await seriousViolations(page)).toEqual([]);
        const summary = await summaryText(page);

        // The address bar alone reproduces the design in a fresh browser.
        const link = page.url();
        const fresh = await browser.newContext({ viewport });
        try {
          const other = await fresh.newPage();
          await other.goto(link);
          await summaryShown(other);
          expect(await summaryText(other)).toEqual(summary);
          expect(await other.locator("[data-summary=total]").textContent()).toBe(total);
          expect(await everyRoom(other)).toEqual(design);
          await showPackageBar(other, phone);
          await expect
            .poll(() => other.locator("#package-select").textContent())
            .toBe("Kohandatud");
        } finally {
          await fresh.close();
        }

        // Picking a package asks first, then starts over from that package's own choices.
        await pickPackage(page, "Põhjamaine", phone);
        const prompt = page.getByRole("dialog", { name: "Salvestamata muudatused" });
        await prompt.waitFor();
        await prompt.getByRole("button", { name: "Loobu" }).click();
        await prompt.waitFor({ state: "detached" });
        expect(new URL(page.url()).pathname).toBe("/et/2/summary");
        expect(await page.locator("[data-summary=total]").textContent()).toBe(total);
        await pickPackage(page, "Põhjamaine", phone);
        await prompt.getByRole("button", { name: "Vali pakett" }).click();
        await page.waitForURL((url) => url.pathname === "/et/1/summary");
        await summaryShown(page);
        expect(new URL(page.url()).searchParams.has("selections")).toBe(false);
        expect(await page.locator("[data-summary=total]").textContent()).not.toBe(total);
        await expect.poll(() => page.locator("#package-select").textContent()).toBe("Põhjamaine");

        // A summary line's "change" opens its room at that group: on a phone, in its sheet.
        await page.getByRole("link", { name: "Muuda valikut: Seinaplaadid, Vannituba" }).click();
        if (phone) {
          // The room opens with the group's sheet over it at once (its code was fetched while
          // the browser was idle), so the room behind it is hidden from the accessibility tree.
          await page.getByRole("dialog", { name: "Seinaplaadid" }).waitFor();
          await page
            .getByRole("heading", { level: 1, name: "Vannituba", exact: true, includeHidden: true })
            .waitFor({ state: "attached" });
        } else {
          await roomShown(page, "Vannituba");
          const group = page.getByRole("heading", { level: 2, name: "Seinaplaadid", exact: true });
          await expect.poll(() => group.evaluate(inViewport)).toBe(true);
        }
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("writes a choice into the address with one history update, and moves do not bring back a link's older choices", async () => {
    const { server, browser } = await running();
    const { context, page, errors } = await newPage(DESKTOP);
    const other = await browser.newContext({ viewport: DESKTOP });
    try {
      await page.goto(`${server.url}/`);
      await page.waitForURL(/\/et\/1\/whole-apartment\?/, { timeout: 60_000 });
      await roomShown(page, "Kogu korter");
      await choose(page, "Põrand", "Tamm, kalasabamuster");
      const link = page.url();
      expect(new URL(link).searchParams.get("compressed_selections")).toBe("true");
      expect(new URL(link).searchParams.get("selections")).toMatch(/^3/);

      // The link in a fresh browser, where the choice is changed once more.
      const fresh = await other.newPage();
      await fresh.goto(link);
      await roomShown(fresh, "Kogu korter");
      expect(await chosen(fresh, "Põrand")).toBe("Tamm, kalasabamuster");
      type Counted = { historyCounts: { replace: number; push: number } };
      await fresh.evaluate(() => {
        const counts = { replace: 0, push: 0 };
        (window as unknown as Counted).historyCounts = counts;
        const { replaceState, pushState } = window.history;
        window.history.replaceState = (...args: Parameters<History["replaceState"]>) => {
          counts.replace += 1;
          replaceState.apply(window.history, args);
        };
        window.history.pushState = (...args: Parameters<History["pushState"]>) => {
          counts.push += 1;
          pushState.apply(window.history, args);
        };
      });
      await choose(fresh, "Põrand", "Suitsutatud tamm, laudparkett");
      const changed = new URL(fresh.url()).searchParams.get("selections");
      expect(changed).not.toBe(new URL(link).searchParams.get("selections"));
      await expect
        .poll(() => fresh.evaluate(() => (window as unknown as Counted).historyCounts))
        .toEqual({ replace: 1, push: 0 });

      // The save dialog opens and closes with the query it was given: the change stays.
      await fresh.getByRole("link", { name: "Salvesta uue nimega" }).first().click();
      await fresh.getByRole("dialog").waitFor();
      await fresh.keyboard.press("Escape");
      await fresh.waitForURL((url) => url.pathname === "/et/1/whole-apartment");
      await roomShown(fresh, "Kogu korter");
      await expect.poll(() => chosen(fresh, "Põrand")).toBe("Suitsutatud tamm, laudparkett");
      await expect.poll(() => new URL(fresh.url()).searchParams.get("selections")).toBe(changed);
      expect(errors).toEqual([]);
    } finally {
      await other.close();
      await context.close();
    }
  });

  it("shows the share of rooms loaded while the summary waits for them", async () => {
    const { server } = await running();
    const { context, page, errors } = await newPage(DESKTOP);
    try {
      // The WC's choices (the last of 8 rooms) are held back until the spinner has been seen.
      const release = await holdCalls(page, /\/api\/project\/1\/tabs\/8\?/);
      await summaryFromKitchen(page, server.url);
      const progress = page.getByRole("progressbar", { name: "Laaditud ruume" });
      await progress.waitFor({ timeout: 30_000 });
      // 7 of 8 rooms: 87.5 %, rounded down.
      await expect.poll(() => progress.getAttribute("aria-valuenow")).toBe("87");
      await page.getByText("87 %").waitFor();
      // Once the bar has glided to its width.
      await shot(page, "summary-loading-desktop");
      release();
      await summaryShown(page);
      await expect(progress.count()).resolves.toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("applies a choice made while other rooms still load, and keeps it once they arrive", async () => {
    const { server } = await running();
    const { context, page, errors } = await newPage(DESKTOP);
    try {
      // Every room but the kitchen (3) and the whole apartment (1) is held back until the choice.
      const release = await holdCalls(page, /\/api\/project\/1\/tabs\/(?!1\?|3\?)\d+\?/);
      await page.goto(`${server.url}/et/1/kitchen?${LAYOUT_QUERY}`);
      await page.getByRole("heading", { level: 1, name: "Köök", exact: true }).waitFor({
        timeout: 30_000,
      });
      await choose(page, "Tööpind", "Kvartskivi, valge marmorjas");
      // Restrictions within the room apply at once: quartz takes an undermounted sink.
      expect(await chosen(page, "Valamu")).toBe("Roostevaba teras, altpaigaldatav");
      await page.getByText("Muudetud", { exact: true }).waitFor();

      release();
      await page.waitForLoadState("networkidle");
      expect(await chosen(page, "Tööpind")).toBe("Kvartskivi, valge marmorjas");
      await page.waitForURL((url) => url.searchParams.get("compressed_selections") === "true");
      await openRoom(page, "Kokkuvõte");
      await page.getByText("Kvartskivi, valge marmorjas").waitFor();
      await page.getByText("Roostevaba teras, altpaigaldatav").waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("marks as changed only the rooms whose own choices differ from the package's", async () => {
    const { server } = await running();
    for (const viewport of VIEWPORTS) {
      const { context, page, errors } = await newPage(viewport);
      try {
        const changed = page.getByText("Muudetud", { exact: true });
        await page.goto(`${server.url}/et/1/whole-apartment?${LAYOUT_QUERY}`);
        await roomShown(page, "Kogu korter");
        expect(await changed.count()).toBe(0);

        // The whole apartment's doors: the hallway's entrance door follows them (across rooms).
        await choose(page, "Siseuksed", "Tammespooniga uks");
        await changed.waitFor();
        await openRoom(page, "Esik");
        expect(await chosen(page, "Välisukse sisepool")).toBe("Tammespoon");
        await changed.waitFor();
        await shot(page, `changed-room-${viewport.name}`);
        // Rooms nothing reached are as the package has them.
        for (const room of ["Köök", "Vannituba"]) {
          await openRoom(page, room);
          expect(await changed.count(), room).toBe(0);
        }

        // The doors back as the package has them: no room is marked, not even the hallway.
        await openRoom(page, "Kogu korter");
        await choose(page, "Siseuksed", "Valge sile uks");
        await expect.poll(() => changed.count()).toBe(0);
        await openRoom(page, "Esik");
        expect(await chosen(page, "Välisukse sisepool")).toBe("Valge sile");
        expect(await changed.count()).toBe(0);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it("resets the package to the first option of every group, after asking", async () => {
    const { server } = await running();
    for (const viewport of VIEWPORTS) {
      const { context, page, errors } = await newPage(viewport);
      try {
        // Urban Loft: a package whose kitchen is not every group's first option.
        await page.goto(`${server.url}/et/2/kitchen?${LAYOUT_QUERY}`);
        await roomShown(page, "Köök");
        await choose(page, "Tööpind", "Kvartskivi, valge marmorjas");
        await showPackageBar(page, viewport.phone);
        await page.getByRole("button", { name: "Lähtesta pakett" }).click();
        const dialog = page.getByRole("dialog", { name: "Lähtestada pakett?" });
        await dialog.waitFor();
        await shot(page, `package-reset-${viewport.name}`);
        await dialog.getByRole("button", { name: "Lähtesta", exact: true }).click();
        await dialog.waitFor({ state: "detached" });
        // Every group's first option: the worktop's and the sink's first.
        for (const title of ["Tööpind", "Valamu"]) {
          const options = await groupOptions(page, title);
          const first = await options.getByRole("radio").first().getAttribute("aria-label");
          await closeGroup(page);
          await expect.poll(() => chosen(page, title)).toBe(first);
        }
        // The kitchen's choices now differ from the package's.
        await page.getByText("Muudetud", { exact: true }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it("keeps the rest usable while a room fails to load, and brings it with a retry", async () => {
    const { server } = await running();
    const { context, page, errors } = await newPage(DESKTOP);
    try {
      let failing = true;
      await page.route(/\/api\/project\/1\/tabs\/8\?/, (route) =>
        failing
          ? route.fulfill({
              status: 503,
              contentType: "application/json",
              body: JSON.stringify({ message: "Service unavailable" }),
            })
          : route.continue(),
      );
      await summaryFromKitchen(page, server.url);
      const notice = page.getByRole("alert").filter({ hasText: "ei õnnestunud laadida" });
      await notice.waitFor({ timeout: 30_000 });
      // The summary says what it waits for instead of spinning, and the rooms stay open.
      await page.getByText("Kokkuvõte kuvatakse, kui kõigi ruumide valikud on laaditud.").waitFor();
      await shot(page, "summary-room-failed-desktop");
      await openRoom(page, "Köök");
      await choose(page, "Tööpind", "Kvartskivi, valge marmorjas");

      failing = false;
      await notice.getByRole("button", { name: "Proovi uuesti" }).click();
      await notice.waitFor({ state: "detached", timeout: 30_000 });
      await openRoom(page, "Kokkuvõte");
      await page.getByText("Kvartskivi, valge marmorjas").waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("opens a damaged link with a notice and the package's choices", async () => {
    const { server } = await running();
    const { context, page, errors } = await newPage(DESKTOP);
    try {
      await page.goto(
        `${server.url}/et/2/kitchen?${LAYOUT_QUERY}&selections=1%21%21&compressed_selections=true`,
      );
      await roomShown(page, "Köök");
      await page.getByText("Lingi valikuid ei õnnestunud lugeda.").waitFor();
      expect(await chosen(page, "Tööpind")).toBe("Keraamiline, tume kivi");
      // The unreadable choices leave the address; the package stays.
      await page.waitForURL((url) => !url.searchParams.has("selections"));
      await expect.poll(() => page.locator("#package-select").textContent()).toBe("Linnaloft");
      await shot(page, "design-link-damaged-desktop");
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Sulge teade" }).click();
      await page.getByText("Lingi valikuid ei õnnestunud lugeda.").waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("opens a link naming options that no longer exist with the rest applied", async () => {
    const { server } = await running();
    const { context, page, errors } = await newPage(PHONE);
    try {
      // Kitchen (room 3) worktop (group 11) quartz (38); an unknown room and an unknown option.
      const selections = encodeURIComponent(
        JSON.stringify([
          [3, 11, 38],
          [99, 11, 38],
          [3, 11, 99_999],
        ]),
      );
      await page.goto(`${server.url}/et/custom/kitchen?${LAYOUT_QUERY}&selections=${selections}`);
      await roomShown(page, "Köök");
      await page.getByText("Mõnda lingi valikut enam ei ole.").waitFor();
      await page.getByText("Välja jäetud valikuid: 2.", { exact: false }).waitFor();
      expect(await chosen(page, "Tööpind")).toBe("Kvartskivi, valge marmorjas");
      // Quartz takes an undermounted sink.
      expect(await chosen(page, "Valamu")).toBe("Roostevaba teras, altpaigaldatav");
      // The address now carries the compact code of what was applied.
      await page.waitForURL((url) => url.searchParams.get("compressed_selections") === "true");
      await shot(page, "design-link-unknown-phone");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows the terms in a keyboard-usable dialog over the summary", async () => {
    const { server } = await running();
    const { context, page, errors } = await newPage(DESKTOP);
    try {
      await page.goto(`${server.url}/et/1/summary/terms?${LAYOUT_QUERY}`);
      const dialog = page.getByRole("dialog", { name: "Kasutustingimused" });
      await dialog.waitFor({ timeout: 30_000 });
      // The demo's own terms, read as the dialog opens.
      await dialog
        .getByRole("heading", { level: 3, name: "6. Kohaldatav õigus ja vaidlused" })
        .waitFor();
      await expect(dialog.getByRole("heading", { level: 3 }).count()).resolves.toBe(6);
      await summaryShown(page);
      await shot(page, "summary-terms-desktop");
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press("Escape");
      await page.waitForURL((url) => url.pathname === "/et/1/summary");
      await dialog.waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("sends unknown packages and rooms to the not-found page, and asks for a missing layout", async () => {
    const { server } = await running();
    const { context, page } = await newPage(DESKTOP);
    try {
      for (const target of [`/et/999/kitchen?${LAYOUT_QUERY}`, `/et/1/attic?${LAYOUT_QUERY}`]) {
        await page.goto(`${server.url}${target}`);
        await page.waitForURL((url) => url.pathname === "/et/404", { timeout: 30_000 });
        await page.getByRole("heading", { name: /Sisu ei leitud/ }).waitFor();
      }
      // A shared link whose package has gone still opens its choices, as the buyer's own design.
      const selections = encodeURIComponent("[[3,11,38]]");
      await page.goto(`${server.url}/et/999?${LAYOUT_QUERY}&selections=${selections}`);
      await page.waitForURL((url) => url.pathname === "/et/custom/whole-apartment", {
        timeout: 30_000,
      });
      await openRoom(page, "Köök");
      expect(await chosen(page, "Tööpind")).toBe("Kvartskivi, valge marmorjas");

      await page.goto(`${server.url}/et/1/kitchen?project=1`);
      await page.getByRole("heading", { name: "Sisu ei leitud" }).waitFor({ timeout: 30_000 });
      await page.getByText("Kontrolli projekti ja/või planeeringu ID-d.").waitFor();
    } finally {
      await context.close();
    }
  });
});
