/// <reference types="node" />
import { existsSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, type Page } from "playwright-core";

/**
 * Nothing outside this machine is reached: every other host fails to resolve at once, in the
 * browser's own resolver; a test that needs an outside page routes it to a stand-in. (A route that
 * answered every outside address had each request of every page pass through the test's process,
 * which cost the browser and the test a tenth of their CPU and turned off the browser's cache.)
 */
const LOCAL_ONLY =
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.localhost";

/** The system Chromium (never a downloaded browser); missing, it fails the run. */
export async function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium is not at ${executablePath}: install the Debian package \`chromium\` or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({
    executablePath,
    args: [...CHROMIUM_FLAGS, LOCAL_ONLY],
  });
}

/**
 * Serious or critical accessibility problems on the page as it is now. Waits for
 * entry animations (dialogs fading in, menus rising) to end first: axe measures
 * colour contrast on what is painted, and a half-faded button would fail it. `exclude` leaves out
 * pictures a page draws in colours it does not choose (a company's brand colours as typed).
 */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<string[]> {
  // Colours are read as shown: nothing half faded in. A toast starts its entrance a frame after
  // it is added (sonner marks it mounted then), so one not yet mounted is waited for too.
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .every((a) => a.playState !== "running") &&
      document.querySelectorAll('[data-sonner-toast][data-mounted="false"]').length === 0,
  );
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const audit = await builder.analyze();
  return audit.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

/**
 * The page's visible text fields whose text is under 16 px, as `name size`: iOS zooms into such a
 * field when it is focused (zoom itself stays allowed).
 */
export async function smallFields(page: Page): Promise<string[]> {
  return page.$$eval("input, select, textarea", (fields) =>
    fields
      .filter((field) => field.getClientRects().length > 0)
      .filter(
        (field) =>
          !(field instanceof HTMLInputElement) ||
          !["checkbox", "radio", "range", "color", "file", "hidden"].includes(field.type),
      )
      .map((field) => ({ field, size: Number.parseFloat(getComputedStyle(field).fontSize) }))
      .filter(({ size }) => size < 16)
      .map(({ field, size }) => `${field.getAttribute("name") ?? field.id} ${size}`),
  );
}

/** How every browser of the tests and the bench starts (Lighthouse's included). */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
] as const;
