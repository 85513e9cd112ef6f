/// <reference types="node" />
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type ReceivedMail, startSmtpServer } from "../../server/test/helpers/smtp.ts";
import { seriousViolations } from "./browser.ts";
import {
  apiLogin,
  DEMO_CUSTOMER,
  DEMO_DESIGNER,
  DESKTOP as DESKTOP_SIZE,
  demoSuite,
  PHONE as PHONE_SIZE,
  shot,
  toast,
  withPage,
} from "./demo.ts";

/*
 * Accounts end to end, with mail over a real SMTP connection (an smtp-server on loopback): sign
 * up, confirm the address from the mail, log in, change name and password, log out, reset the
 * password from the mailed link, log in with it, change the e-mail with the password; tokens that
 * should have ended no longer work; the owner's own browser logs in while guesses from many
 * addresses hold the account for every other browser.
 * Then every account page at desktop and phone width, with axe.
 */

const DESKTOP = { name: "desktop", ...DESKTOP_SIZE } as const;
const PHONE = { name: "phone", ...PHONE_SIZE } as const;

const running = demoSuite(async (onStop) => {
  const smtp = await startSmtpServer();
  onStop(() => smtp.close());
  // One proxy in front, so that the test can guess passwords from many addresses (the browser's
  // own calls, with no X-Forwarded-For, are from the connection's address as before).
  return { server: { env: { SMTP_URL: smtp.url, TRUST_PROXY: "1" } }, extra: { smtp } };
});

/** The newest mail to an address whose text holds a link matching `pattern`, waiting for it. */
async function mailedLink(mails: ReceivedMail[], to: string, pattern: RegExp): Promise<string> {
  const linkIn = () =>
    [...mails]
      .reverse()
      .find((m) => m.to.includes(to) && pattern.test(m.text))
      ?.text.match(pattern)?.[0];
  await expect.poll(linkIn, { timeout: 20_000 }).toBeTruthy();
  const link = linkIn();
  if (!link) throw new Error(`no mail to ${to} with ${pattern}`);
  return link;
}

const VERIFY_LINK = /https?:\/\/[^\s"<>]+\/email\/verify\/[^\s"<>]+/;
const RESET_LINK = /https?:\/\/[^\s"<>]+\/reset-password\?[^\s"<>]+/;

/** A mailed link opened on the server under test (the mail names the site it was asked from). */
function onServer(link: string, url: string): string {
  const parsed = new URL(link);
  return `${url}${parsed.pathname}${parsed.search}`;
}

async function userAnswer(url: string, token: string): Promise<number> {
  const response = await fetch(`${url}/api/auth/user`, {
    headers: { Authorization: `Bearer ${token}`, Accept: "application/json" },
  });
  return response.status;
}

async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem("primary") ?? "{}") as {
      state?: { token?: string | null };
    };
    return stored.state?.token ?? null;
  });
}

async function register(page: Page, url: string, name: string, email: string, password: string) {
  await page.goto(`${url}/en/auth/register`);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("checkbox", { name: /I agree to the/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await page.waitForURL((u) => u.pathname === "/en/send-verification");
  await page.getByText(email).waitFor();
}

async function logIn(page: Page, url: string, email: string, password: string) {
  if (new URL(page.url()).pathname !== "/en/auth") await page.goto(`${url}/en/auth`);
  await page.getByRole("heading", { name: "Login" }).waitFor();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL((u) => u.pathname === "/en/dashboard");
}

describe("accounts in Chromium, with mail over SMTP", () => {
  it("signs up, confirms, changes name and password, logs out, resets the password, logs in and changes the e-mail", async () => {
    await withPage(await running(), DESKTOP, async (page, { server, smtp }, errors) => {
      const url = server.url;
      const email = `mari.${Date.now()}@example.com`;
      await register(page, url, "Mari Maasikas", email, "Secret123");

      // An unconfirmed account is not logged in: login leads back to send-verification.
      expect(await storedToken(page)).toBeNull();
      const verifyLink = await mailedLink(smtp.mails, email, VERIFY_LINK);
      const verifyMail = smtp.mails.find((m) => m.to.includes(email));
      expect(verifyMail?.subject).toBeTruthy();
      await page.goto(onServer(verifyLink, url));
      await page.getByRole("heading", { name: "You're all set!" }).waitFor();
      await page.getByRole("link", { name: "Log in" }).click();
      await page.waitForURL((u) => u.pathname === "/en/auth");
      await page.getByRole("heading", { name: "Login" }).waitFor();
      await logIn(page, url, email, "Secret123");
      const firstToken = await storedToken(page);
      expect(firstToken).toBeTruthy();

      // The top navigation shows the logged-in items.
      const nav = page.getByRole("navigation", { name: "Main navigation" });
      await nav.getByRole("link", { name: "All apartments and packages" }).waitFor();
      await nav.getByRole("link", { name: "My account" }).click();
      await page.waitForURL((u) => u.pathname === "/en/profile");

      // Name.
      await page.getByRole("button", { name: "Change Name" }).click();
      await page.getByLabel("New name").fill("Mari Mets");
      await page.getByLabel("New name").press("Enter");
      await toast(page, "Your details are saved.");
      await page.getByText("Mari Mets", { exact: true }).waitFor();

      // Password: the new one is checked as it is left, a wrong current one is refused.
      await page.getByRole("button", { name: "Change Password" }).click();
      await page.getByLabel("Current password").fill("Wrong1234");
      await page.getByLabel("New password", { exact: true }).fill("better");
      await page.getByLabel("Repeat the new password").focus();
      await page
        .getByText(
          "The password needs at least 8 characters, 1 uppercase, 1 lowercase and 1 numeral.",
        )
        .waitFor();
      await page.getByLabel("New password", { exact: true }).fill("Better456");
      await page.getByLabel("Repeat the new password").fill("Better456");
      await page.getByLabel("Repeat the new password").press("Enter");
      const wrong = "Wrong password entered or connection problem. Please verify and try again.";
      await page.locator("#profile-password-currentPassword-error").getByText(wrong).waitFor();
      await page.getByLabel("Current password").fill("Secret123");
      await page.getByLabel("Current password").press("Enter");
      await toast(page, "Your password is changed.");
      await page.getByLabel("Current password").waitFor({ state: "detached" });
      expect(await userAnswer(url, firstToken ?? "")).toBe(200);

      // Another device logs in with the new password.
      const otherDevice = (await apiLogin(await running(), { email, password: "Better456" })).token;

      // Log out: the dialog, the token ends on the server, the login page with the toast.
      await page.getByRole("button", { name: "Logout" }).click();
      const dialog = page.getByRole("dialog", { name: "Log out?" });
      await dialog.getByRole("button", { name: "Logout" }).click();
      await page.waitForURL((u) => u.pathname === "/en/auth");
      await toast(page, "Logout successful!");
      expect(await storedToken(page)).toBeNull();
      await nav.getByRole("link", { name: "Login" }).waitFor();
      await expect.poll(() => userAnswer(url, firstToken ?? "")).toBe(401);
      expect(await userAnswer(url, otherDevice)).toBe(200);

      // Forgotten password: a link by mail, another only after 30 seconds.
      await page.getByRole("link", { name: "Forgot your password?" }).click();
      await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
      await page.getByLabel("E-mail address").fill(email);
      await page.getByRole("button", { name: "Send link" }).click();
      await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();
      await toast(page, "Link sent! Check your email.");
      await page.getByText(/Please wait \d+ s before asking for another link\./).waitFor();
      const resetLink = await mailedLink(smtp.mails, email, RESET_LINK);

      await page.goto(onServer(resetLink, url));
      await page.getByRole("heading", { name: "Set a new password" }).waitFor();
      await page.getByLabel("New password", { exact: true }).fill("Newest789");
      await page.getByLabel("Repeat the password").fill("Newest789");
      // The page says so for a moment before it goes to the login. Timed from the click: a busy
      // machine can see the heading late, never the login early.
      const savedAt = Date.now();
      await page.getByRole("button", { name: "Save the new password" }).click();
      await page.getByRole("heading", { name: "Your new password is set" }).waitFor();
      await page.waitForURL((u) => u.pathname === "/en/auth");
      expect(Date.now() - savedAt).toBeGreaterThan(1000);
      await page.getByRole("heading", { name: "Login" }).waitFor();

      // The old password no longer works; the new one does.
      await page.getByLabel("E-mail address").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("Better456");
      await page.getByRole("button", { name: "Log in" }).click();
      await toast(page, "Wrong e-mail or password.");
      await logIn(page, url, email, "Newest789");
      await page.goto(`${url}/en/profile`);
      await page.getByText("Mari Mets", { exact: true }).waitFor();

      // Every token from before the reset has ended; the new login works.
      expect(await userAnswer(url, otherDevice)).toBe(401);
      expect(await userAnswer(url, firstToken ?? "")).toBe(401);
      expect(await userAnswer(url, (await storedToken(page)) ?? "")).toBe(200);

      // A new e-mail takes the current password; other logins end and the old address is told.
      const moved = `moved.${Date.now()}@example.com`;
      const laptop = (await apiLogin(await running(), { email, password: "Newest789" })).token;
      await page.getByRole("button", { name: "Change E-mail address" }).click();
      await page.getByLabel("New e-mail address").fill(moved);
      await page.getByLabel("Current password").fill("Wrong1234");
      await page.getByLabel("Current password").press("Enter");
      await page.locator("#profile-email-currentPassword-error").getByText(wrong).waitFor();
      await page.getByLabel("Current password").fill("Newest789");
      await page.getByLabel("Current password").press("Enter");
      await toast(page, "You were logged out everywhere else.");
      await page.getByText(moved, { exact: true }).waitFor();
      expect(await userAnswer(url, laptop)).toBe(401);
      expect(await userAnswer(url, (await storedToken(page)) ?? "")).toBe(200);
      await expect
        .poll(() => smtp.mails.find((m) => m.to.includes(email) && m.text.includes(moved))?.subject)
        .toMatch(/^Your e-mail address was changed/);

      // A used reset link leads back to forgot password with the session-expired notice.
      await page.goto(onServer(resetLink, url));
      await page.waitForURL((u) => u.pathname === "/en/auth/forgot-password");
      await page.getByText("Session expired please enter your email again").waitFor();
      expect(errors).toEqual([]);
    });
  });

  it("lets the owner in from their own browser while 105 guesses from 21 addresses hold the account, and tells another browser why it waits", async () => {
    const demo = await running();
    const { server, smtp } = demo;
    const url = server.url;
    const email = `owner.${Date.now()}@example.com`;
    const signedUp = await fetch(`${url}/api/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Mari Maasikas",
        email,
        password: "Secret123",
        password_confirmation: "Secret123",
        company_id: demo.companyId,
      }),
    });
    expect(signedUp.status).toBe(200);
    const confirm = new URL(await mailedLink(smtp.mails, email, VERIFY_LINK));
    const confirmed = await fetch(
      `${url}/api${confirm.pathname.replace(/^\/[a-z]{2}/, "")}${confirm.search}`,
    );
    expect(confirmed.status).toBe(200);

    await withPage(demo, DESKTOP, async (page, _demo, errors) => {
      await logIn(page, url, email, "Secret123");
      await page.getByRole("button", { name: "Logout" }).click();
      await page
        .getByRole("dialog", { name: "Log out?" })
        .getByRole("button", { name: "Logout" })
        .click();
      await page.waitForURL((u) => u.pathname === "/en/auth");

      // Someone guesses from 21 addresses, 5 each: within every limit of an address.
      const guesses = await Promise.all(
        Array.from({ length: 21 }, async (_, a) => {
          const statuses: number[] = [];
          for (let i = 0; i < 5; i++) {
            const res = await fetch(`${url}/api/auth/login`, {
              method: "POST",
              headers: {
                "content-type": "application/json",
                "x-forwarded-for": `198.18.7.${a + 1}`,
              },
              body: JSON.stringify({
                email,
                password: `Guess${a}x${i}`,
                company_id: demo.companyId,
              }),
            });
            statuses.push(res.status);
          }
          return statuses;
        }),
      );
      expect(guesses.flat().filter((status) => status === 429).length).toBe(5);

      // The owner's browser, which logged in before, gets in with the right password.
      await logIn(page, url, email, "Secret123");
      expect(errors).toEqual([]);
    });

    // Another browser waits, and is told how to get in.
    await withPage(demo, DESKTOP, async (page) => {
      await page.goto(`${url}/en/auth`);
      await page.getByLabel("E-mail address").fill(email);
      await page.getByLabel("Password", { exact: true }).fill("Secret123");
      await page.getByRole("button", { name: "Log in" }).click();
      await toast(page, /This account has had too many failed logins\..*Forgot your password\?/);
      expect(new URL(page.url()).pathname).toBe("/en/auth");
    });
  });

  it("keeps the login form when the network is gone, and logs in with Try again once it is back", async () => {
    await withPage(await running(), DESKTOP, async (page, { server }) => {
      await page.goto(`${server.url}/en/auth`);
      await page.getByRole("heading", { name: "Login" }).waitFor();
      await page.getByLabel("E-mail address").fill(DEMO_CUSTOMER.email);
      await page.getByLabel("Password", { exact: true }).fill(DEMO_CUSTOMER.password);

      await page.context().setOffline(true);
      await page.getByRole("button", { name: "Log in" }).click();
      await page
        .getByText(
          "Could not reach the server. Please check your internet connection and try again.",
        )
        .waitFor({ timeout: 10_000 });
      expect(await page.getByLabel("E-mail address").inputValue()).toBe(DEMO_CUSTOMER.email);
      expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe(
        DEMO_CUSTOMER.password,
      );
      await shot(page, "offline-login-desktop");

      await page.context().setOffline(false);
      await page.getByRole("button", { name: "Try again" }).click();
      await page.waitForURL((u) => u.pathname === "/en/dashboard");
    });
  });

  it("reminds a designer on My account that it is their own staff account", async () => {
    const demo = await running();
    // The designer's own account, named as if it were a client's.
    const own = (await apiLogin(demo, DEMO_DESIGNER)).user.id;
    await withPage(demo, DESKTOP, async (page, { server }, errors) => {
      await logIn(page, server.url, DEMO_DESIGNER.email, DEMO_DESIGNER.password);
      await page.goto(`${server.url}/en/profile?selected_user=${own}&name=Demo%20Buyer`);
      const banner = page.getByRole("complementary", { name: "You are logged in as staff" });
      await banner.getByText(/not the account of Demo Buyer/).waitFor();
      // The designer's links keep the client they act for.
      const nav = page.getByRole("navigation", { name: "Main navigation" });
      expect(await nav.getByRole("link", { name: "Help" }).getAttribute("href")).toBe(
        `/en/info?selected_user=${own}&name=Demo+Buyer`,
      );
      await shot(page, "account-profile-staff-desktop");
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    });
  });

  for (const viewport of [DESKTOP, PHONE]) {
    it(`shows every account page finished and accessible (${viewport.name})`, async () => {
      await withPage(await running(), viewport, async (page, { server, smtp }, errors) => {
        const url = server.url;
        const name = viewport.name;
        const email = `screens.${name}.${Date.now()}@example.com`;

        await page.goto(`${url}/en/auth`);
        await page.getByRole("heading", { name: "Login" }).waitFor();
        await shot(page, `account-login-${name}`);
        expect(await seriousViolations(page)).toEqual([]);
        // Rules are said when a field is left, the first offending field gets focus.
        await page.getByLabel("E-mail address").fill("mari@example");
        await page.getByLabel("Password", { exact: true }).fill("short");
        await page.getByLabel("Password", { exact: true }).press("Enter");
        await page.getByText("Please enter a valid email address").waitFor();
        await page.getByText("You entered an invalid password.").waitFor();
        expect(
          await page.getByLabel("E-mail address").evaluate((el) => el === document.activeElement),
        ).toBe(true);
        await shot(page, `account-login-errors-${name}`);
        expect(await seriousViolations(page)).toEqual([]);

        await page.goto(`${url}/en/auth/register`);
        await page.getByRole("heading", { name: "Create an account" }).waitFor();
        await shot(page, `account-register-${name}`, true);
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole("button", { name: "terms of use" }).click();
        await page
          .getByRole("dialog", { name: "Terms and conditions" })
          .getByRole("heading", { name: "6. Governing law and disputes" })
          .waitFor();
        await shot(page, `account-register-terms-${name}`);
        await page.keyboard.press("Escape");

        await register(page, url, "Kati Kask", email, "Secret123");
        await shot(page, `account-send-verification-${name}`);

        await page.goto(onServer(await mailedLink(smtp.mails, email, VERIFY_LINK), url));
        await page.getByRole("heading", { name: "You're all set!" }).waitFor();
        await shot(page, `account-verified-${name}`);
        await page.goto(
          `${url}/en/email/verify/1/${"0".repeat(64)}?expires=1&signature=${"0".repeat(64)}`,
        );
        await page.getByRole("heading", { name: "The link did not work" }).waitFor();
        await shot(page, `account-verify-failed-${name}`);

        await page.goto(`${url}/en/auth/forgot-password`);
        await page.getByLabel("E-mail address").fill(email);
        await page.getByRole("button", { name: "Send link" }).click();
        await page.getByRole("heading", { name: "Check your e-mail" }).waitFor();
        await shot(page, `account-forgot-sent-${name}`);
        await page.goto(onServer(await mailedLink(smtp.mails, email, RESET_LINK), url));
        await page.getByRole("heading", { name: "Set a new password" }).waitFor();
        await shot(page, `account-reset-password-${name}`);
        await page.goto(`${url}/en/reset-password?token=used&email=${encodeURIComponent(email)}`);
        await page.getByText("Session expired please enter your email again").waitFor();
        await shot(page, `account-forgot-expired-${name}`);

        await logIn(page, url, email, "Secret123");
        await page.goto(`${url}/en/profile`);
        await page.getByRole("heading", { name: "My account" }).waitFor();
        await shot(page, `account-profile-${name}`);
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole("button", { name: "Change Password" }).click();
        await page.getByLabel("New password", { exact: true }).fill("short");
        await page.getByLabel("Repeat the new password").fill("other");
        await page.getByLabel("Current password").focus();
        await page.locator("#profile-password-editor").scrollIntoViewIfNeeded();
        await shot(page, `account-profile-password-${name}`);
        expect(await seriousViolations(page)).toEqual([]);
        await page.getByRole("button", { name: "Change Connected accounts" }).click();
        await page.getByText("Not available").first().waitFor();
        await page.locator("#profile-connections-editor").scrollIntoViewIfNeeded();
        await shot(page, `account-profile-connections-${name}`);
        expect(await seriousViolations(page)).toEqual([]);

        // Deleting the account: the dialog, then the farewell, logged out.
        const token = (await storedToken(page)) ?? "";
        await page.getByRole("button", { name: "Delete account" }).click();
        const dialog = page.getByRole("dialog", { name: "Delete account" });
        await dialog.getByText("Are you sure you want to delete your account?").waitFor();
        await shot(page, `account-delete-dialog-${name}`);
        expect(await seriousViolations(page)).toEqual([]);
        await dialog.getByRole("button", { name: "Yes, delete my account" }).click();
        await page.waitForURL((u) => u.pathname === "/en/deleted-account");
        await page.getByRole("heading", { name: "Thank you for being with us!" }).waitFor();
        await shot(page, `account-deleted-${name}`);
        expect(await storedToken(page)).toBeNull();
        expect(await userAnswer(url, token)).toBe(401);
        expect(errors).toEqual([]);
      });
    });
  }
});
