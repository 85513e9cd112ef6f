/// <reference types="node" />
import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import {
  type CompanyFile,
  companySchema,
  packageListSchema,
  projectListSchema,
  registerAnswerSchema,
  tabsSchema,
} from "@home-designer/core";
import { SMALL_COMPANY_FILES, smallCompany } from "@home-designer/core/test-company";
import { describe, expect, inject, it } from "vitest";
import { seriousViolations } from "./browser.ts";
import { DESKTOP, type Demo, demoSuite, openPage, PHONE, shot, summaryShown } from "./demo.ts";
import { repoRoot } from "./server.ts";

/*
 * What a buyer sees of a company's own settings, on two German companies imported next to the
 * demo: Nordhaus, a German-only site with terms of its own, a quote page and neither help videos
 * nor EU funding, and Bare, which sets none of them. Nordhaus's buyer reads Nordhaus's terms on
 * the terms page, in the summary's terms dialog and at sign-up, is sent to Nordhaus's quote page
 * with the design's values filled in, and finds a help page that promises no videos and shows no
 * EU mark; Bare's visitors read the app's general terms, which name no country's law.
 */

const run = promisify(execFile);

const NORDHAUS_HOST = "wohnen.nordhaus.localhost";
const BARE_HOST = "wohnen.bare.localhost";
const QUOTE_PAGE = "https://www.nordhaus.example/angebot";

const TERMS = [
  {
    title: "§ 1 Geltungsbereich",
    text: "Diese Bedingungen gelten für die Ausstattungsauswahl der Nordhaus Wohnen GmbH.\nStand: März 2026.\n\nSie ergänzen den Bauträgervertrag.",
  },
  {
    title: "§ 2 Preise",
    text: "Alle Preise enthalten 19 % Mehrwertsteuer.",
  },
  {
    title: "§ 3 Gerichtsstand",
    text: "Gerichtsstand ist Hamburg, soweit das Gesetz nichts anderes bestimmt.",
  },
];

function nordhaus(): CompanyFile {
  const company = smallCompany();
  company.hosts = [{ host: NORDHAUS_HOST, languages: ["de"] }];
  company.terms = { de: TERMS };
  company.quote_url = `${QUOTE_PAGE}?wohnung={apartment_id}&projekt={project_id}&grundriss={layout}&summe={total_sum}&email={email_address}`;
  const [project] = company.projects;
  if (project) project.show_quote_generation = true;
  return company;
}

function bare(): CompanyFile {
  const company = smallCompany();
  company.code = "bare";
  company.name = "Bare Bau";
  company.hosts = [{ host: BARE_HOST, languages: ["de", "en"] }];
  company.staff = [];
  return company;
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100"><rect width="160" height="100" fill="#c9d6cf"/></svg>`;

/** `npm run company -- import` of the company as a folder, into the data folder. */
async function importCompany(dataDir: string, company: CompanyFile): Promise<void> {
  const folder = await mkdtemp(path.join(os.tmpdir(), `hd-e2e-${company.code}-`));
  try {
    for (const file of SMALL_COMPANY_FILES) {
      await mkdir(path.dirname(path.join(folder, file)), { recursive: true });
      await writeFile(path.join(folder, file), svg);
    }
    await writeFile(path.join(folder, "company.json"), JSON.stringify(company, null, 2));
    const { stdout } = await run(
      process.execPath,
      [path.join(repoRoot, "apps/server/dist/cli.js"), "company", "import", folder],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn" } },
    );
    expect(stdout).toContain(`${company.code} (a new company): did add`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The seeded demo's data folder with both companies imported, the server on it, and Chromium. */
const running = demoSuite(async (onStop) => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "hd-e2e-legal-"));
  onStop(() => rm(dataDir, { recursive: true, force: true }));
  await cp(inject("seededDataDir"), dataDir, { recursive: true });
  await importCompany(dataDir, nordhaus());
  await importCompany(dataDir, bare());
  return { server: { env: { DATA_DIR: dataDir } }, extra: {} };
});

/** A company's site on the running server, by its host. */
async function site(host: string) {
  const demo = await running();
  const url = `http://${host}:${new URL(demo.server.url).port}`;
  const response = await fetch(`${demo.server.url}/api/company?url=${encodeURIComponent(url)}`);
  const company = companySchema.parse(await response.json());
  const asCompany: Demo = { ...demo, companyId: company.id };
  return { demo, url, company, asCompany };
}

/** A call of the API as the company's site makes it. */
async function api(
  origin: string,
  server: string,
  method: string,
  pathAndQuery: string,
  body?: unknown,
) {
  const response = await fetch(`${server}/api${pathAndQuery}`, {
    method,
    headers: {
      origin,
      locale: "de",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return response.json();
}

describe("a company's own terms of use", () => {
  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`shows Nordhaus's terms on its terms page, paragraphs and line breaks as written (${name})`, async () => {
      const { url, asCompany } = await site(NORDHAUS_HOST);
      const { context, page, errors } = await openPage(asCompany, viewport);
      try {
        await page.goto(`${url}/de/terms-and-conditions`);
        await page.getByRole("heading", { level: 1, name: "Nutzungsbedingungen" }).waitFor();
        const main = page.locator("main");
        await main.getByRole("heading", { level: 2, name: "§ 1 Geltungsbereich" }).waitFor();
        expect(await main.getByRole("heading", { level: 2 }).allInnerTexts()).toEqual(
          TERMS.map((s) => s.title),
        );
        const first = main.getByRole("region", { name: "§ 1 Geltungsbereich" });
        // Two paragraphs; the single line break stays a line break inside the first.
        expect(await first.locator("p").allInnerTexts()).toEqual([
          "Diese Bedingungen gelten für die Ausstattungsauswahl der Nordhaus Wohnen GmbH.\nStand: März 2026.",
          "Sie ergänzen den Bauträgervertrag.",
        ]);
        const text = await main.innerText();
        expect(text).not.toMatch(/Estland|Harju|Schuldrechtsgesetz/);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          viewport.width,
        );
        await shot(page, `legal-terms-own-${name}`, true);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it("shows them in the summary's terms dialog and at sign-up", async () => {
    const { demo, url, company, asCompany } = await site(NORDHAUS_HOST);
    const projects = projectListSchema.parse(
      await api(url, demo.server.url, "GET", `/list/projects?company=${company.id}`),
    );
    const project = projects[0];
    const layout = project?.buildings?.[0]?.apartments[0]?.layouts[0];
    if (!project || !layout) throw new Error("no layout");
    const packages = packageListSchema.parse(
      await api(
        url,
        demo.server.url,
        "GET",
        `/packages?project_id=${project.id}&apartment_layout_id=${layout.id}`,
      ),
    );
    const pkg = packages.find((p) => p.default) ?? packages[0];
    const { context, page, errors } = await openPage(asCompany, DESKTOP);
    try {
      await page.goto(
        `${url}/de/${pkg?.id}/summary/terms?project=${project.id}&apartment_layout_id=${layout.id}`,
      );
      const dialog = page.getByRole("dialog", { name: "Nutzungsbedingungen" });
      await dialog.getByRole("heading", { level: 3, name: "§ 3 Gerichtsstand" }).waitFor();
      expect(await dialog.getByRole("heading", { level: 3 }).count()).toBe(TERMS.length);
      await summaryShown(page);
      await shot(page, "legal-summary-terms-desktop");
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`${url}/de/auth/register`);
      await page.getByRole("button", { name: "Nutzungsbedingungen" }).click();
      const atSignUp = page.getByRole("dialog", { name: "Nutzungsbedingungen" });
      await atSignUp.getByRole("heading", { level: 3, name: "§ 2 Preise" }).waitFor();
      expect(await atSignUp.innerText()).toContain("Alle Preise enthalten 19 % Mehrwertsteuer.");
      await shot(page, "legal-register-terms-desktop");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows a company without terms of its own the general terms, which name no country's law", async () => {
    const { url, asCompany } = await site(BARE_HOST);
    const { context, page, errors } = await openPage(asCompany, DESKTOP);
    try {
      for (const [lang, title, lastSection] of [
        ["de", "Nutzungsbedingungen", "6. Anwendbares Recht und Streitigkeiten"],
        ["en", "Terms and conditions", "6. Governing law and disputes"],
      ] as const) {
        await page.goto(`${url}/${lang}/terms-and-conditions`);
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
        const main = page.locator("main");
        await main.getByRole("heading", { level: 2, name: lastSection }).waitFor();
        expect(await main.getByRole("heading", { level: 2 }).count()).toBe(6);
        expect(await main.innerText()).not.toMatch(/Eston|Estland|Harju|ttja/);
      }
      await shot(page, "legal-terms-general-desktop");
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("asking for an offer on a company with a quote page", () => {
  it("sends the logged-in buyer to the company's quote page with the design's values filled in", async () => {
    const { demo, url, company, asCompany } = await site(NORDHAUS_HOST);
    // A buyer of the company; a "+" and "@" in the address must reach the page as they are.
    const email = "kaeufer+angebot@example.com";
    const registered = registerAnswerSchema.parse(
      await api(url, demo.server.url, "POST", "/auth/register", {
        name: "Käufer Angebot",
        email,
        password: "Angebot2026",
        password_confirmation: "Angebot2026",
        company_id: company.id,
      }),
    );
    const projects = projectListSchema.parse(
      await api(url, demo.server.url, "GET", `/list/projects?company=${company.id}`),
    );
    const project = projects[0];
    const layout = project?.buildings?.[0]?.apartments[0]?.layouts[0];
    if (!project || !layout) throw new Error("no layout");
    const tabs = tabsSchema.parse(
      await api(
        url,
        demo.server.url,
        "GET",
        `/project/${project.id}/tabs?apartment_layout_id=${layout.id}`,
      ),
    );
    // The apartment has no page of its own: the quote page alone makes the button.
    expect(tabs.apartment_url).toBeNull();
    const packages = packageListSchema.parse(
      await api(
        url,
        demo.server.url,
        "GET",
        `/packages?project_id=${project.id}&apartment_layout_id=${layout.id}`,
      ),
    );
    // Premium: its ash floor costs 1 250,50 €, so the total has thousands and cents.
    const pkg = packages.find((p) => !p.default);

    const { context, page, errors } = await openPage(asCompany, DESKTOP, {
      token: registered.token,
    });
    try {
      const requested: string[] = [];
      await context.route(`${QUOTE_PAGE}**`, (route) => {
        requested.push(route.request().url());
        return route.fulfill({ contentType: "text/html", body: "<title>Angebot</title>" });
      });
      await page.goto(
        `${url}/de/${pkg?.id}/summary?project=${project.id}&apartment_layout_id=${layout.id}`,
      );
      await summaryShown(page);
      const total = (await page.locator("[data-summary=total]").innerText()).replace(/[^\d,]/g, "");
      expect(total).toBe("1250,50");
      await shot(page, "legal-summary-quote-desktop");
      await page.getByRole("button", { name: "Angebot anfragen" }).click();
      await page.waitForURL((u) => u.href.startsWith(QUOTE_PAGE), { timeout: 15_000 });
      expect(requested).toEqual([
        `${QUOTE_PAGE}?wohnung=${tabs.apartmentId}&projekt=${project.id}&grundriss=${layout.id}&summe=${total.replace(",", ".")}&email=kaeufer%2Bangebot%40example.com`,
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the help page of a company without help videos or EU funding", () => {
  for (const [name, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    it(`says there are no videos yet, without an empty contents box or an EU mark (${name})`, async () => {
      const { url, asCompany } = await site(NORDHAUS_HOST);
      const { context, page, errors } = await openPage(asCompany, viewport);
      try {
        await page.goto(`${url}/de/info`);
        await page.getByRole("heading", { level: 1, name: "Hilfe" }).waitFor();
        await page
          .getByText("Videoanleitungen gibt es hier noch nicht.", { exact: false })
          .waitFor();
        expect(await page.getByRole("navigation", { name: "Inhalt" }).count()).toBe(0);
        expect(await page.getByRole("heading", { level: 2 }).count()).toBe(0);
        await page.getByRole("link", { name: "info@nordhaus.example" }).waitFor();
        expect(await page.getByRole("img", { name: /Europ/ }).count()).toBe(0);
        expect(await page.locator("footer").innerText()).not.toMatch(/Europ/);
        await shot(page, `legal-help-without-videos-${name}`, true);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
