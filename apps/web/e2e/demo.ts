/// <reference types="node" />
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, expect } from "vitest";
import { launchChromium } from "./browser.ts";
import { type RunningServer, repoRoot, type ServerOptions, startServer } from "./server.ts";

/** Where the browser tests leave their screenshots, to be looked at. */
export const screenshots = path.join(repoRoot, "artifacts/screenshots");

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1440, height: 900 };
export const PHONE: Viewport = { width: 390, height: 844 };

export type Login = { email: string; password: string };
/** The demo data's accounts (see the README). */
export const DEMO_CUSTOMER: Login = { email: "klient@kaarnakivi.example", password: "DemoKlient1" };
export const DEMO_DESIGNER: Login = {
  email: "disainer@kaarnakivi.example",
  password: "DemoDisain1",
};

export type Demo = { server: RunningServer; browser: Browser; companyId: number };

type Prepared<Extra> = { server?: ServerOptions; extra: Extra };

/**
 * One test file's demo: the built server on a fresh database, and Chromium. It is started by the
 * file's first test and shared by the rest, so a missing build or browser fails every test (a
 * failing beforeAll would only mark them skipped), and stopped after the file. `prepare` starts
 * what the server is to talk to (a mail server, an OpenID provider), registering how to stop it,
 * and answers the server's options and what the tests need of it.
 */
export function demoSuite<Extra extends object = object>(
  prepare?: (onStop: (stop: () => Promise<void>) => void) => Promise<Prepared<Extra>>,
): () => Promise<Demo & Extra> {
  const stops: (() => Promise<void>)[] = [];
  let started: Promise<Demo & Extra> | undefined;
  afterAll(async () => {
    for (const stop of stops.reverse()) await stop();
  });
  return () => {
    started ??= (async () => {
      await mkdir(screenshots, { recursive: true });
      const prepared: Prepared<Extra> = prepare
        ? await prepare((stop) => stops.push(stop))
        : { extra: {} as Extra };
      const server = await startServer(prepared.server);
      stops.push(server.stop);
      const browser = await launchChromium();
      stops.push(() => browser.close());
      const response = await fetch(
        `${server.url}/api/company?url=${encodeURIComponent(server.url)}`,
      );
      const company = (await response.json()) as { id: number };
      return { ...prepared.extra, server, browser, companyId: company.id };
    })();
    return started;
  };
}

export type LoggedIn = { token: string; user: { id: number; name: string } };

/** Logs in through the API, as the login page does. */
export async function apiLogin(demo: Demo, who: Login): Promise<LoggedIn> {
  const response = await fetch(`${demo.server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({ ...who, company_id: demo.companyId }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as LoggedIn;
}

/** A one-time code for a staff link (a customer's dashboard or summary), as the back office makes it. */
export async function handoverCode(demo: Demo, staffToken: string): Promise<string> {
  const response = await fetch(`${demo.server.url}/api/auth/handover-codes`, {
    method: "POST",
    headers: { authorization: `Bearer ${staffToken}`, "content-type": "application/json" },
    body: JSON.stringify({ purpose: "staff" }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { code: string }).code;
}

export type OpenPage = { context: BrowserContext; page: Page; errors: string[] };

type PageOptions = {
  /** A session in the persisted store (`primary`), as a login leaves it. */
  token?: string | null;
  /** A touch screen that says it is a phone. */
  touch?: boolean;
  /** The person's motion setting; reduced unless a test says otherwise (see openPage). */
  reducedMotion?: "reduce" | "no-preference";
};

/**
 * A fresh browser context and page. Page errors are collected for the test to check. Nothing
 * outside this machine is reached (launchChromium): the company's site, social networks and video
 * hosts do not resolve, unless a test routes one of them to a stand-in (standInFor). Motion is reduced, as the
 * app honours the setting (its transitions take no time): a test waits for no fade, and the
 * browser paints no frames in between. The accessibility tests keep the default motion.
 */
export async function openPage(
  demo: Demo,
  viewport: Viewport,
  { token = null, touch = false, reducedMotion = "reduce" }: PageOptions = {},
): Promise<OpenPage> {
  const context = await demo.browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    acceptDownloads: true,
    reducedMotion,
    hasTouch: touch,
    isMobile: touch,
  });

  if (token) {
    await context.addInitScript((value) => {
      if (!localStorage.getItem("primary")) {
        localStorage.setItem(
          "primary",
          JSON.stringify({ state: { token: value, selections: null }, version: 2 }),
        );
      }
    }, token);
  }
  const page = await context.newPage();
  await slowDown(page);
  // Pages the test or the page opens later (a mailed link, a popup) are slowed as they come.
  // One closed before it could be slowed down is no matter.
  if (cpuSlowdown > 1) context.on("page", (other) => void slowDown(other).catch(() => undefined));
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * Outside pages a test follows a link to (the company's site, a social network), answered by a
 * stand-in in `context`: nothing outside this machine is reached, and no other address resolves.
 */
export async function standInFor(context: BrowserContext, hosts: RegExp): Promise<void> {
  await context.route(hosts, (route) =>
    route.fulfill({ status: 200, contentType: "text/html", body: "<title>outside</title>" }),
  );
}

/**
 * `E2E_CPU_SLOWDOWN=4 npm run test:e2e` runs the pages' scripts that many times slower, as on a
 * busy CI machine: races between what a test does and what the page is still loading show up
 * here rather than there.
 */
const cpuSlowdown = Number(process.env.E2E_CPU_SLOWDOWN ?? 1);

async function slowDown(page: Page): Promise<void> {
  if (cpuSlowdown <= 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
}

/**
 * Whether the browser tests leave screenshots of the pages they walk, for people to look at:
 * `E2E_SCREENSHOTS=1 npm run test:e2e`. CI has nobody to look at them and leaves them out.
 */
const takeScreenshots = ["1", "true"].includes(process.env.E2E_SCREENSHOTS ?? "");

/**
 * A screenshot into `artifacts/screenshots` when screenshots are asked for. Transitions are
 * finished at once (`animations: "disabled"`), so dialogs, menus and toasts show risen in.
 */
export async function shot(page: Page, name: string, fullPage = false): Promise<void> {
  if (!takeScreenshots) return;
  await page.screenshot({
    path: path.join(screenshots, `${name}.png`),
    fullPage,
    animations: "disabled",
  });
}

/**
 * Waits for a toast saying `text`. Some toasts follow server work that takes seconds on a busy
 * machine (a confirmation renders and mails the summary PDF), hence the long limit: it only
 * matters when the toast never comes.
 */
export async function toast(page: Page, text: string | RegExp): Promise<void> {
  await toastLocator(page, text).waitFor({ timeout: 60_000 });
}

/**
 * Waits until the toast saying `text` has gone: a toast leaving under a dialog's overlay fades
 * while axe reads its colours, so a check of the dialog waits for it first.
 */
export async function toastGone(page: Page, text: string | RegExp): Promise<void> {
  await toastLocator(page, text).waitFor({ state: "detached", timeout: 30_000 });
}

function toastLocator(page: Page, text: string | RegExp) {
  return (
    page
      // The library's toast, or the plain one shown when its code could not be fetched (offline).
      .locator("[data-sonner-toast], #plain-toast")
      .filter({ hasText: text })
      .first()
  );
}

/**
 * Runs `act` and answers the text of the browser's own alert that it raises. The alert is closed as
 * it opens: while it is open the page is frozen, and `act` (a click) would wait for it forever.
 */
export async function alertOf(page: Page, act: () => Promise<void>): Promise<string> {
  const raised = new Promise<{ type: string; text: string }>((resolve) => {
    page.once("dialog", (dialog) => {
      resolve({ type: dialog.type(), text: dialog.message() });
      void dialog.accept();
    });
  });
  await act();
  const { type, text } = await raised;
  expect(type).toBe("alert");
  return text;
}

/** Runs `run` on a fresh page (see `openPage`) and closes its context afterwards. */
export async function withPage<D extends Demo>(
  demo: D,
  viewport: Viewport,
  run: (page: Page, demo: D, errors: string[]) => Promise<void>,
  options?: PageOptions,
): Promise<void> {
  const { context, page, errors } = await openPage(demo, viewport, options);
  try {
    await run(page, demo, errors);
  } finally {
    await context.close();
  }
}

/*
 * The room's selection groups. At desktop width every group's options are on the page; on a phone
 * each group is a row under the room picture whose button opens the options in a sheet (a dialog
 * named after the group). These helpers work at both widths.
 */

/** Every group's box (a section at desktop width, a row on a phone), with the scroll target id. */
export const GROUP_BOXES = "[id^='selection-group-']";

/** Narrower than the product's one breakpoint. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? DESKTOP.width) < 768;
}

/** Waits until the open room shows its groups. */
export async function groupsShown(page: Page, timeout = 30_000): Promise<void> {
  await page.locator(GROUP_BOXES).first().waitFor({ timeout });
}

/** Waits until the room named `name` shows its groups and the page has stopped fetching. */
export async function roomShown(page: Page, name: string): Promise<void> {
  await page.getByRole("heading", { level: 1, name, exact: true }).waitFor({ timeout: 30_000 });
  await groupsShown(page);
  await page.waitForLoadState("networkidle");
}

/** Waits until the summary shows its total and the page has stopped fetching. */
export async function summaryShown(page: Page): Promise<void> {
  await page.locator("[data-summary=total]").waitFor({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");
}

/** A phone's row of the group titled `title` (found behind an open sheet too). */
export function groupRow(page: Page, title: string): Locator {
  return page
    .locator(`li${GROUP_BOXES}`)
    .filter({ has: page.locator("h2", { hasText: new RegExp(`^${escapeRegExp(title)}$`) }) });
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Opens the room named `name` (or the summary, named `summary` in the page's language) from the
 * room tabs, or on a phone from the room list, and waits until it shows.
 */
export async function openRoom(page: Page, name: string, summary = "Kokkuvõte"): Promise<void> {
  const label = new RegExp(`^${escapeRegExp(name)}`);
  if (isPhone(page)) {
    await page.locator("#room-select").click();
    await page.getByRole("option", { name: label }).click();
  } else {
    await page.getByRole("tab", { name: label }).click();
  }
  if (name === summary) await summaryShown(page);
  else await roomShown(page, name);
}

/** Closes a phone's open group sheet, if one is open. */
export async function closeGroup(page: Page): Promise<void> {
  const sheet = page.getByRole("dialog");
  if ((await sheet.count()) === 0) return;
  await page.keyboard.press("Escape");
  await sheet.waitFor({ state: "detached" });
}

/** The group's options (a radio group): on a phone, its sheet is opened first. */
export async function groupOptions(page: Page, title: string): Promise<Locator> {
  const options = page.getByRole("radiogroup", { name: title, exact: true });
  if (!isPhone(page) || (await options.isVisible())) return options;
  await closeGroup(page);
  // A tap that lands while the room's rows are drawn again (its data arriving just after it was
  // opened) opens nothing; a person taps again, and so does this, once.
  for (let attempt = 1; ; attempt++) {
    await groupRow(page, title).getByRole("button").click();
    try {
      await options.waitFor({ timeout: attempt === 1 ? 10_000 : 30_000 });
      return options;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
}

/** The name of the group's chosen option, read without opening anything. */
export async function chosenOption(page: Page, title: string): Promise<string | null> {
  if (isPhone(page)) {
    const name = await groupRow(page, title).locator("p > span").first().textContent();
    return name?.trim() ?? null;
  }
  return page
    .getByRole("radiogroup", { name: title, exact: true })
    .locator("input:checked")
    .getAttribute("aria-label");
}

/** Chooses an option by tapping its picture, and on a phone closes the sheet again. */
export async function chooseOption(page: Page, title: string, option: string): Promise<void> {
  const options = await groupOptions(page, title);
  // The option's picture is what people tap; Playwright scrolls it clear of the sticky bars.
  await options
    .getByRole("radio", { name: option, exact: true })
    .locator("xpath=ancestor::label[1]")
    .click();
  await expect.poll(() => chosenOption(page, title)).toBe(option);
  await addressWritten(page);
  if (isPhone(page)) await closeGroup(page);
}

/**
 * Once a change is on screen, the task after the next frame: the configurator has written the
 * design's query into the address by then (it does so after the paint, lib/address.ts), so a
 * test reading `page.url()` next reads the choice.
 */
export async function addressWritten(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/** Chooses another option of a group than the one chosen, and answers its name. */
export async function chooseAnother(page: Page, title: string): Promise<string> {
  const current = await chosenOption(page, title);
  const next = (await choosableOptions(page, title)).find((name) => name && name !== current);
  if (!next) throw new Error(`${title} has no other option`);
  await chooseOption(page, title, next);
  return next;
}

/** The names of a group's options that can be chosen now. */
export async function choosableOptions(page: Page, title: string): Promise<string[]> {
  const options = await groupOptions(page, title);
  return options
    .locator("input[type=radio]:not([aria-disabled=true])")
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute("aria-label") ?? ""));
}

/** Every shown group's chosen option by title, the room's order. */
export async function roomChoices(page: Page): Promise<Record<string, string | null>> {
  const pairs = isPhone(page)
    ? await page
        .locator(`li${GROUP_BOXES}`)
        .evaluateAll((rows) =>
          rows.map((row) => [
            row.querySelector("h2")?.textContent?.trim() ?? "",
            row.querySelector("p > span")?.textContent?.trim() ?? null,
          ]),
        )
    : await page
        .locator("[role=radiogroup]")
        .evaluateAll((groups) =>
          groups.map((group) => [
            document
              .getElementById(group.getAttribute("aria-labelledby") ?? "")
              ?.textContent?.trim() ?? "",
            group.querySelector("input:checked")?.getAttribute("aria-label") ?? null,
          ]),
        );
  return Object.fromEntries(pairs);
}

/**
 * The path and query of the first link matching `pattern` in the newest mail to `to` that has one,
 * read from the server's outbox page (MAIL_OUTBOX_PAGE=1), waiting for the mail: the mail names
 * the site it was asked from, the path is what a test opens on the server under test.
 */
export async function outboxLinkPath(
  serverUrl: string,
  to: string,
  pattern: RegExp,
): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const list = await (await fetch(`${serverUrl}/dev/outbox`)).text();
        const rows = list.split("<tr>").filter((r) => r.includes(to));
        for (const row of rows) {
          const id = /href="\/dev\/outbox\/([^"]+)"/.exec(row)?.[1];
          if (!id) continue;
          const mail = (await (await fetch(`${serverUrl}/dev/outbox/${id}`)).text()).replaceAll(
            "&amp;",
            "&",
          );
          const link = pattern.exec(mail)?.[0];
          if (!link) continue;
          found = `${new URL(link).pathname}${new URL(link).search}`;
          return true;
        }
        return false;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found;
}

const VERIFY_LINK = /https?:\/\/[^\s"<>]+\/email\/verify\/[^\s"<>]+/;
const REGISTER_LINK = /https?:\/\/[^\s"<>]+\/auth\/register[^\s"<>]*/;

/**
 * A buyer invited by the back office, in German: follows the invitation's link to register,
 * confirms the address from the verification mail and logs in, ending on their dashboard. Both
 * mails are read from the server's outbox (MAIL_OUTBOX_PAGE=1).
 */
export async function registerInvitedBuyer(
  page: Page,
  serverUrl: string,
  buyer: { email: string; password: string; name: string },
): Promise<void> {
  const invitation = await outboxLinkPath(serverUrl, buyer.email, REGISTER_LINK);
  await page.goto(`${serverUrl}${invitation.replace(/^\/\w\w\//, "/de/")}`);
  await page.getByRole("heading", { name: "Konto erstellen" }).first().waitFor();
  await page.getByLabel("Name").fill(buyer.name);
  await page.getByLabel("E-Mail-Adresse").fill(buyer.email);
  await page.getByLabel("Passwort", { exact: true }).fill(buyer.password);
  await page.getByLabel("Passwort wiederholen").fill(buyer.password);
  await page.getByRole("checkbox", { name: /Ich akzeptiere die/ }).check();
  await page.getByRole("button", { name: "Konto erstellen" }).click();
  await page.waitForURL((u) => u.pathname === "/de/send-verification");
  await page.goto(`${serverUrl}${await outboxLinkPath(serverUrl, buyer.email, VERIFY_LINK)}`);
  await page.getByRole("heading", { name: "Alles bereit!" }).waitFor();
  await page.goto(`${serverUrl}/de/auth`);
  await page.getByLabel("E-Mail-Adresse").fill(buyer.email);
  await page.getByLabel("Passwort", { exact: true }).fill(buyer.password);
  await page.getByRole("button", { name: "Anmelden" }).last().click();
  await page.waitForURL((u) => u.pathname === "/de/dashboard");
}

/**
 * Adds an apartment to the German dashboard through its dialog (project by name, building and
 * apartment by the end of their names, the first layout) and opens its design.
 */
export async function addApartmentAndDesign(
  page: Page,
  apartment: { project: string; building: string; number: string },
): Promise<void> {
  await page.getByRole("button", { name: "Wohnung hinzufügen" }).click();
  const add = page.getByRole("dialog", { name: "Neue Wohnung hinzufügen" });
  const pick = async (label: string, option: string | RegExp) => {
    await add.getByRole("combobox", { name: label }).click();
    await page.getByRole("option", { name: option }).first().click();
  };
  await pick("Projekt", apartment.project);
  await pick("Gebäude", new RegExp(`${escapeRegExp(apartment.building)}$`));
  await pick("Wohnung", new RegExp(`(^| )${escapeRegExp(apartment.number)}$`));
  await pick("Grundriss", /./);
  await add.getByRole("button", { name: "Zur Übersicht hinzufügen" }).click();
  await add.waitFor({ state: "detached" });
  await page.getByRole("link", { name: "Bearbeiten" }).first().click();
  await groupsShown(page);
  await page.waitForLoadState("networkidle");
}

/** Saves the open design as the buyer's own package (German) from its summary, and confirms it. */
export async function saveAndConfirm(page: Page, name: string): Promise<void> {
  await openRoom(page, "Zusammenfassung", "Zusammenfassung");
  await page.getByRole("link", { name: "Speichern unter" }).click();
  const saveAs = page.getByRole("dialog", { name: "Als neues Paket speichern" });
  await saveAs.getByRole("textbox", { name: "Name des Pakets" }).fill(name);
  await saveAs.getByRole("button", { name: "Paket speichern" }).click();
  await toast(page, "Das Paket wurde gespeichert!");
  await page.waitForURL((u) => /^\/de\/\d+\/summary$/.test(u.pathname), { timeout: 10_000 });
  await summaryShown(page);
  await page.getByRole("button", { name: "Paket bestätigen" }).click();
  const confirm = page.getByRole("dialog", { name: `Paket „${name}“ bestätigen?` });
  await confirm.getByRole("button", { name: "Paket bestätigen" }).click();
  await toast(page, /bestätigt/i);
  await page.getByText(/^Bestätigt am \d/).waitFor();
}
