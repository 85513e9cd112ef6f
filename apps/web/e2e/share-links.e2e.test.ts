/// <reference types="node" />
import { describe, expect, it } from "vitest";
import {
  boundChars,
  LINK_BOUND_TARGET,
  measureLinkLengths,
} from "../../../scripts/link-lengths.ts";
import {
  chooseOption,
  DESKTOP,
  demoSuite,
  openPage,
  openRoom,
  roomChoices,
  roomShown,
} from "./demo.ts";

/*
 * Shared links of version 3 (docs/decisions/005): at most twice the information bound of the
 * changes they carry, on the demo and on a layout of 80 rooms (what `npm run bench` writes in
 * docs/benchmarks.md), and a link the address bar holds opens the same design elsewhere.
 */

const running = demoSuite();

describe("shared links", () => {
  it(`are at most ${LINK_BOUND_TARGET}× the bound of their changes, on the demo and with 80 rooms`, async () => {
    const { server } = await running();
    const { demo, tenfold } = await measureLinkLengths(server.url);
    expect(tenfold.rooms).toBe(80);
    for (const lengths of [demo, tenfold]) {
      expect(lengths.changed).toBeGreaterThan(0);
      const bound = boundChars(lengths.changeBoundBits);
      expect(lengths.diff, JSON.stringify(lengths)).toBeLessThanOrEqual(LINK_BOUND_TARGET * bound);
      // Shorter than the same changes as database ids (version 2).
      expect(lengths.diff).toBeLessThan(lengths.ids);
    }
  });

  it("opens a link from the address bar as the same design in a fresh browser, every room", async () => {
    const demo = await running();
    const { context, page, errors } = await openPage(demo, DESKTOP);
    const other = await demo.browser.newContext({ viewport: DESKTOP });
    try {
      await page.goto(`${demo.server.url}/`);
      await page.waitForURL(/\/et\/1\/whole-apartment\?/, { timeout: 60_000 });
      await roomShown(page, "Kogu korter");
      await chooseOption(page, "Põrand", "Tamm, kalasabamuster");
      await openRoom(page, "Vannituba");
      await chooseOption(page, "Seinaplaadid", "Soe beež matt 30×60");
      await expect
        .poll(() => new URL(page.url()).searchParams.get("selections") ?? "")
        .toMatch(/^3[A-Za-z0-9_-]+$/);
      const link = page.url();
      const rooms = ["Kogu korter", "Köök", "Vannituba"];
      const before: Record<string, unknown> = {};
      for (const room of rooms) {
        await openRoom(page, room);
        before[room] = await roomChoices(page);
      }

      // The link (the bathroom's address) opened in a fresh browser: the same choices.
      const fresh = await other.newPage();
      await fresh.goto(link);
      await roomShown(fresh, "Vannituba");
      expect(await roomChoices(fresh)).toEqual(before.Vannituba);
      for (const room of rooms) {
        await openRoom(fresh, room);
        await expect.poll(() => roomChoices(fresh)).toEqual(before[room]);
      }
      expect(errors).toEqual([]);
    } finally {
      await other.close();
      await context.close();
    }
  });
});
