/// <reference types="node" />
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  apiLogin,
  DEMO_CUSTOMER as CUSTOMER,
  DESKTOP,
  demoSuite,
  groupOptions,
  groupRow,
  openPage,
  openRoom,
  PHONE,
  roomShown,
  shot,
} from "./demo.ts";

/*
 * Material availability in Chromium (docs/decisions/052-material-availability.md): the demo
 * admin gives the kitchen's white fronts a lead time that ends after the project's installation
 * day and the chrome faucet an end of sale ten days ahead, through the back office's draft; the
 * buyer's kitchen warns of both where they are chosen, and the summary lists them, in et, en and
 * de, on a desktop and at 390 px.
 */

const running = demoSuite();
const ADMIN = { email: "admin@kaarnakivi.example", password: "DemoAdmin1" };
const LAYOUT_QUERY = "project=1&apartment_layout_id=1";
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The demo folder's materials, in the order the draft's document holds them. */
const demoMaterials = (
  JSON.parse(
    readFileSync(
      path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        "../../server/demo-company/company.json",
      ),
      "utf8",
    ),
  ) as { materials: { code: string }[] }
).materials.map((m) => m.code);

async function publishAvailability() {
  const demo = await running();
  const { token } = await apiLogin(demo, ADMIN);
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const api = async (method: string, route: string, body?: unknown) => {
    const response = await fetch(`${demo.server.url}/api${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${route}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as { version: number };
  };
  const at = (code: string) => {
    const index = demoMaterials.indexOf(code);
    expect(index, code).toBeGreaterThanOrEqual(0);
    return `/materials/${index}`;
  };
  const fronts = at("KK-KT-FRONTS-WHITE-MATT");
  const faucet = at("KK-KT-FAUCET-CHROME");
  const { version } = await api("GET", "/admin/draft");
  const edited = await api("PATCH", "/admin/draft", {
    version,
    operations: [
      { op: "test", path: `${fronts}/code`, value: "KK-KT-FRONTS-WHITE-MATT" },
      { op: "add", path: `${fronts}/lead_time_days`, value: 60 },
      { op: "test", path: `${faucet}/code`, value: "KK-KT-FAUCET-CHROME" },
      { op: "add", path: `${faucet}/end_of_sale`, value: dayIn(10) },
      { op: "add", path: "/projects/0/installation_date", value: dayIn(30) },
    ],
  });
  await api("POST", "/admin/draft/publish", { version: edited.version });
}

/** What a screen reader reads as the element's description: the texts its aria-describedby names. */
async function description(element: Locator): Promise<string> {
  const ids = ((await element.getAttribute("aria-describedby")) ?? "").split(/\s+/).filter(Boolean);
  const texts = await Promise.all(
    ids.map((id) => element.page().locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(" ");
}

const TEXTS = {
  et: {
    kitchen: "Köök",
    summary: "Kokkuvõte",
    fronts: "Köögimööbli uksed",
    late: /Tarne võtab 60 päeva: liiga hilja paigalduseks .+\./,
    ending: /Müügil ainult kuni .+ \(jäänud (10|11) päeva\)\./,
    title: "Saadavus",
  },
  en: {
    kitchen: "Kitchen",
    summary: "Summary",
    fronts: "Cabinet fronts",
    late: /Delivery takes 60 days: too late for installation on .+\./,
    ending: /Sold only until .+ \((10|11) days left\)\./,
    title: "Availability",
  },
  de: {
    kitchen: "Küche",
    summary: "Zusammenfassung",
    fronts: "Küchenfronten",
    late: /Lieferzeit 60 Tage: zu spät für den Einbau am .+\./,
    ending: /Nur bis .+ erhältlich \(noch (10|11) Tage\)\./,
    title: "Verfügbarkeit",
  },
} as const;

describe("material availability in Chromium", () => {
  it("warns of a late and an ending choice in the kitchen and lists both in the summary", async () => {
    await publishAvailability();
    const demo = await running();
    const { token } = await apiLogin(demo, CUSTOMER);
    for (const [lang, texts] of Object.entries(TEXTS)) {
      for (const [width, viewport] of [
        ["desktop", DESKTOP],
        ["phone", PHONE],
      ] as const) {
        const { context, page, errors } = await openPage(demo, viewport, { token });
        const site = new URL(demo.server.url);
        if (lang === "de") site.hostname = "de.localhost";
        try {
          await page.goto(`${site.origin}/${lang}/1/kitchen?${LAYOUT_QUERY}`);
          await roomShown(page, texts.kitchen);
          const warnings = page.getByTestId("availability-warning");
          await expect
            .poll(() => warnings.allInnerTexts())
            .toEqual(expect.arrayContaining([expect.stringMatching(texts.late)]));
          expect((await warnings.allInnerTexts()).join("\n")).toMatch(texts.ending);
          if (width === "phone") {
            // The row says it, and so does the sheet its tap opens, with the option's name.
            const row = groupRow(page, texts.fronts);
            expect(await row.innerText()).toMatch(texts.late);
            const options = await groupOptions(page, texts.fronts);
            expect(await description(options.locator("input:checked"))).toMatch(texts.late);
            expect(await page.getByRole("dialog").innerText()).toMatch(texts.late);
            await shot(page, `availability-sheet-${lang}-${width}`);
            await page.keyboard.press("Escape");
          } else {
            // The screen reader hears the warning with the option; the eye sees its mark.
            const options = await groupOptions(page, texts.fronts);
            expect(await description(options.locator("input:checked"))).toMatch(texts.late);
            expect(await options.getByTestId("availability-badge").count()).toBe(1);
          }
          await shot(page, `availability-kitchen-${lang}-${width}`);

          await openRoom(page, texts.summary, texts.summary);
          const list = page.getByTestId("availability-summary");
          await list.waitFor({ timeout: 30_000 });
          expect(await list.getByRole("heading").innerText()).toBe(texts.title);
          const listed = await list.getByRole("listitem").allInnerTexts();
          expect(listed).toHaveLength(2);
          expect(listed.join("\n")).toMatch(texts.late);
          expect(listed.join("\n")).toMatch(texts.ending);
          await list.scrollIntoViewIfNeeded();
          await shot(page, `availability-summary-${lang}-${width}`);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      }
    }
  }, 300_000);
});
