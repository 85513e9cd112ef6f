/// <reference types="node" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startOidcProvider } from "../../server/test/helpers/oidc.ts";
import { seriousViolations } from "./browser.ts";
import {
  apiLogin,
  DEMO_CUSTOMER as CUSTOMER,
  DEMO_DESIGNER,
  DESKTOP,
  demoSuite,
  PHONE,
  shot,
  toast,
  withPage,
} from "./demo.ts";
import { freePort } from "./server.ts";

/*
 * Google-style login against a real OpenID Connect provider on loopback (the oidc-provider
 * package, whose own login page takes any login name): the whole redirect flow in the browser,
 * then connecting and disconnecting the provider from My account.
 */

const running = demoSuite(async (onStop) => {
  // The redirect URI registered at the provider names the server's address, so the port is
  // chosen first.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const provider = await startOidcProvider({
    port: await freePort(),
    clientId: "home-designer-e2e",
    clientSecret: "e2e-secret",
    redirectUri: `${publicUrl}/api/social-auth/google/callback`,
  });
  onStop(() => provider.close());
  return {
    server: {
      port,
      env: {
        PUBLIC_URL: publicUrl,
        GOOGLE_CLIENT_ID: "home-designer-e2e",
        GOOGLE_CLIENT_SECRET: "e2e-secret",
        GOOGLE_ISSUER: provider.issuer,
      },
    },
    extra: { provider },
  };
});

/**
 * Presses the button that leaves for the provider, then goes through the provider's own pages
 * until the browser is back at `done` (see `atProvider`).
 */
async function throughProvider(
  page: Page,
  button: string,
  provider: { issuer: string; login: string },
  done: (url: URL) => boolean,
): Promise<void> {
  const left = page.waitForEvent("framenavigated", {
    predicate: (frame) => frame === page.mainFrame(),
    timeout: 30_000,
  });
  await page.getByRole("button", { name: button }).click();
  await left;
  await atProvider(page, provider, done);
}

/**
 * Goes through the provider's own pages until the browser is back at `done`: its login form (any
 * name), its consent page, or nothing at all when it already knows the person.
 */
async function atProvider(
  page: Page,
  provider: { issuer: string; login: string },
  done: (url: URL) => boolean,
): Promise<void> {
  const { issuer, login } = provider;
  const deadline = Date.now() + 30_000;
  for (;;) {
    const url = new URL(page.url());
    if (done(url)) return;
    const timeout = deadline - Date.now();
    if (timeout <= 0) throw new Error(`stuck at ${url.href}`);
    if (url.origin !== issuer) {
      // On the way there or back: wait for the next page.
      await page.waitForURL((next) => next.href !== url.href || done(next), { timeout });
      continue;
    }
    // At the provider: its login form or consent page shows, or it sends the browser on.
    const name = page.locator('input[name="login"]');
    const consent = page.getByRole("button", { name: "Continue" });
    const shown = await Promise.race([
      name
        .or(consent)
        .first()
        .waitFor({ timeout })
        .then(
          () => true,
          () => false,
        ),
      page
        .waitForURL((next) => next.origin !== issuer, { timeout })
        .then(
          () => false,
          () => false,
        ),
    ]);
    if (!shown) continue;
    if (await name.isVisible()) {
      await name.fill(login);
      await page.locator('input[name="password"]').fill("anything");
      await page.locator('button[type="submit"]').click();
      await name.waitFor({ state: "detached", timeout });
    } else {
      await consent.click();
      await consent.waitFor({ state: "detached", timeout });
    }
  }
}

const at = (pathname: string) => (url: URL) => url.pathname === pathname;

async function openConnections(page: Page, url: string) {
  await page.goto(`${url}/en/profile`);
  await page.getByRole("button", { name: "Change Connected accounts" }).click();
  await page.locator("#profile-connections-editor").waitFor();
}

describe("social login in Chromium against a local OpenID Connect provider", () => {
  it("logs in with Google: the provider's pages, back logged in, the code traded and gone from the address", async () => {
    await withPage(await running(), DESKTOP, async (page, { server, provider }, errors) => {
      const visited: string[] = [];
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      await page.goto(`${server.url}/en/auth`);
      const google = page.getByRole("button", { name: "Continue with Google" });
      await google.waitFor();
      // Only the providers the company offers: Facebook is not configured here.
      expect(await page.getByRole("button", { name: /Facebook/ }).count()).toBe(0);
      await shot(page, "account-login-social-desktop");
      expect(await seriousViolations(page)).toEqual([]);

      await throughProvider(
        page,
        "Continue with Google",
        { issuer: provider.issuer, login: "liis" },
        at("/en/dashboard"),
      );

      // The app was reached with a one-time code, which left the address bar straight away and
      // was traded for a login of its own.
      const landing = visited.find((u) => u.includes("/en/auth/success?token="));
      const code = new URL(landing ?? "http://x/").searchParams.get("token");
      expect(code).toBeTruthy();
      expect(page.url()).not.toContain("token=");
      const stored = await page.evaluate(() => localStorage.getItem("primary"));
      const token = (JSON.parse(stored ?? "{}") as { state?: { token?: string } }).state?.token;
      expect(token).toBeTruthy();
      expect(token).not.toBe(code);

      // Logged in as the provider's person: the new account shows its name and its one login.
      await page.goto(`${server.url}/en/profile`);
      await page.getByText("Person liis", { exact: true }).waitFor();
      await page.getByText("liis@example.test").waitFor();
      expect(await page.getByRole("heading", { level: 3, name: "Password" }).count()).toBe(0);
      await page.getByRole("button", { name: "Change Connected accounts" }).click();
      await page.getByText("Connected to Google").waitFor();
      // The only way to log in cannot be removed.
      expect(await page.getByRole("button", { name: /^Disconnect/ }).count()).toBe(0);
      await page.locator("#profile-connections-editor").scrollIntoViewIfNeeded();
      await shot(page, "account-profile-google-desktop");
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  it("logs nobody in with a link carrying the code of someone else's login", async () => {
    const demo = await running();
    const { server, provider } = demo;
    // Someone logs in with their own Google account and catches the return address, code and
    // all, keeping their page from trading it.
    let caught = "";
    await withPage(demo, DESKTOP, async (page) => {
      await page.route("**/api/auth/handover", (route) => route.abort());
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame() && frame.url().includes("token=")) caught = frame.url();
      });
      await page.goto(`${server.url}/en/auth`);
      await throughProvider(
        page,
        "Continue with Google",
        { issuer: provider.issuer, login: "mallory" },
        () => caught !== "",
      );
    });
    expect(new URL(caught).pathname).toBe("/en/auth/success");
    expect(new URL(caught).searchParams.get("token")).toBeTruthy();

    // They send it to another person, whose browser opens it within the minute: it never started
    // that login, so it is not logged in (and the code is spent).
    await withPage(demo, DESKTOP, async (page, _demo, errors) => {
      await page.goto(caught);
      await toast(page, /^This login link is not valid or has expired/);
      await page.getByRole("button", { name: "Log in" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/en/auth");
      const stored = await page.evaluate(() => localStorage.getItem("primary"));
      expect(JSON.parse(stored ?? "{}").state?.token ?? null).toBeNull();
      await page.goto(`${server.url}/en/dashboard`);
      await page.waitForURL((u) => u.pathname === "/en/auth");
      expect(errors).toEqual([]);
    });
  });

  it("logs nobody in with a bearer token put in the return address", async () => {
    const demo = await running();
    const { token } = await apiLogin(demo, CUSTOMER);
    await withPage(demo, DESKTOP, async (page, { server }, errors) => {
      await page.goto(`${server.url}/en/auth/success?token=${token}`);
      await toast(page, /^This login link is not valid or has expired/);
      await page.getByRole("button", { name: "Log in" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/en/auth");
      const stored = await page.evaluate(() => localStorage.getItem("primary"));
      expect(stored ?? "").not.toContain(token);
      await page.goto(`${server.url}/en/dashboard`);
      await page.waitForURL((u) => u.pathname === "/en/auth");
      expect(errors).toEqual([]);
    });
  });

  it("connects Google to a password account from My account, then disconnects it", async () => {
    await withPage(await running(), PHONE, async (page, { server, provider }, errors) => {
      const url = server.url;
      const visited: string[] = [];
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame()) visited.push(frame.url());
      });
      await page.goto(`${url}/en/auth`);
      await page.getByRole("button", { name: "Continue with Google" }).waitFor();
      await shot(page, "account-login-social-phone");
      await page.getByLabel("E-mail address").fill(CUSTOMER.email);
      await page.getByLabel("Password", { exact: true }).fill(CUSTOMER.password);
      await page.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL((u) => u.pathname === "/en/dashboard");

      await openConnections(page, url);
      expect(await page.getByText("No accounts connected").count()).toBe(1);
      await throughProvider(
        page,
        "Connect to Google",
        { issuer: provider.issuer, login: "klient-google" },
        at("/en/profile"),
      );
      await toast(page, "Your account is connected.");
      await page.getByRole("heading", { name: "My account" }).waitFor();
      expect(new URL(page.url()).pathname).toBe("/en/profile");
      // The provider's return brought a one-time code, which the page sent with this login and
      // dropped from the address.
      const landing = visited.find((u) => u.includes("/en/profile/attached?code="));
      expect(landing).toBeTruthy();
      expect(page.url()).not.toContain("code=");

      // Two ways to log in now: either may go.
      await page.getByRole("button", { name: "Change Connected accounts" }).click();
      await page.getByText("Connected to Google").waitFor();
      await page.locator("#profile-connections-editor").scrollIntoViewIfNeeded();
      await shot(page, "account-profile-google-phone");
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole("button", { name: "Disconnect Google" }).click();
      await page.getByRole("button", { name: "Connect to Google" }).waitFor();
      await toast(page, "Google is disconnected from your account.");
      expect(await page.getByText("No accounts connected").count()).toBe(1);
      expect(errors).toEqual([]);
    });
  });

  it("connects nothing when someone else's connecting address is completed in this browser", async () => {
    const demo = await running();
    const { server, provider } = demo;
    // The designer starts connecting Google to their own account and sends the provider's address
    // on, hoping a customer signs in there with their Google account.
    const attacker = await apiLogin(demo, DEMO_DESIGNER);
    const providersOf = async (token: string) => {
      const res = await fetch(`${server.url}/api/auth/user`, {
        headers: { authorization: `Bearer ${token}`, accept: "application/json" },
      });
      return ((await res.json()) as { providers: { provider: string }[] }).providers;
    };
    const attackerBefore = await providersOf(attacker.token);
    const start = await fetch(
      `${server.url}/api/social-auth/attach/google/en?company_id=${demo.companyId}`,
      { headers: { authorization: `Bearer ${attacker.token}`, accept: "application/json" } },
    );
    expect(start.status).toBe(200);
    const sent = ((await start.json()) as { url: string }).url;

    const victim = await apiLogin(demo, CUSTOMER);
    await withPage(
      demo,
      DESKTOP,
      async (page, _demo, errors) => {
        await page.goto(sent);
        await atProvider(
          page,
          { issuer: provider.issuer, login: "ohver-google" },
          at("/en/profile"),
        );
        await toast(page, /^This connection could not be confirmed/);
        expect(page.url()).not.toContain("code=");
        await page.getByRole("button", { name: "Change Connected accounts" }).click();
        await page.locator("#profile-connections-editor").waitFor();
        expect(await page.getByText("No accounts connected").count()).toBe(1);
        expect(errors).toEqual([]);
      },
      { token: victim.token },
    );
    expect(await providersOf(attacker.token)).toEqual(attackerBefore);
    expect((await providersOf(victim.token)).map((p) => p.provider)).toEqual(["main"]);
  });

  it("says why connecting failed when the Google account belongs to someone else", async () => {
    await withPage(await running(), DESKTOP, async (page, { server, provider }, errors) => {
      const url = server.url;
      // Someone logs in with Google as "mati" first: that Google account now has its own account.
      await page.goto(`${url}/en/auth`);
      await throughProvider(
        page,
        "Continue with Google",
        { issuer: provider.issuer, login: "mati" },
        at("/en/dashboard"),
      );
      await page.getByRole("button", { name: "Logout" }).click();
      await page
        .getByRole("dialog", { name: "Log out?" })
        .getByRole("button", { name: "Logout" })
        .click();
      await page.waitForURL((u) => u.pathname === "/en/auth");

      await page.getByLabel("E-mail address").fill(CUSTOMER.email);
      await page.getByLabel("Password", { exact: true }).fill(CUSTOMER.password);
      await page.getByRole("button", { name: "Log in" }).click();
      await page.waitForURL((u) => u.pathname === "/en/dashboard");
      await openConnections(page, url);
      // The provider still knows "mati" in this browser.
      await throughProvider(
        page,
        "Connect to Google",
        { issuer: provider.issuer, login: "mati" },
        at("/en/profile"),
      );
      await toast(page, "This Google account is already connected to another account.");
      expect(new URL(page.url()).search).toBe("");
      expect(errors).toEqual([]);
    });
  });
});
