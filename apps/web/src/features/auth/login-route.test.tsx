// @vitest-environment jsdom

import { browserKeySchema } from "@home-designer/core";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { newBrowserKey, takeBrowserKey } from "../../lib/handover.ts";
import { fromSummaryState, keepPendingSave, keptPendingSave } from "../../lib/pending-save.ts";
import { usePrimaryStore } from "../../lib/store.ts";
import { knownDevice, rememberDevice } from "./known-devices.ts";
import { Component as Login } from "./login-route.tsx";
import { loadTexts, renderPage, stubApi, testCompany, testUser } from "./testing.tsx";

const toasts = vi.hoisted(() => [] as { kind: string; message: string }[]);
vi.mock("../../lib/toast.ts", async (original) => ({
  ...(await original<typeof import("../../lib/toast.ts")>()),
  toast: {
    success: (message: string) => toasts.push({ kind: "success", message }),
    error: (message: string) => toasts.push({ kind: "error", message }),
    warning: (message: string) => toasts.push({ kind: "warning", message }),
    message: (message: string) => toasts.push({ kind: "message", message }),
  },
}));

beforeAll(loadTexts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.length = 0;
  usePrimaryStore.setState({ token: null });
  localStorage.clear();
  sessionStorage.clear();
  window.location.hash = "";
});

const location = () => screen.getByTestId("location");

function open(path = "/en/auth", state?: unknown, company = testCompany) {
  return renderPage(Login, { path, route: "/:lang/auth/:socialLoginStatus?", state, company });
}

describe("the login page", () => {
  it("enables logging in only with a valid e-mail and 8 characters of password", async () => {
    const user = userEvent.setup();
    open();
    const button = await screen.findByRole("button", { name: "Log in" });
    const email = screen.getByLabelText("E-mail address");
    const password = screen.getByLabelText("Password");
    expect(button.getAttribute("aria-disabled")).toBe("true");

    await user.type(email, "mari@example");
    await user.type(password, "1234567");
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(email.getAttribute("aria-describedby")).toBe("login-email-error");
    await user.tab();
    expect(screen.getByText("You entered an invalid password.")).toBeTruthy();
    expect(button.getAttribute("aria-disabled")).toBe("true");

    await user.type(email, ".ee");
    await user.type(password, "8");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    expect(email.getAttribute("aria-invalid")).toBeNull();
    expect(button.getAttribute("aria-disabled")).toBeNull();
  });

  it("sends someone already logged in on: to the page asked for, else the dashboard", async () => {
    usePrimaryStore.setState({ token: "tok" });
    stubApi({ "GET /api/auth/user": { body: testUser() } });
    const first = open("/en/auth?redirect=%2Fen%2Finfo");
    await waitFor(() => expect(location().textContent).toBe("/en/info"));
    expect(screen.queryByRole("button", { name: "Log in" })).toBeNull();
    first.unmount();
    open("/en/auth");
    await waitFor(() => expect(location().textContent).toBe("/en/dashboard"));
    expect(screen.queryByRole("button", { name: "Log in" })).toBeNull();
  });

  it("shows the form when the stored login is no longer known", async () => {
    usePrimaryStore.setState({ token: "old" });
    stubApi({ "GET /api/auth/user": { status: 401, body: { message: "Please log in." } } });
    open("/en/auth");
    expect(await screen.findByRole("button", { name: "Log in" })).toBeTruthy();
    expect(location().textContent).toBe("/en/auth");
  });

  it("moves focus to the first field that needs attention when sent too early", async () => {
    const user = userEvent.setup();
    const calls = stubApi({});
    open();
    await user.type(await screen.findByLabelText("Password"), "12345678{Enter}");
    expect(document.activeElement).toBe(screen.getByLabelText("E-mail address"));
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("logs in, fetches the user and goes to the dashboard", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "POST /api/auth/login": { body: { token: "tok", user: testUser(), device: "dev-1" } },
      "GET /api/auth/user": { body: testUser() },
    });
    open();
    await user.type(await screen.findByLabelText("E-mail address"), " mari@example.com ");
    await user.type(screen.getByLabelText("Password"), "Secret123{Enter}");
    await waitFor(() => expect(location().textContent).toBe("/en/dashboard"));
    expect(calls[0]?.body).toEqual({
      email: "mari@example.com",
      password: "Secret123",
      company_id: 1,
    });
    expect(calls[1]?.headers.Authorization).toBe("Bearer tok");
    expect(usePrimaryStore.getState().token).toBe("tok");
    // This browser is now a known one of the account, for its next login.
    expect(knownDevice("mari@example.com")).toBe("dev-1");
  });

  it("sends the known-device value this browser keeps for the e-mail, and keeps the one answered", async () => {
    const user = userEvent.setup();
    rememberDevice("Mari@Example.com", "dev-0");
    rememberDevice("juri@example.com", "dev-juri");
    const calls = stubApi({
      "POST /api/auth/login": { body: { token: "tok", user: testUser(), device: "dev-2" } },
      "GET /api/auth/user": { body: testUser() },
    });
    open();
    await user.type(await screen.findByLabelText("E-mail address"), "mari@EXAMPLE.com");
    await user.type(screen.getByLabelText("Password"), "Secret123{Enter}");
    await waitFor(() => expect(location().textContent).toBe("/en/dashboard"));
    expect(calls[0]?.body).toMatchObject({ email: "mari@EXAMPLE.com", device: "dev-0" });
    expect(knownDevice("mari@example.com")).toBe("dev-2");
    expect(knownDevice("juri@example.com")).toBe("dev-juri");
  });

  it("sends an unconfirmed e-mail to send-verification, not logged in", async () => {
    const user = userEvent.setup();
    stubApi({
      "POST /api/auth/login": { body: { token: "tok", user: testUser(), device: "dev-1" } },
      "GET /api/auth/user": { body: testUser({ email_verified_at: null }) },
    });
    open();
    await user.type(await screen.findByLabelText("E-mail address"), "mari@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret123{Enter}");
    await waitFor(() => expect(location().textContent).toBe("/en/send-verification"));
    expect(JSON.parse(location().dataset.state ?? "")).toEqual({
      email: "mari@example.com",
      token: "tok",
    });
    expect(usePrimaryStore.getState().token).toBeNull();
  });

  it("returns to the summary with the design to save", async () => {
    const user = userEvent.setup();
    stubApi({
      "POST /api/auth/login": { body: { token: "tok", user: testUser(), device: "dev-1" } },
      "GET /api/auth/user": { body: testUser() },
    });
    const pending = { apartment_layout_id: 3, package_id: 2, returnTo: "/en/2/summary?project=1" };
    open("/en/auth", fromSummaryState(pending));
    expect(await screen.findByText("Log in to save your choices.")).toBeTruthy();
    const register = screen.getByRole("link", { name: "Create an account" });
    expect(register.getAttribute("href")).toBe("/en/auth/register");
    await user.type(screen.getByLabelText("E-mail address"), "mari@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret123{Enter}");
    await waitFor(() => expect(location().textContent).toBe("/en/2/summary?project=1"));
    expect(JSON.parse(location().dataset.state ?? "")).toEqual({ resumeSave: pending });
  });

  it("resumes a design kept in this browser (a sign-up's) after the login, and forgets it", async () => {
    const user = userEvent.setup();
    stubApi({
      "POST /api/auth/login": { body: { token: "tok", user: testUser(), device: "dev-1" } },
      "GET /api/auth/user": { body: testUser() },
    });
    const pending = { apartment_layout_id: 3, package_id: 2, returnTo: "/en/2/summary/save?x=1" };
    keepPendingSave(pending);
    open("/en/auth");
    expect(await screen.findByText("Log in to save your choices.")).toBeTruthy();
    expect(
      screen.getByText("Your choices wait in this browser and are saved when you next log in."),
    ).toBeTruthy();
    await user.type(screen.getByLabelText("E-mail address"), "mari@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret123{Enter}");
    await waitFor(() => expect(location().textContent).toBe("/en/2/summary/save?x=1"));
    expect(JSON.parse(location().dataset.state ?? "")).toEqual({ resumeSave: pending });
    expect(keptPendingSave()).toBeNull();
  });

  it("keeps the design while the e-mail is not confirmed yet", async () => {
    const user = userEvent.setup();
    stubApi({
      "POST /api/auth/login": { body: { token: "tok", user: testUser(), device: "dev-1" } },
      "GET /api/auth/user": { body: testUser({ email_verified_at: null }) },
    });
    const pending = { apartment_layout_id: 3, package_id: 2, returnTo: "/en/2/summary/save" };
    open("/en/auth", fromSummaryState(pending));
    // Opened from the save dialog: nothing kept in the browser yet, nothing to mention.
    expect(await screen.findByText("Log in to save your choices.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Don't save them" })).toBeNull();
    await user.type(screen.getByLabelText("E-mail address"), "mari@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret123{Enter}");
    await waitFor(() => expect(location().textContent).toBe("/en/send-verification"));
    expect(keptPendingSave()).toEqual(pending);
  });

  it("lets the person discard a kept design, and then goes to the dashboard", async () => {
    const user = userEvent.setup();
    stubApi({
      "POST /api/auth/login": { body: { token: "tok", user: testUser(), device: "dev-1" } },
      "GET /api/auth/user": { body: testUser() },
    });
    keepPendingSave({ apartment_layout_id: 3, package_id: 2, returnTo: "/en/2/summary/save" });
    open("/en/auth");
    await user.click(await screen.findByRole("button", { name: "Don't save them" }));
    expect(keptPendingSave()).toBeNull();
    expect(screen.getByText("Welcome back! Log in to carry on designing your home.")).toBeTruthy();
    await user.type(screen.getByLabelText("E-mail address"), "mari@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret123{Enter}");
    await waitFor(() => expect(location().textContent).toBe("/en/dashboard"));
  });

  it("shows the server's refusal, the throttling message as it is", async () => {
    const user = userEvent.setup();
    const message = "Too many login attempts. Please try again in 42 seconds.";
    stubApi({ "POST /api/auth/login": { status: 429, body: { message } } });
    open();
    await user.type(await screen.findByLabelText("E-mail address"), "mari@example.com");
    await user.type(screen.getByLabelText("Password"), "Secret123{Enter}");
    await waitFor(() => expect(toasts).toEqual([{ kind: "error", message }]));
    expect(location().textContent).toBe("/en/auth");
  });

  it("offers the social logins the company has, and carries the redirect to registration", async () => {
    open("/en/auth?redirect=%2Fen%2Finfo", undefined, {
      ...testCompany,
      social_providers: ["google"],
    });
    expect(await screen.findByRole("button", { name: "Continue with Google" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Facebook/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe(
      "/en/auth/register?redirect=%2Fen%2Finfo",
    );
  });

  it("starts a social login with a new secret of this tab, then goes to the provider", async () => {
    const user = userEvent.setup();
    const calls = stubApi({ "GET /api/social-auth/google/en": { body: { url: "#at-google" } } });
    open("/en/auth", undefined, { ...testCompany, social_providers: ["google"] });
    await user.click(await screen.findByRole("button", { name: "Continue with Google" }));
    await waitFor(() => expect(window.location.hash).toBe("#at-google"));
    const query = new URL(calls[0]?.url ?? "", "http://site").searchParams;
    expect(query.get("company_id")).toBe("1");
    const sent = browserKeySchema.parse(query.get("browser_key"));
    // The same secret stays in this tab for the return.
    expect(takeBrowserKey()).toBe(sent);
  });

  it("says why when the provider's address cannot be had, and the button works again", async () => {
    const user = userEvent.setup();
    const message = "Logging in with Google is not possible at the moment.";
    const calls = stubApi({ "GET /api/social-auth/google/en": { status: 502, body: { message } } });
    open("/en/auth", undefined, { ...testCompany, social_providers: ["google"] });
    const button = await screen.findByRole("button", { name: "Continue with Google" });
    await user.click(button);
    await waitFor(() => expect(toasts).toEqual([{ kind: "error", message }]));
    expect(location().textContent).toBe("/en/auth");
    await waitFor(() => expect(button.getAttribute("aria-disabled")).toBeNull());
    await user.click(button);
    await waitFor(() => expect(calls).toHaveLength(2));
  });
});

describe("the return from a social login", () => {
  it("takes the code out of the address at once, then trades it with this tab's secret for the login", async () => {
    const key = newBrowserKey();
    let answer: () => void = () => {};
    const calls = stubApi({
      "POST /api/auth/handover": () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: { token: "tok", user: testUser() } });
        }),
      "GET /api/auth/user": { body: testUser() },
    });
    open("/en/auth/success?token=one-time-code");
    // While the code is being traded the address no longer holds it.
    await waitFor(() => expect(location().textContent).toBe("/en/auth/success"));
    expect(screen.getByText("Logging you in…")).toBeTruthy();
    expect(calls[0]?.body).toEqual({
      code: "one-time-code",
      purpose: "social",
      company_id: 1,
      browser_key: key,
    });
    // The secret served this login only.
    expect(takeBrowserKey()).toBeNull();
    answer();
    await waitFor(() => expect(location().textContent).toBe("/en/dashboard"));
    expect(calls[1]?.headers.Authorization).toBe("Bearer tok");
    // The login is the traded token, never the value from the address.
    expect(usePrimaryStore.getState().token).toBe("tok");
  });

  it("shows the login page with the server's message when the code does not work", async () => {
    const message = "This login link is not valid or has expired.";
    const pending = { apartment_layout_id: 3, package_id: 2, returnTo: "/en/2/summary" };
    localStorage.setItem("pendingSave", JSON.stringify({ pending, at: Date.now() }));
    stubApi({ "POST /api/auth/handover": { status: 422, body: { message } } });
    open("/en/auth/success?token=spent-code");
    await waitFor(() => expect(location().textContent).toBe("/en/auth"));
    expect(await screen.findByRole("button", { name: "Log in" })).toBeTruthy();
    expect(toasts).toEqual([{ kind: "error", message }]);
    expect(JSON.parse(location().dataset.state ?? "")).toEqual({ fromSummary: pending });
    expect(usePrimaryStore.getState().token).toBeNull();
  });

  it("says that it failed when the return carries neither a code nor errors", async () => {
    const calls = stubApi({});
    for (const path of ["/en/auth/success", "/en/auth/failure", "/en/auth/success?token="]) {
      const page = open(path);
      await waitFor(() => expect(location().textContent).toBe("/en/auth"));
      expect(await screen.findByRole("button", { name: "Log in" })).toBeTruthy();
      expect(toasts, path).toEqual([
        {
          kind: "error",
          message:
            "Logging in with a social account did not work. Please try again or log in with your e-mail address.",
        },
      ]);
      page.unmount();
      toasts.length = 0;
    }
    expect(calls).toEqual([]);
  });

  it("says the reason of a failed one in the page's language and keeps a design waiting to be saved", async () => {
    const pending = { apartment_layout_id: 3, package_id: 2, returnTo: "/en/2/summary" };
    localStorage.setItem("pendingSave", JSON.stringify({ pending, at: Date.now() }));
    open("/en/auth/failure?errors=email_taken&provider=google");
    await waitFor(() => expect(location().textContent).toBe("/en/auth"));
    expect(toasts).toEqual([
      {
        kind: "error",
        message:
          "An account with this e-mail already exists. Log in with your password, then connect Google from My account.",
      },
    ]);
    expect(JSON.parse(location().dataset.state ?? "")).toEqual({ fromSummary: pending });
  });

  it("shows no text of the address: an unknown reason or provider is a failure said in general", async () => {
    for (const query of [
      "errors=Your%20account%20is%20blocked.%20Call%20%2B372%20555%200000",
      "errors=<b>x</b>",
      "errors=failed&provider=Evil%20Corp",
      "errors=failed",
      "errors=toString&provider=google",
    ]) {
      const page = open(`/en/auth/failure?${query}`);
      await waitFor(() => expect(location().textContent).toBe("/en/auth"));
      expect(toasts, query).toEqual([
        {
          kind: "error",
          message:
            "Logging in with a social account did not work. Please try again or log in with your e-mail address.",
        },
      ]);
      page.unmount();
      toasts.length = 0;
    }
  });
});
