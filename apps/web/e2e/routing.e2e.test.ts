/// <reference types="node" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { smallFields } from "./browser.ts";
import {
  alertOf,
  apiLogin,
  DEMO_CUSTOMER as CUSTOMER,
  DESKTOP,
  demoSuite,
  PHONE,
  shot,
  standInFor,
  toast,
  withPage,
} from "./demo.ts";
import { freePort } from "./server.ts";

/*
 * Addresses in Chromium: languages a host does not offer, unknown paths and short links, the
 * company's branded host, the site icon, the login forms for someone logged in, a social login
 * whose provider cannot be reached or whose return is broken. The demo's hosts: 127.0.0.1 offers
 * et and en, de.localhost de and en, kaarnakivi.localhost (the brand marker) et and en.
 */

const running = demoSuite(async () => ({
  // Google is configured, but its issuer is a port nobody listens on: the provider is down.
  server: {
    env: {
      GOOGLE_CLIENT_ID: "home-designer-e2e",
      GOOGLE_CLIENT_SECRET: "e2e-secret",
      GOOGLE_ISSUER: `http://127.0.0.1:${await freePort()}`,
    },
  },
  extra: {},
}));

/** The server's address on another of the demo's hosts (Chromium sends *.localhost to loopback). */
async function onHost(host: string): Promise<string> {
  const { server } = await running();
  return `http://${host}:${new URL(server.url).port}`;
}

async function landsAt(page: Page, pathname: string): Promise<URL> {
  await page.waitForURL((u) => u.pathname === pathname, { timeout: 30_000 });
  return new URL(page.url());
}

describe("languages a host offers", () => {
  it("opens German addresses in Estonian where German is not offered, keeping the query", async () => {
    await withPage(await running(), DESKTOP, async (page, { server }, errors) => {
      await page.goto(`${server.url}/de/auth?redirect=%2Fet%2Finfo`);
      const at = await landsAt(page, "/et/auth");
      expect(at.searchParams.get("redirect")).toBe("/et/info");
      await page.getByRole("heading", { name: "Logi sisse" }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe("et");
      expect(errors).toEqual([]);
    });
  });

  it("opens Estonian addresses in German on the German host, and its unknown short links in German", async () => {
    const german = await onHost("de.localhost");
    await withPage(await running(), DESKTOP, async (page, _demo, errors) => {
      await page.goto(`${german}/et/info`);
      await landsAt(page, "/de/info");
      // The page's language follows once the German texts have loaded.
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe("de");

      await page.goto(`${german}/s/nothing1`);
      await landsAt(page, "/de/404");
      await page.getByText("404").first().waitFor();
      expect(errors).toEqual([]);
    });
  });
});

describe("addresses no page knows", () => {
  it("takes a mistyped page (not a package id) to the login page", async () => {
    await withPage(await running(), PHONE, async (page, { server }, errors) => {
      for (const path of ["/et/dashbord", "/et/dashbord/extra", "/en/kataloogg", "/en"]) {
        await page.goto(`${server.url}${path}`);
        const lang = path.slice(1, 3);
        await landsAt(page, `/${lang}/auth`);
        await page.getByRole("button", { name: lang === "et" ? "Logi sisse" : "Log in" }).waitFor();
      }
      expect(errors).toEqual([]);
    });
  });

  it("takes them to the company's public home-designer index on its branded host", async () => {
    const branded = await onHost("kaarnakivi.localhost");
    await withPage(await running(), DESKTOP, async (page, _demo, errors) => {
      await standInFor(page.context(), /^https:\/\/www\.kaarnakivi\.example\//);
      for (const path of ["/et/dashbord", "/en"]) {
        await page.goto(`${branded}${path}`);
        await page.waitForURL("https://www.kaarnakivi.example/kodudisainer", { timeout: 30_000 });
      }
      // Pages the app has still open there.
      await page.goto(`${branded}/et/auth`);
      await page.getByRole("heading", { name: "Logi sisse" }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("answers /favicon.ico with the company's icon", async () => {
    await withPage(await running(), DESKTOP, async (page, { server }) => {
      const response = await page.goto(`${server.url}/favicon.ico`);
      expect(response?.status()).toBe(200);
      // Its 32 px icon: a browser asking for /favicon.ico takes a raster image.
      expect(response?.headers()["content-type"]).toBe("image/png");
      expect(new URL(page.url()).pathname).toMatch(/^\/files\/.+-32\.png$/);
    });
  });

  it("names each of the company's icons once, the phone's home screen icon as a PNG", async () => {
    const { browser, server } = await running();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/et/auth`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      const icons = await page.$$eval('link[rel="icon"], link[rel="apple-touch-icon"]', (links) =>
        links.map((l) => `${l.getAttribute("rel")} ${l.getAttribute("sizes") ?? ""}`.trim()),
      );
      expect(icons.sort()).toEqual([
        "apple-touch-icon 180x180",
        "icon",
        "icon 16x16",
        "icon 32x32",
      ]);
      const touch = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
      const response = await page.request.get(new URL(touch ?? "", server.url).href);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect((await response.body()).subarray(16, 24)).toEqual(
        Buffer.from([0, 0, 0, 180, 0, 0, 0, 180]),
      );
      // People who need to can zoom (WCAG 1.4.4): nothing in the page stops it.
      const viewport = await page.locator('meta[name="viewport"]').getAttribute("content");
      expect(viewport).not.toMatch(/maximum-scale|user-scalable/);
      expect(await smallFields(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the login forms for someone logged in", () => {
  it("sends them on to their dashboard, or the page asked for", async () => {
    const demo = await running();
    const { token } = await apiLogin(demo, CUSTOMER);
    await withPage(
      demo,
      DESKTOP,
      async (page, { server }, errors) => {
        await page.goto(`${server.url}/en/auth`);
        await landsAt(page, "/en/dashboard");
        await page.goto(`${server.url}/en/auth/register`);
        await landsAt(page, "/en/dashboard");
        await page.goto(`${server.url}/en/auth?redirect=%2Fen%2Fprofile`);
        await landsAt(page, "/en/profile");
        await page.getByRole("heading", { name: "My account" }).waitFor();
        expect(errors).toEqual([]);
      },
      { token },
    );
  });

  it("offers a new account on the farewell page through the registration form", async () => {
    await withPage(await running(), PHONE, async (page, { server }, errors) => {
      await page.goto(`${server.url}/en/deleted-account`);
      await page.getByRole("heading", { name: "Thank you for being with us!" }).waitFor();
      await shot(page, "routing-farewell-phone");
      await page.getByRole("link", { name: "Create a new account" }).click();
      await landsAt(page, "/en/auth/register");
      await page.getByLabel("Repeat the password").waitFor();
      expect(errors).toEqual([]);
    });
  });
});

describe("a social login that fails", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`says why when the provider cannot be reached (${viewport.width} px)`, async () => {
      await withPage(await running(), viewport, async (page, { server }, errors) => {
        await page.goto(`${server.url}/en/auth`);
        await page.getByRole("button", { name: "Continue with Google" }).click();
        await toast(page, /^Logging in with Google is not possible at the moment/);
        expect(new URL(page.url()).pathname).toBe("/en/auth");
        await shot(page, `routing-social-unavailable-${viewport.width}`);
        expect(errors).toEqual([]);
      });
    });
  }

  it("says it failed when the return is broken, on the login page rather than the return address", async () => {
    await withPage(await running(), DESKTOP, async (page, { server }, errors) => {
      await page.goto(`${server.url}/en/auth/success`);
      await toast(page, /^Logging in with a social account did not work/);
      await landsAt(page, "/en/auth");
      await page.getByRole("button", { name: "Log in" }).waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("shows a failed return's reason in the site's words, never the text of its address", async () => {
    const german = await onHost("de.localhost");
    await withPage(await running(), DESKTOP, async (page, _demo, errors) => {
      const planted = "Ihr Konto ist gesperrt. Rufen Sie +49 30 5550000 an.";
      await page.goto(`${german}/de/auth/failure?${new URLSearchParams({ errors: planted })}`);
      await toast(page, /^Die Anmeldung mit einem sozialen Konto hat nicht funktioniert/);
      await landsAt(page, "/de/auth");
      expect(await page.getByText(planted).count()).toBe(0);
      await page.goto(`${german}/de/auth/failure?errors=email_taken&provider=google`);
      await toast(page, /^Ein Konto mit dieser E-Mail-Adresse gibt es bereits\..* Google unter/);
      await landsAt(page, "/de/auth");
      expect(errors).toEqual([]);
    });
  });
});

describe("sharing where the browser cannot", () => {
  it("says so in the spec's alert", async () => {
    const demo = await running();
    const { token } = await apiLogin(demo, CUSTOMER);
    await withPage(
      demo,
      PHONE,
      async (page, { server }) => {
        await page.goto(`${server.url}/en/dashboard`);
        const more = page.getByRole("button", { name: /^More actions/ }).first();
        await more.waitFor({ timeout: 30_000 });
        const text = await alertOf(page, async () => {
          await more.click();
          await page.getByRole("menuitem", { name: "Share…" }).click();
        });
        expect(text).toBe("Browser is not supporting sharing.");
      },
      { token },
    );
  });
});
