/// <reference types="node" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startOidcProvider } from "../../server/test/helpers/oidc.ts";
import { seriousViolations } from "./browser.ts";
import {
  apiLogin,
  DEMO_CUSTOMER as CUSTOMER,
  demoSuite,
  escapeRegExp,
  PHONE,
  shot,
  summaryShown,
  toast,
  withPage,
} from "./demo.ts";
import { freePort } from "./server.ts";

/*
 * Confirmations signed with an electronic identity (decision 048), in Chromium, against a real
 * OpenID Connect provider on loopback standing for the company's eID broker (its own login page
 * takes any login name): the company's admin connects it in the back office, then the demo buyer
 * confirms a package by signing there and comes back to its summary, which names the signer; a
 * signing cancelled at the broker confirms nothing. Screenshots at desktop and phone width, in
 * English and German, axe on each.
 */

/** The desktop width these screens are looked at. */
const DESKTOP = { width: 1280, height: 900 };
const ADMIN = { email: "admin@kaarnakivi.example", password: "DemoAdmin1" };
const PERSONAL_CODE = "38001010000";

const running = demoSuite(async (onStop) => {
  // The return address registered at the broker names the server's address: its port first.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const provider = await startOidcProvider({
    port: await freePort(),
    clientId: "kaarnakivi-homes",
    clientSecret: "eid-secret",
    redirectUri: `${publicUrl}/api/signing/callback`,
    accounts: { [PERSONAL_CODE]: { email: null, name: "Mari Maasikas" } },
  });
  onStop(() => provider.close());
  return { server: { port, env: { PUBLIC_URL: publicUrl } }, extra: { provider } };
});

/**
 * At the broker: signs in with `login` through its login form and consent page, or cancels there,
 * until the browser is back on our site.
 */
async function atBroker(page: Page, issuer: string, action: { login: string } | "cancel") {
  const deadline = Date.now() + 30_000;
  await page.waitForURL((url) => url.origin === issuer, { timeout: 30_000 });
  while (new URL(page.url()).origin === issuer) {
    const timeout = Math.max(deadline - Date.now(), 1);
    if (action === "cancel") {
      await page.getByRole("link", { name: "[ Cancel ]" }).click();
      await page.waitForURL((url) => url.origin !== issuer, { timeout });
      return;
    }
    const name = page.locator('input[name="login"]');
    const consent = page.getByRole("button", { name: "Continue" });
    await name.or(consent).first().waitFor({ timeout });
    if (await name.isVisible()) {
      await name.fill(action.login);
      await page.locator('input[name="password"]').fill("anything");
      await page.locator('button[type="submit"]').click();
      await name.waitFor({ state: "detached", timeout });
    } else {
      await consent.click();
      await consent.waitFor({ state: "detached", timeout }).catch(() => undefined);
    }
  }
}

/** The German pages are the demo company's on its German host. */
const german = (url: string) => `http://de.localhost:${new URL(url).port}`;

/** Adds one of the buyer's apartments' layouts to the (English) dashboard. */
async function addLayout(page: Page, place: { building: string; number: string; layout: RegExp }) {
  await page.getByRole("button", { name: "Add apartment" }).click();
  const add = page.getByRole("dialog", { name: "Add a new apartment" });
  const pick = async (label: string, option: RegExp) => {
    await add.getByRole("combobox", { name: label }).click();
    await page.getByRole("option", { name: option }).first().click();
  };
  await pick("Project", /Merelahe Kvartal/);
  await pick("Building", new RegExp(`${escapeRegExp(place.building)}$`));
  await pick("Apartment", new RegExp(`(^| )${escapeRegExp(place.number)}$`));
  await pick("Layout", place.layout);
  await add.getByRole("button", { name: "Add to dashboard" }).click();
  await add.waitFor({ state: "detached" });
}

describe("confirmations signed with an electronic identity in Chromium", () => {
  it("lets the company's admin connect its eID broker in the back office", async () => {
    const demo = await running();
    const { token } = await apiLogin(demo, ADMIN);
    await withPage(
      demo,
      DESKTOP,
      async (page, { server, provider }, errors) => {
        await page.goto(`${server.url}/en/admin/signing`);
        await page
          .getByRole("heading", { level: 1, name: "Signing with an electronic identity" })
          .waitFor();
        await page.getByText("Not set: buyers confirm without signing.").waitFor();
        // The address to register at the broker, before anything is saved.
        await page.getByText(`${server.url}/api/signing/callback`, { exact: true }).waitFor();
        await page.getByLabel("Issuer address").fill(provider.issuer);
        await page.getByLabel("Client ID").fill("kaarnakivi-homes");
        await page.getByLabel("Client secret").fill("eid-secret");
        await page.getByLabel("What buyers read").fill("Smart-ID, Mobile-ID, ID card");
        await page.getByRole("button", { name: "Save" }).click();
        await page.getByText("Saved: buyers now confirm by signing.").waitFor({ timeout: 30_000 });
        await page.getByText("Buyers confirm by signing: Smart-ID, Mobile-ID, ID card.").waitFor();
        expect(await page.getByLabel("Client secret").inputValue()).toBe("");
        await shot(page, "signing-admin-desktop-en", true);
        expect(await seriousViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
      },
      { token },
    );
    for (const [name, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      await withPage(
        demo,
        viewport,
        async (page, { server }, errors) => {
          await page.goto(`${german(server.url)}/de/admin/signing`);
          await page
            .getByText("Käufer bestätigen mit Unterschrift: Smart-ID, Mobile-ID, ID card.")
            .waitFor();
          await shot(page, `signing-admin-${name}-de`, true);
          expect(await seriousViolations(page)).toEqual([]);
          await page.getByRole("button", { name: "Identitätsdienst entfernen" }).click();
          const ask = page.getByRole("dialog", { name: "Identitätsdienst entfernen?" });
          await ask.waitFor();
          await shot(page, `signing-admin-remove-${name}-de`);
          expect(await seriousViolations(page)).toEqual([]);
          await ask.getByRole("button", { name: "Abbrechen" }).click();
          await ask.waitFor({ state: "detached" });
          expect(errors).toEqual([]);
        },
        { token },
      );
    }
  });

  it("confirms nothing when the buyer cancels at the broker, and says so", async () => {
    const demo = await running();
    const { token } = await apiLogin(demo, CUSTOMER);
    // The dialog in German, on a phone and at desktop width: how the buyer will sign.
    for (const [name, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      await withPage(
        demo,
        viewport,
        async (page, { server }) => {
          await page.goto(`${german(server.url)}/de/dashboard`);
          await page.getByRole("button", { name: "Bestätigen", exact: true }).first().click();
          const dialog = page.getByRole("dialog", { name: /^Paket „.*“ bestätigen\?$/ });
          await dialog
            .getByText(
              "Sie bestätigen, indem Sie mit Ihrer elektronischen Identität unterschreiben (Smart-ID, Mobile-ID, ID card).",
              { exact: false },
            )
            .waitFor();
          await dialog.getByRole("button", { name: "Unterschreiben und bestätigen" }).waitFor();
          await shot(page, `signing-confirm-dialog-${name}-de`);
          expect(await seriousViolations(page)).toEqual([]);
          await dialog.getByRole("button", { name: "Abbrechen" }).click();
        },
        { token },
      );
    }

    await withPage(
      demo,
      PHONE,
      async (page, { server, provider }, errors) => {
        await page.goto(`${server.url}/en/dashboard`);
        await page.getByRole("button", { name: "Confirm", exact: true }).first().click();
        const dialog = page.getByRole("dialog", { name: /^Confirm the package/ });
        const sign = dialog.getByRole("button", { name: "Sign and confirm" });
        await sign.waitFor();
        await shot(page, "signing-confirm-dialog-phone-en");
        await sign.click();

        await atBroker(page, provider.issuer, "cancel");
        await toast(page, "Signing was cancelled; nothing was confirmed.");
        await summaryShown(page);
        expect(new URL(page.url()).searchParams.has("signing")).toBe(false);
        expect(await page.getByText(/^Confirmed on \d/).count()).toBe(0);
        await page.getByRole("button", { name: "Confirm package" }).waitFor();
        await shot(page, "signing-cancelled-summary-phone-en");
        expect(await seriousViolations(page)).toEqual([]);

        // An answer the server cannot place (used, or made up) ends on the dashboard, in the
        // site's first language, which it cannot tell from the answer.
        await page.goto(`${server.url}/api/signing/callback?code=x&state=made-up`);
        await toast(page, "Allkirjastamine võttis liiga kaua aega. Palun alusta uuesti.");
        await page.waitForURL((url) => url.pathname === "/et/dashboard" && url.search === "");
        expect(errors).toEqual([]);
      },
      { token },
    );
  });

  it("has the buyer confirm by signing at the broker, and names the signer on the summary", async () => {
    const demo = await running();
    const { token } = await apiLogin(demo, CUSTOMER);
    await withPage(
      demo,
      DESKTOP,
      async (page, { server, provider }, errors) => {
        await page.goto(`${server.url}/en/dashboard`);
        await addLayout(page, { building: "A", number: "1", layout: /3B/ });
        const card = page.locator("[data-layout]").first().locator("article[data-package]");
        await card.getByRole("button", { name: "Confirm", exact: true }).click();
        const dialog = page.getByRole("dialog", { name: /^Confirm the package/ });
        await dialog
          .getByText(
            "You confirm by signing with your electronic identity (Smart-ID, Mobile-ID, ID card).",
            { exact: false },
          )
          .waitFor();
        await shot(page, "signing-confirm-dialog-desktop-en");
        expect(await seriousViolations(page)).toEqual([]);
        await dialog.getByRole("button", { name: "Sign and confirm" }).click();

        await atBroker(page, provider.issuer, { login: PERSONAL_CODE });
        // Back on the package's summary, confirmed and signed; the outcome said once and gone.
        await toast(page, "Signed and confirmed.");
        await summaryShown(page);
        await page
          .getByText(/^Signed with an electronic identity by Mari Maasikas on \d/)
          .waitFor();
        await page.getByText(/^Confirmed on \d/).waitFor();
        const address = new URL(page.url());
        expect(address.pathname).toMatch(/^\/en\/\d+\/summary$/);
        expect(address.searchParams.has("signing")).toBe(false);
        expect(address.searchParams.get("project")).toBeTruthy();
        await shot(page, "signing-signed-summary-desktop-en");
        expect(await seriousViolations(page)).toEqual([]);

        // A reload says nothing again.
        await page.reload();
        await summaryShown(page);
        await page.getByText(/^Signed with an electronic identity by/).waitFor();
        expect(await page.locator("[data-sonner-toast]").count()).toBe(0);
        expect(errors).toEqual([]);

        // The same summary in German on a phone.
        const summary = `${german(server.url)}${address.pathname.replace(/^\/en/, "/de")}${address.search}`;
        await withPage(
          demo,
          PHONE,
          async (phone) => {
            await phone.goto(summary);
            await summaryShown(phone);
            const line = phone.getByText(
              /^Mit elektronischer Identität unterschrieben von Mari Maasikas am \d/,
            );
            await line.waitFor();
            await line.scrollIntoViewIfNeeded();
            await shot(phone, "signing-signed-summary-phone-de");
            expect(await seriousViolations(phone)).toEqual([]);
          },
          { token },
        );
      },
      { token },
    );
  });
});
