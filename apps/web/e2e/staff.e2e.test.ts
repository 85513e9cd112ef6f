/// <reference types="node" />
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./browser.ts";
import {
  apiLogin,
  DEMO_CUSTOMER as CUSTOMER,
  closeGroup,
  DEMO_DESIGNER as DESIGNER,
  DESKTOP,
  demoSuite,
  groupOptions,
  groupRow,
  type Login,
  openPage,
  PHONE,
  roomShown,
  screenshots,
  shot,
  handoverCode as staffCode,
  summaryShown,
  toast,
  type Viewport,
} from "./demo.ts";

/*
 * The staff side in Chromium on the demo apartment (project 1, layout 1): a designer arrives with
 * a one-time hand-over code, acts for the demo customer (every call naming the customer), makes a special solution
 * in the customer's own package with a name, description, prices and a PDF, and renames a room;
 * the customer then sees the special solution read-only in the configurator, the summary and the
 * PDF, and cannot change it; turning the switch off removes it. Screenshots at desktop and phone
 * width, axe with the form open.
 */

const run = promisify(execFile);

const LAYOUT = "project=1&apartment_layout_id=1";
/** The customer's own package of the layout in the demo. */
const OWN_PACKAGE = "Hele kodu, roheline köök";

const SPECIAL = {
  label: "Kvartskivist tööpind koos saarega",
  description: "Mõõtude järgi, 30 mm kvartskivi, saare otsal veeserv. Kokku lepitud 12. märtsil.",
  unit: "1 000",
  install: "250,50",
  file: "tööpinna-joonis.pdf",
};
const ROOM_NAME = "Köök ja söögiala";

const running = demoSuite();

async function login(who: Login) {
  return apiLogin(await running(), who);
}

/** The customer's own package's id, as staff acting for them see it. */
async function ownPackageId(designerToken: string, customerId: number): Promise<number> {
  const { server, companyId } = await running();
  const response = await fetch(
    `${server.url}/api/packages?${LAYOUT.replace("project", "project_id")}&company_id=${companyId}&user_id=${customerId}`,
    { headers: { authorization: `Bearer ${designerToken}` } },
  );
  const list = (await response.json()) as { id: number; name: { et?: string } }[];
  const own = list.find((p) => p.name.et === OWN_PACKAGE);
  if (!own) throw new Error(`${OWN_PACKAGE} is not among the customer's packages`);
  return own.id;
}

/** A one-time code for a link that opens a customer's dashboard or summary. */
async function handoverCode(designerToken: string): Promise<string> {
  return staffCode(await running(), designerToken);
}

/** The person the login kept in the page's store belongs to (null without one). */
async function storedLogin(page: Page): Promise<{ token: string; userId: number } | null> {
  const stored = await page.evaluate(() => localStorage.getItem("primary"));
  const token = stored
    ? (JSON.parse(stored) as { state: { token: string | null } }).state.token
    : null;
  if (!token) return null;
  const { server } = await running();
  const response = await fetch(`${server.url}/api/auth/user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return { token, userId: ((await response.json()) as { id: number }).id };
}

/** A page, with the session in the persisted store when a token is given. */
async function open(viewport: Viewport, token: string | null = null) {
  const demo = await running();
  // A phone is a touch screen (the manual-copy hint depends on it).
  const touch = viewport.width < 768;
  return { ...(await openPage(demo, viewport, { token, touch })), url: demo.server.url };
}

/** A selection group's section, found by its title. */
function groupSection(page: Page, title: string) {
  return page.locator("section[id^=selection-group-]").filter({
    has: page.getByRole("heading", { level: 2, name: title, exact: true }),
  });
}

async function chosen(page: Page, title: string): Promise<string | null> {
  return page
    .getByRole("radiogroup", { name: title, exact: true })
    .locator("input:checked")
    .getAttribute("aria-label");
}

/** Text with no-break and narrow spaces as plain ones, as prices are printed. */
function plain(text: string | null): string {
  return (text ?? "").replace(/[\s\u00a0\u202f]+/g, " ").trim();
}

/** The smallest file the server takes as a PDF (it reads the content, not the name). */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

/** What the designer made, for the customer's part. */
const made: { packageId: number; customerId: number; designerToken: string } = {
  packageId: 0,
  customerId: 0,
  designerToken: "",
};

describe("a designer acting for a customer", () => {
  it("arrives at the summary with a one-time code: traded for a login, and the address goes on without it", async () => {
    const customer = await login(CUSTOMER);
    const designer = await login(DESIGNER);
    made.customerId = customer.user.id;
    made.designerToken = designer.token;
    made.packageId = await ownPackageId(designer.token, customer.user.id);
    for (const [name, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      const { context, page, errors, url } = await open(viewport);
      try {
        const acting = `selected_user=${customer.user.id}&name=Demo+Buyer`;
        const code = await handoverCode(designer.token);
        await page.goto(`${url}/et/${made.packageId}/summary?${LAYOUT}&${acting}&token=${code}`);
        await page.waitForURL(`${url}/et/${made.packageId}/summary?${LAYOUT}&${acting}`);
        await summaryShown(page);
        // A login of the designer's own, not the code.
        const login = await storedLogin(page);
        expect(login?.userId).toBe(designer.user.id);
        expect(login?.token).not.toBe(code);
        const banner = page.getByRole("complementary", {
          name: "Töötad kliendi Demo Buyer kontol",
        });
        await banner.waitFor();
        expect(await banner.innerText()).toContain(
          "loo eraldi kliendikonto teise e-posti aadressiga",
        );
        if (name === "desktop") await page.getByText("Klient: Demo Buyer").waitFor();
        // The customer's own package is shown to staff acting for them.
        await page.getByText(OWN_PACKAGE).first().waitFor();
        await shot(page, `staff-banner-summary-${name}`);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it("cannot make a special solution on a company package, and is told how to", async () => {
    const { context, page, errors, url } = await open(DESKTOP, made.designerToken);
    try {
      await page.goto(
        `${url}/et/1/kitchen?${LAYOUT}&selected_user=${made.customerId}&name=Demo+Buyer`,
      );
      await roomShown(page, "Köök");
      const worktop = groupSection(page, "Tööpind");
      const toggle = worktop.getByRole("switch", { name: "Eritellimus: Tööpind" });
      await toggle.waitFor();
      expect(await toggle.isDisabled()).toBe(true);
      await worktop.getByText("Eritellimuse saab lisada ainult kliendi enda paketile.").waitFor();
      const save = worktop.getByRole("link", { name: "Salvesta kliendi paketina" });
      expect(await save.getAttribute("href")).toContain("/et/1/kitchen/save?");
      // Staff see the form, not the customers' warning badge.
      expect(await worktop.getByTitle(/^Selles grupis on eritellimusel lahendus/).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("opens the customer's own package from their dashboard and makes a special solution", async () => {
    const { context, page, errors, url } = await open(DESKTOP);
    const calls: Request[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/")) calls.push(request);
    });
    try {
      const code = await handoverCode(made.designerToken);
      await page.goto(`${url}/et/dashboard/${made.customerId}?token=${code}&name=Demo%20Buyer`);
      await page
        .getByRole("heading", { level: 1, name: "Kõik korterid ja paketid" })
        .waitFor({ timeout: 30_000 });
      expect(page.url()).toBe(
        `${url}/et/dashboard?name=Demo+Buyer&selected_user=${made.customerId}`,
      );
      expect((await storedLogin(page))?.token).not.toBe(code);
      const card = page.locator("article[data-package]").filter({
        has: page.getByRole("heading", { level: 3, name: OWN_PACKAGE, exact: true }),
      });
      await card.getByRole("link", { name: "Muuda" }).click();
      await roomShown(page, "Kogu korter");
      const address = new URL(page.url());
      expect(address.pathname).toBe(`/et/${made.packageId}/whole-apartment`);
      expect(address.searchParams.get("selected_user")).toBe(String(made.customerId));
      await page.getByRole("complementary", { name: "Töötad kliendi Demo Buyer kontol" }).waitFor();

      await page.getByRole("tab", { name: /^Köök/ }).click();
      await roomShown(page, "Köök");
      // Every call of the configurator names the customer.
      const customerCalls = calls.filter((request) =>
        /^\/api\/(packages|project\/1\/tabs\/\d+)$/.test(new URL(request.url()).pathname),
      );
      expect(customerCalls.length).toBeGreaterThan(3);
      for (const request of customerCalls) {
        expect(new URL(request.url()).searchParams.get("user_id")).toBe(String(made.customerId));
      }

      const worktop = groupSection(page, "Tööpind");
      const toggle = worktop.getByRole("switch", { name: "Eritellimus: Tööpind" });
      await toggle.click();
      await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
      const name = worktop.getByRole("textbox", { name: "Nimetus" });
      await name.waitFor();

      // Each field is saved when it is left, once changed.
      const saves: string[] = [];
      page.on("request", (request) => {
        if (request.method() === "PATCH") saves.push(request.postData() ?? "");
      });
      await name.fill(SPECIAL.label);
      await name.press("Tab");
      await toast(page, "Eritellimuse muutmine õnnestus");
      const description = worktop.getByRole("textbox", { name: "Kirjeldus" });
      await description.fill(SPECIAL.description);
      await description.press("Tab");
      const unit = worktop.getByRole("textbox", { name: /^Toote hind/ });
      await unit.fill(SPECIAL.unit);
      await unit.press("Tab");
      await expect.poll(() => saves.length).toBe(3);
      // Leaving a field again without a change saves nothing: the next save is the next field's.
      await unit.focus();
      await unit.press("Tab");
      const install = worktop.getByRole("textbox", { name: /^Paigalduse hind/ });
      await install.fill(SPECIAL.install);
      await install.press("Tab");
      await expect.poll(() => saves.length).toBe(4);
      expect(JSON.parse(saves[2] ?? "{}")).toEqual({ selectedLocale: "et", unit_price: "1 000" });
      expect(JSON.parse(saves[3] ?? "{}")).not.toHaveProperty("unit_price");
      // Saved prices read back in the Estonian format (which groups thousands from 10 000 on).
      await expect.poll(() => unit.inputValue()).toBe("1000,00");

      // (1000 + 250,50) × 1,24 with the VAT shown.
      expect(plain(await worktop.locator("[data-special=net]").textContent())).toBe("1250,50 €");
      expect(plain(await worktop.locator("[data-special=vat]").textContent())).toBe("300,12 €");
      expect(plain(await worktop.locator("[data-special=total]").textContent())).toBe("1550,62 €");
      await worktop.getByText("Käibemaks 24%").waitFor();
      // The group's chosen line shows the special solution with its price.
      expect(await chosen(page, "Tööpind")).toBe(SPECIAL.label);

      // A file of another kind is refused with the server's message; a PDF is attached.
      const picker = worktop.locator("input[data-special-files]");
      await picker.setInputFiles({
        name: "märkmed.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("not a drawing"),
      });
      await toast(page, /ainult PDF-, JPEG-, PNG- ja WebP-faile/);
      await picker.setInputFiles({ name: SPECIAL.file, mimeType: "application/pdf", buffer: PDF });
      await worktop.getByRole("link", { name: SPECIAL.file }).waitFor({ timeout: 20_000 });
      await worktop.getByRole("button", { name: `Eemalda fail ${SPECIAL.file}` }).waitFor();

      await worktop.scrollIntoViewIfNeeded();
      await shot(page, "staff-special-form-desktop");
      expect(await seriousViolations(page)).toEqual([]);

      // A phone shows the form in the group's sheet.
      await page.setViewportSize(PHONE);
      // Until the phone's rows are drawn, the desktop's options are still on screen, and
      // groupOptions would take them for an open sheet.
      await groupRow(page, "Tööpind").waitFor();
      await groupOptions(page, "Tööpind");
      const sheet = page.getByRole("dialog", { name: "Tööpind" });
      await sheet.getByRole("link", { name: SPECIAL.file }).scrollIntoViewIfNeeded();
      await shot(page, "staff-special-form-phone");
      expect(await seriousViolations(page)).toEqual([]);
      await closeGroup(page);

      // The summary's PDF is made for the customer too.
      await page.setViewportSize(DESKTOP);
      await page.getByRole("tab", { name: /Kokkuvõte/ }).click();
      await summaryShown(page);
      const pdfRequest = page.waitForRequest(
        (request) => new URL(request.url()).pathname === "/api/summary-pdf",
      );
      const download = page.waitForEvent("download", { timeout: 60_000 });
      await page.getByRole("button", { name: "Laadi alla PDF" }).click();
      expect((await pdfRequest).postDataJSON()).toMatchObject({ user_id: made.customerId });
      await download;
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("renames a room: in every language, with a neutral confirmation", async () => {
    const { context, page, errors, url } = await open(DESKTOP, made.designerToken);
    try {
      const acting = `selected_user=${made.customerId}&name=Demo+Buyer`;
      await page.goto(`${url}/et/${made.packageId}/kitchen?${LAYOUT}&${acting}`);
      await roomShown(page, "Köök");
      await page.getByRole("button", { name: "Nimeta ruum ümber: Köök" }).click();
      const field = page.getByRole("textbox", { name: "Ruumi nimi" });
      await field.waitFor();
      expect(await field.inputValue()).toBe("Köök");
      await field.fill(ROOM_NAME);
      await shot(page, "staff-room-rename-desktop");
      expect(await seriousViolations(page)).toEqual([]);

      await page
        .getByRole("form", { name: "Nimeta ruum ümber" })
        .getByRole("button", { name: "Salvesta", exact: true })
        .click();
      await toast(page, "Ruumi nimi on muudetud.");
      await page.getByRole("heading", { level: 1, name: ROOM_NAME, exact: true }).waitFor();
      await page.getByRole("tab", { name: new RegExp(`^${ROOM_NAME}`) }).waitFor();
      await expect
        .poll(async () =>
          page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? ""),
        )
        .toBe(`Nimeta ruum ümber: ${ROOM_NAME}`);

      // The same in English.
      await page.goto(`${url}/en/${made.packageId}/kitchen?${LAYOUT}&${acting}`);
      await roomShown(page, ROOM_NAME);

      await page.setViewportSize(PHONE);
      await page.getByRole("button", { name: `Rename room: ${ROOM_NAME}` }).click();
      await page.getByRole("textbox", { name: "Room name" }).waitFor();
      await shot(page, "staff-room-rename-phone");
      // Escape leaves the editor, the name as it was.
      await page.keyboard.press("Escape");
      await page.getByRole("heading", { level: 1, name: ROOM_NAME, exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("a value in the address", () => {
  it("is never a login by itself: a bearer token or a spent code opens nothing", async () => {
    const designer = await login(DESIGNER);
    const spent = await handoverCode(designer.token);
    const { server } = await running();
    const traded = await fetch(`${server.url}/api/auth/handover`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        code: spent,
        purpose: "staff",
        company_id: (await running()).companyId,
      }),
    });
    expect(traded.status).toBe(200);
    const acting = `selected_user=${made.customerId}&name=Demo+Buyer`;
    for (const [name, value] of [
      ["bearer-token", designer.token],
      ["spent-code", spent],
    ] as const) {
      const { context, page, errors, url } = await open(DESKTOP);
      try {
        await page.goto(`${url}/et/dashboard/${made.customerId}?token=${value}&name=Demo%20Buyer`);
        const refused = page.getByRole("alert").filter({
          has: page.getByRole("heading", { name: "Kliendi töölauda ei õnnestunud avada" }),
        });
        await refused.getByText(/^See sisselogimislink ei kehti või on aegunud/).waitFor();
        await refused.getByRole("link", { name: "Logi sisse" }).waitFor();
        expect(await storedLogin(page)).toBeNull();
        if (name === "bearer-token") {
          await shot(page, "staff-handover-refused-desktop");
          expect(await seriousViolations(page)).toEqual([]);
        }

        await page.goto(`${url}/et/${made.packageId}/summary?${LAYOUT}&${acting}&token=${value}`);
        await page
          .getByRole("heading", { name: "Kliendi kujundust ei õnnestunud avada" })
          .waitFor({ timeout: 30_000 });
        expect(await storedLogin(page)).toBeNull();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});

describe("the customer", () => {
  it("sees the special solution read-only with its badge, and cannot change it", async () => {
    const customer = await login(CUSTOMER);
    for (const [name, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      const { context, page, errors, url } = await open(viewport, customer.token);
      try {
        await page.goto(`${url}/et/${made.packageId}/kitchen?${LAYOUT}`);
        await roomShown(page, ROOM_NAME);
        // A phone marks the group's row, and shows the group in its sheet.
        if (name === "phone") {
          await groupRow(page, "Tööpind").getByRole("img", { name: "Eritellimus" }).waitFor();
          await groupOptions(page, "Tööpind");
        }
        const worktop =
          name === "phone"
            ? page.getByRole("dialog", { name: "Tööpind" })
            : groupSection(page, "Tööpind");
        await worktop.getByText("Eritellimus", { exact: true }).waitFor();
        expect(await page.getByRole("switch").count()).toBe(0);
        expect(await page.getByRole("complementary", { name: /Töötad/ }).count()).toBe(0);
        const view = worktop.locator("[data-special-view]");
        await view.getByRole("heading", { name: SPECIAL.label }).waitFor();
        await view.getByText(SPECIAL.description).waitFor();
        // A signed link: the file's own path, with its signature in the query.
        const href = await view.getByRole("link", { name: SPECIAL.file }).getAttribute("href");
        expect(new URL(href ?? "", url).pathname).toMatch(/\.pdf$/);
        expect(plain(await view.locator("[data-special=total]").textContent())).toBe("1550,62 €");
        await view.getByText("sh käibemaks 24%: 300,12 €").waitFor();
        expect(await chosen(page, "Tööpind")).toBe(SPECIAL.label);

        // Choosing another worktop does nothing. Forced: the option is aria-disabled, which
        // Playwright will not click, but a person can.
        await worktop
          .getByRole("radio", { name: "Laminaat, tamm", exact: true })
          .locator("xpath=ancestor::label[1]")
          .click({ force: true });
        expect(await chosen(page, "Tööpind")).toBe(SPECIAL.label);
        expect(await page.getByText("Muudetud", { exact: true }).count()).toBe(0);

        await view.scrollIntoViewIfNeeded();
        await shot(page, `staff-special-customer-${name}`);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it("sees it in the summary and in the PDF, with its warning", async () => {
    const customer = await login(CUSTOMER);
    const { context, page, errors, url } = await open(DESKTOP, customer.token);
    const folder = await mkdtemp(path.join(os.tmpdir(), "hd-staff-pdf-"));
    try {
      await page.goto(`${url}/et/${made.packageId}/summary?${LAYOUT}`);
      await summaryShown(page);
      const line = page.locator("li").filter({ hasText: SPECIAL.label });
      await line.getByText("Eritellimus", { exact: true }).waitFor();
      await line.getByRole("link", { name: /^Vaata valikut: Tööpind, Köök ja söögiala/ }).waitFor();
      await line.getByRole("link", { name: SPECIAL.file }).waitFor();
      expect(plain(await line.locator("[data-summary=price]").textContent())).toBe("1550,62 €");
      await page.getByRole("heading", { level: 2, name: ROOM_NAME }).waitFor();
      await line.scrollIntoViewIfNeeded();
      await shot(page, "staff-special-summary-desktop");

      const download = page.waitForEvent("download", { timeout: 60_000 });
      await page.getByRole("button", { name: "Laadi alla PDF" }).click();
      const file = await download;
      await file.saveAs(path.join(folder, "summary.pdf"));
      const { stdout } = await run("pdftotext", ["-layout", path.join(folder, "summary.pdf"), "-"]);
      const text = plain(stdout);
      expect(text).toContain(SPECIAL.label);
      expect(text).toContain("Eritellimus: hind ja tingimused on kokku lepitud eraldi.");
      expect(text).toContain(ROOM_NAME);
      expect(text).toContain("1550,62");
      // Its pages as pictures, to be looked at: staff-summary-pdf-1.png, -2.png, …
      await run("pdftoppm", [
        "-png",
        "-r",
        "80",
        path.join(folder, "summary.pdf"),
        path.join(screenshots, "staff-summary-pdf"),
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});

describe("the special switch turned off", () => {
  it("removes the special solution after asking, and the first regular option is back", async () => {
    const { context, page, errors, url } = await open(DESKTOP, made.designerToken);
    try {
      await page.goto(
        `${url}/et/${made.packageId}/kitchen?${LAYOUT}&selected_user=${made.customerId}&name=Demo+Buyer`,
      );
      await roomShown(page, ROOM_NAME);
      const worktop = groupSection(page, "Tööpind");
      const toggle = worktop.getByRole("switch", { name: "Eritellimus: Tööpind" });
      await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("true");
      expect(await worktop.getByRole("textbox", { name: "Nimetus" }).inputValue()).toBe(
        SPECIAL.label,
      );
      await toggle.click();
      const ask = page.getByRole("dialog", { name: "Eemaldada eritellimus?" });
      await ask.waitFor();
      await ask.getByRole("button", { name: "Eemalda" }).click();
      await ask.waitFor({ state: "detached" });
      await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
      expect(await chosen(page, "Tööpind")).toBe("Laminaat, hele betoon");
      expect(await worktop.getByRole("textbox").count()).toBe(0);

      // A new one starts empty; an empty one goes without asking.
      await toggle.click();
      const name = worktop.getByRole("textbox", { name: "Nimetus" });
      await name.waitFor();
      expect(await name.inputValue()).toBe("");
      expect(await worktop.getByRole("link").count()).toBe(0);
      await toggle.click();
      await expect.poll(() => toggle.getAttribute("aria-checked")).toBe("false");
      expect(await page.getByRole("dialog").count()).toBe(0);

      // The customer's package has it no longer.
      await page.reload();
      await roomShown(page, ROOM_NAME);
      expect(await chosen(page, "Tööpind")).toBe("Laminaat, hele betoon");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
