/// <reference types="node" />
import { describe, expect, it } from "vitest";
import {
  apiLogin,
  DEMO_CUSTOMER as CUSTOMER,
  DESKTOP,
  demoSuite,
  openPage,
  PHONE,
  roomShown,
  shot,
} from "./demo.ts";

/*
 * Selection deadlines in Chromium (docs/decisions/040-selection-deadlines.md): the demo admin
 * publishes a kitchen deadline long past and one for everything else three weeks ahead; the
 * buyer's kitchen shows its groups closed, saying until when they were open, the configurator and
 * the dashboard show the next deadline with the days left, in et, en and de.
 */

const running = demoSuite();
const ADMIN = { email: "admin@kaarnakivi.example", password: "DemoAdmin1" };
const LAYOUT_QUERY = "project=1&apartment_layout_id=1";
const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function publishDeadlines() {
  const demo = await running();
  const { token } = await apiLogin(demo, ADMIN);
  const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const api = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${demo.server.url}/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as { version: number };
  };
  const { version } = await api("GET", "/admin/draft");
  const edited = await api("PATCH", "/admin/draft", {
    version,
    operations: [
      {
        op: "add",
        path: "/projects/0/deadlines",
        value: [
          { code: "kitchen", date: "2020-03-01", room_types: ["kitchen"] },
          {
            code: "rest",
            name: { et: "ülejäänu", en: "everything else", de: "alles andere" },
            date: dayIn(20),
          },
        ],
      },
    ],
  });
  await api("POST", "/admin/draft/publish", { version: edited.version });
}

const TEXTS = {
  et: {
    kitchen: "Köök",
    closed: "Suletud: siin sai valida kuni 1. märts 2020 lõpuni.",
    next: /Valikud \(ülejäänu\) sulguvad .+ lõpus\. jäänud \d+ päeva/,
  },
  en: {
    kitchen: "Kitchen",
    closed: "Closed: choices here were open until the end of 1 March 2020.",
    next: /Choices for everything else close at the end of .+\. \d+ days left/,
  },
  de: {
    kitchen: "Küche",
    closed: "Geschlossen: Die Auswahl war hier bis zum Ablauf des 1. März 2020 möglich.",
    next: /Die Auswahl für alles andere schließt mit Ablauf des .+\. noch \d+ Tage/,
  },
} as const;

describe("selection deadlines in Chromium", () => {
  it("shows the buyer's closed kitchen with why, and the next deadline in the room and on the dashboard", async () => {
    await publishDeadlines();
    const demo = await running();
    const { token } = await apiLogin(demo, CUSTOMER);
    for (const [lang, texts] of Object.entries(TEXTS)) {
      for (const [width, viewport] of [
        ["desktop", DESKTOP],
        ["phone", PHONE],
      ] as const) {
        const { context, page, errors } = await openPage(demo, viewport, { token });
        // The demo's German site is its own host.
        const site = new URL(demo.server.url);
        if (lang === "de") site.hostname = "de.localhost";
        const url = site.origin;
        try {
          await page.goto(`${url}/${lang}/1/kitchen?${LAYOUT_QUERY}`);
          await roomShown(page, texts.kitchen);
          if (width === "desktop") {
            const notes = page.getByTestId("group-closed");
            expect(await notes.count()).toBeGreaterThan(0);
            expect(await notes.first().textContent()).toContain(texts.closed);
          }
          expect(await page.locator("main").innerText()).toMatch(texts.next);
          await shot(page, `deadlines-kitchen-${lang}-${width}`);

          await page.goto(`${url}/${lang}/dashboard`);
          const layout = page.locator("[data-layout]").first();
          await layout.waitFor({ timeout: 30_000 });
          await expect.poll(() => layout.innerText()).toMatch(texts.next);
          await shot(page, `deadlines-dashboard-${lang}-${width}`);
          expect(errors).toEqual([]);
        } finally {
          await context.close();
        }
      }
    }
  }, 240_000);
});
