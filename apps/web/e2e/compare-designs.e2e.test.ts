/// <reference types="node" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./browser.ts";
import { apiLogin, DEMO_CUSTOMER, DESKTOP, demoSuite, openPage, PHONE, shot } from "./demo.ts";

/*
 * Compare designs in Chromium: the demo customer opens the comparison from the dashboard (their
 * two own packages of apartment A-1 and the company's "Põhjamaine") and from a summary, reads the
 * differences, the room prices and the totals at desktop width, steps and swipes through the
 * designs on a phone, and shares the address: the same comparison for them, and nothing of their
 * own packages for a guest.
 */

const running = demoSuite();

/** The comparison's address as the first test leaves it, which the guest then opens. */
let shared = "";

const OWN = ["Linnaloft, marmorvannituba", "Hele kodu, roheline köök"];
const COMPANY = "Põhjamaine";

/** An amount as the Estonian page writes it ("1 234,56 €", "+90,00 €", "−12,00 €") in cents. */
function cents(text: string): number {
  const match = /([+\u2212-]?)([\d\s\u00a0\u202f]+),(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const value = Number((match[2] ?? "").replace(/\D/g, "")) * 100 + Number(match[3]);
  return match[1] === "\u2212" || match[1] === "-" ? -value : value;
}

async function comparisonShown(page: Page) {
  await page.getByRole("heading", { level: 1, name: "Võrdle kujundusi" }).waitFor({
    timeout: 30_000,
  });
}

/** Each design's name and total, as the top of the comparison shows them. */
async function designTotals(page: Page) {
  const cards = page.locator("li", { has: page.getByTestId("design-total") });
  const names = await cards.locator("h2").allTextContents();
  const totals = (await page.getByTestId("design-total").allTextContents()).map(cents);
  return { names, totals };
}

describe("comparing designs in Chromium", () => {
  it("compares three designs of a layout room by room, and opens the same comparison from its address", async () => {
    const demo = await running();
    const { token } = await apiLogin(demo, DEMO_CUSTOMER);
    const { context, page, errors } = await openPage(demo, DESKTOP, { token });
    try {
      await page.goto(`${demo.server.url}/et/dashboard`);
      const layout = page.locator("[data-layout]", {
        has: page.getByRole("heading", { level: 2, name: /Korter 1/ }),
      });
      await layout.getByRole("link", { name: "Võrdle kujundusi" }).click({ timeout: 30_000 });
      await comparisonShown(page);
      await page.getByTestId("design-total").first().waitFor({ timeout: 30_000 });
      shared = page.url();
      expect(new URL(shared).pathname).toBe("/et/compare");

      const { names, totals } = await designTotals(page);
      // The buyer's own designs first, newest first, then the company's.
      expect(names).toEqual([...OWN, COMPANY]);
      const differences = (await page.getByTestId("design-difference").allTextContents()).slice(1);
      expect(differences.map(cents)).toEqual(totals.slice(1).map((t) => t - (totals[0] ?? 0)));

      // Every room's prices add up to each design's total, and a room's difference is its price
      // against the first design's.
      // Read in one go: on a busy machine every round trip to the page takes its time.
      const rooms = await page.evaluate(() =>
        [...document.querySelectorAll("main section[aria-labelledby^='compare-room-']")].map(
          (room) => ({
            prices: [...room.querySelectorAll("tfoot td")].map((cell) => [
              cell.querySelectorAll("span")[0]?.textContent ?? "",
              cell.querySelectorAll("span")[1]?.textContent ?? "",
            ]),
            rows: [...room.querySelectorAll("tbody tr")]
              .filter((row) => row.querySelector("th"))
              .map((row) =>
                [...row.querySelectorAll("td")].map(
                  (cell) => cell.querySelector("span")?.textContent ?? "",
                ),
              ),
            pictures: room.querySelectorAll("[role='img']").length,
          }),
        ),
      );
      expect(rooms.length).toBeGreaterThan(3);
      const sums = [0, 0, 0];
      for (const room of rooms) {
        room.prices.forEach(([price], i) => {
          sums[i] = (sums[i] ?? 0) + cents(price ?? "");
        });
        for (const [i, [price, difference]] of room.prices.entries()) {
          if (i === 0 || difference === "Vahet pole") continue;
          expect(cents(difference ?? "")).toBe(
            cents(price ?? "") - cents(room.prices[0]?.[0] ?? ""),
          );
        }
        // Only the differing choices are listed: each row names options that are not all the same.
        for (const options of room.rows) expect(new Set(options).size).toBeGreaterThan(1);
        expect(room.pictures).toBe(3);
      }
      const listed = rooms.reduce((count, room) => count + room.rows.length, 0);
      expect(sums).toEqual(totals);
      expect(listed).toBeGreaterThan(0);

      await shot(page, "compare-desktop");
      await shot(page, "compare-desktop-full", true);
      expect(await seriousViolations(page)).toEqual([]);

      // Every choice, the same ones too.
      await page.getByRole("checkbox", { name: "Näita kõiki valikuid" }).check();
      const allRows = await page.locator("main tbody tr:has(th)").count();
      expect(allRows).toBeGreaterThan(listed);

      // A design opens in the configurator from its column.
      const open = page.getByRole("link", { name: "Ava sisekujundajas" }).last();
      expect(await open.getAttribute("href")).toMatch(
        /^\/et\/\d+\?project=\d+&apartment_layout_id=\d+/,
      );

      // The address is the comparison: opened again, the same designs and totals.
      const again = await context.newPage();
      await again.goto(shared);
      await comparisonShown(again);
      await again.getByTestId("design-total").first().waitFor({ timeout: 30_000 });
      expect(await designTotals(again)).toEqual({ names, totals });
      await again.close();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it("opens the comparison from the summary and from a room, the package on screen first", async () => {
    const demo = await running();
    const { token } = await apiLogin(demo, DEMO_CUSTOMER);
    const { context, page, errors } = await openPage(demo, DESKTOP, { token });
    try {
      await page.goto(shared);
      await comparisonShown(page);
      // The summary of the company's design, the last column's.
      const open = page.getByRole("link", { name: "Ava sisekujundajas" }).last();
      const room = new URL((await open.getAttribute("href")) ?? "", demo.server.url);
      const summary = new URL(room);
      summary.pathname += "/summary";
      await page.goto(summary.href);
      await page.getByRole("link", { name: "Võrdle kujundusi" }).click({ timeout: 60_000 });
      await comparisonShown(page);
      await page.getByTestId("design-total").first().waitFor({ timeout: 30_000 });
      expect((await designTotals(page)).names).toEqual([COMPANY, ...OWN]);

      // A room offers the same, under its selections.
      await page.goto(room.href);
      await page.getByRole("link", { name: "Võrdle kujundusi" }).click({ timeout: 60_000 });
      await comparisonShown(page);
      await page.getByTestId("design-total").first().waitFor({ timeout: 30_000 });
      expect((await designTotals(page)).names).toEqual([COMPANY, ...OWN]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);

  it("shows a guest with the same link the company's design only: the buyer's own are private", async () => {
    const demo = await running();
    expect(shared).not.toBe("");
    const guest = await openPage(demo, DESKTOP);
    try {
      await guest.page.goto(shared);
      await comparisonShown(guest.page);
      await guest.page
        .getByText("Võrdlemiseks vali vähemalt kaks kujundust.")
        .waitFor({ timeout: 30_000 });
      const notes = guest.page.getByText(
        "Seda kujundust ei saa näidata: see on privaatne või seda pole enam.",
      );
      expect(await notes.count()).toBe(2);
      const text = (await guest.page.locator("main").textContent()) ?? "";
      for (const name of OWN) expect(text).not.toContain(name);
      expect(guest.errors).toEqual([]);
    } finally {
      await guest.context.close();
    }
  }, 300_000);

  it("shows one design at a time on a phone, stepped with buttons or swiped", async () => {
    const demo = await running();
    const { token } = await apiLogin(demo, DEMO_CUSTOMER);
    const { context, page, errors } = await openPage(demo, PHONE, { token, touch: true });
    try {
      await page.goto(`${demo.server.url}/et/dashboard`);
      const layout = page.locator("[data-layout]", {
        has: page.getByRole("heading", { level: 2, name: /Korter 1/ }),
      });
      await layout.getByRole("link", { name: "Võrdle kujundusi" }).click({ timeout: 30_000 });
      await comparisonShown(page);
      const position = page.locator("[aria-live='polite']", { hasText: /^Kujundus \d\/3/ });
      await position.waitFor({ timeout: 30_000 });
      expect(await position.textContent()).toBe(`Kujundus 1/3: ${OWN[0]}`);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await shot(page, "compare-phone");
      await shot(page, "compare-phone-full", true);
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole("button", { name: "Järgmine kujundus" }).click();
      await expect.poll(() => position.textContent()).toBe(`Kujundus 2/3: ${OWN[1]}`);
      // The second design's differences are listed with its options, room by room.
      const lists = page.locator("dl[aria-label^='Mis erineb']");
      expect(await lists.count()).toBeGreaterThan(0);

      // A swipe to the left shows the next design, one to the right the one before.
      const swipe = async (fromX: number, toX: number) => {
        const box = await page.getByTestId("compare-slide").boundingBox();
        const y = Math.max(box?.y ?? 300, 200) + 40;
        const cdp = await context.newCDPSession(page);
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchStart",
          touchPoints: [{ x: fromX, y }],
        });
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: [{ x: (fromX + toX) / 2, y: y + 2 }],
        });
        await cdp.send("Input.dispatchTouchEvent", {
          type: "touchMove",
          touchPoints: [{ x: toX, y: y + 4 }],
        });
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
        await cdp.detach();
      };
      await swipe(330, 60);
      await expect.poll(() => position.textContent()).toBe(`Kujundus 3/3: ${COMPANY}`);
      expect(await page.getByRole("button", { name: "Järgmine kujundus" }).isDisabled()).toBe(true);
      await shot(page, "compare-phone-third");
      await swipe(60, 330);
      await expect.poll(() => position.textContent()).toBe(`Kujundus 2/3: ${OWN[1]}`);
      await page.getByRole("button", { name: "Eelmine kujundus" }).click();
      await expect.poll(() => position.textContent()).toBe(`Kujundus 1/3: ${OWN[0]}`);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  }, 300_000);
});
