/// <reference types="node" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./browser.ts";
import { DESKTOP, demoSuite, PHONE, shot, summaryShown, type Viewport, withPage } from "./demo.ts";

/*
 * "Fit my budget" in Chromium on the demo apartment's Signature package (project 1, layout 1,
 * package 4, the dearest): from the summary, a guest sets a budget below the design's total, is
 * told how far over it is, applies the suggested change (the total goes down, in the panel and on
 * the summary) and undoes it (the total comes back); a room then says how far over the budget the
 * design is and opens the same panel. A budget that is not an amount is explained.
 */

const running = demoSuite();

/** Cents of an amount as the page writes it ("14 820,00 €"). */
const centsOf = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

async function summaryTotal(page: Page): Promise<number> {
  return centsOf(await page.locator("[data-summary=total]").textContent());
}

async function panelTotal(page: Page): Promise<number> {
  return centsOf(await page.locator("[data-budget=total]").textContent());
}

describe.each([
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as [string, Viewport][])("fit my budget on %s", (name, viewport) => {
  it("sets a budget under the total, applies a suggestion that lowers it, and undoes it", async () => {
    const demo = await running();
    await withPage(demo, viewport, async (page, _demo, errors) => {
      await page.goto(`${demo.server.url}/en/4/summary?project=1&apartment_layout_id=1`);
      await summaryShown(page);
      const start = await summaryTotal(page);
      expect(start).toBeGreaterThan(0);

      await page.getByRole("button", { name: "Fit my budget" }).click();
      const panel = page.getByRole("dialog", { name: "Fit my budget" });
      await panel.waitFor();
      expect(await panelTotal(page)).toBe(start);

      const field = panel.getByRole("textbox", { name: "Your budget (€)" });
      await field.fill("a lot");
      await panel.getByRole("button", { name: "Set budget" }).click();
      await panel.getByText("Write the budget as an amount in euros").waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");

      // 300 € under the design's total: over by 300,00 €.
      const budget = start - 30_000;
      await field.fill(String(budget / 100));
      await panel.getByRole("button", { name: "Set budget" }).click();
      await expect
        .poll(() => panel.locator("[data-budget=verdict]").textContent())
        .toMatch(/^300,00\s€ over your budget$/);
      const suggestion = panel.locator("[data-budget=suggestion]").first();
      await suggestion.waitFor();
      await shot(page, `fit-budget-over-${name}`);
      expect(await seriousViolations(page)).toEqual([]);

      await suggestion.getByRole("button", { name: /^Apply/ }).click();
      await expect.poll(() => panelTotal(page)).toBeLessThanOrEqual(budget);
      await panel.getByText(/under your budget|Exactly your budget/).waitFor();
      expect(await summaryTotal(page)).toBe(await panelTotal(page));
      await shot(page, `fit-budget-applied-${name}`);

      await panel.getByRole("button", { name: "Undo last change" }).click();
      await expect.poll(() => panelTotal(page)).toBe(start);
      await panel.getByText(/Undone\./).waitFor();

      // Closed, the summary shows the design as it is again; focus is back on the button.
      await page.keyboard.press("Escape");
      await panel.waitFor({ state: "detached" });
      expect(await summaryTotal(page)).toBe(start);
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? null)).toBe(
        "Fit my budget",
      );

      // The budget stays with the apartment: a room says how the design stands against it and
      // opens the same panel.
      await page.goto(`${demo.server.url}/en/4?project=1&apartment_layout_id=1`);
      const roomStatus = page.locator("[data-budget=room-status]");
      await expect
        .poll(() => roomStatus.locator("[data-budget=verdict]").textContent(), { timeout: 60_000 })
        .toMatch(/^300,00\s€ over your budget$/);
      await roomStatus.getByRole("button", { name: "Fit my budget" }).click();
      const roomPanel = page.getByRole("dialog", { name: "Fit my budget" });
      await roomPanel.waitFor();
      await shot(page, `fit-budget-room-${name}`);

      // A budget is changed from the room too, and the room's line follows it.
      await roomPanel
        .getByRole("textbox", { name: "Your budget (€)" })
        .fill(String(start / 100 + 100));
      await roomPanel.getByRole("button", { name: "Set budget" }).click();
      await page.keyboard.press("Escape");
      await roomPanel.waitFor({ state: "detached" });
      await expect
        .poll(() => roomStatus.locator("[data-budget=verdict]").textContent())
        .toMatch(/^100,00\s€ under your budget$/);
      expect(errors).toEqual([]);
    });
  });
});
