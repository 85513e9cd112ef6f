// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { fromSummaryState, keptPendingSave } from "../../lib/pending-save.ts";
import { usePrimaryStore } from "../../lib/store.ts";
import { knownDevice } from "./known-devices.ts";
import { Component as Register } from "./register-route.tsx";
import { loadTexts, renderPage, stubApi, testCompany, testUser } from "./testing.tsx";

const toasts = vi.hoisted(() => [] as { kind: string; message: string; duration?: number }[]);
vi.mock("../../lib/toast.ts", async (original) => {
  const actual = await original<typeof import("../../lib/toast.ts")>();
  const record = (kind: string) => (message: string, options?: { duration?: number }) =>
    toasts.push({ kind, message, ...(options?.duration ? { duration: options.duration } : {}) });
  return {
    ...actual,
    toast: {
      success: record("success"),
      error: record("error"),
      warning: record("warning"),
      message: record("message"),
    },
  };
});

beforeAll(loadTexts);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.length = 0;
  usePrimaryStore.setState({ token: null });
  localStorage.clear();
});

const location = () => screen.getByTestId("location");

function open(company = testCompany, state?: unknown) {
  return renderPage(Register, {
    path: "/en/auth/register",
    route: "/:lang/auth/register",
    company,
    state,
  });
}

const pending = { apartment_layout_id: 3, package_id: 2, returnTo: "/en/2/summary/save?x=1" };

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText("Name"), "Mari Maasikas");
  await user.type(screen.getByLabelText("E-mail address"), "mari@example.com");
  await user.type(screen.getByLabelText("Password"), "Secret123");
  await user.type(screen.getByLabelText("Repeat the password"), "Secret123");
}

describe("the registration page", () => {
  it("shows the password rules and offers the newsletter only when the company has one", async () => {
    open();
    const password = await screen.findByLabelText("Password");
    const hint = document.getElementById(password.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe(
      "At least 8 characters, including 1 uppercase letter, 1 lowercase letter and 1 numeral.",
    );
    expect(screen.queryByLabelText("Send me the newsletter")).toBeNull();
    cleanup();
    open({ ...testCompany, news_letter: true });
    expect(await screen.findByLabelText("Send me the newsletter")).toBeTruthy();
  });

  it("enables the button on name (3+), e-mail, password and the terms", async () => {
    const user = userEvent.setup();
    open();
    const button = await screen.findByRole("button", { name: "Create account" });
    await fill(user);
    expect(button.getAttribute("aria-disabled")).toBe("true");
    await user.click(screen.getByRole("checkbox", { name: /I agree to the/ }));
    expect(button.getAttribute("aria-disabled")).toBeNull();

    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Al");
    await user.tab();
    expect(screen.getByText("This field is mandatory. Please fill.")).toBeTruthy();
    expect(button.getAttribute("aria-disabled")).toBe("true");
  });

  it("says what is wrong with each field when it is left", async () => {
    const user = userEvent.setup();
    open();
    await user.type(await screen.findByLabelText("E-mail address"), "mari@");
    await user.type(screen.getByLabelText("Password"), "secret");
    await user.type(screen.getByLabelText("Repeat the password"), "other");
    await user.tab();
    expect(
      screen.getByText("You entered an invalid email address. Please use another one."),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "The password needs at least 8 characters, 1 uppercase, 1 lowercase and 1 numeral.",
      ),
    ).toBeTruthy();
    expect(screen.getByText("Passwords don't match.")).toBeTruthy();
  });

  it("opens the company's terms over the form without ticking the box", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/terms": {
        body: {
          en: [{ title: "1. Scope", text: "These terms apply.\n\nTo everything." }],
          de: [{ title: "§ 1 Geltungsbereich", text: "Diese Bedingungen gelten." }],
        },
      },
    });
    open();
    await user.click(await screen.findByRole("button", { name: "terms of use" }));
    const dialog = await screen.findByRole("dialog", { name: "Terms and conditions" });
    expect(await within(dialog).findByRole("heading", { name: "1. Scope" })).toBeTruthy();
    expect(within(dialog).getByText("To everything.")).toBeTruthy();
    expect(within(dialog).queryByText("Diese Bedingungen gelten.")).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(["/api/terms?company_id=1"]);
    expect(
      (screen.getByRole("checkbox", { hidden: true, name: /I agree/ }) as HTMLInputElement).checked,
    ).toBe(false);
  });

  it("shows the general terms, which name no country's law, to a company without its own", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/terms": { body: {} } });
    open();
    await user.click(await screen.findByRole("button", { name: "terms of use" }));
    const dialog = await screen.findByRole("dialog", { name: "Terms and conditions" });
    expect(
      await within(dialog).findByRole("heading", { name: "6. Governing law and disputes" }),
    ).toBeTruthy();
    expect(within(dialog).getAllByRole("heading", { level: 3 })).toHaveLength(6);
    expect(dialog.textContent).not.toMatch(/Estonia|Harju/);
  });

  it("creates the account and goes to send-verification with the address and token", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "POST /api/auth/register": {
        body: {
          token: "new",
          user: testUser({ email_verified_at: null }),
          device: "dev-new",
          message: "Welcome!",
        },
      },
    });
    open({ ...testCompany, news_letter: true });
    await fill(user);
    await user.click(screen.getByRole("checkbox", { name: /I agree to the/ }));
    await user.click(screen.getByRole("checkbox", { name: "Send me the newsletter" }));
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(location().textContent).toBe("/en/send-verification"));
    expect(calls[0]?.body).toEqual({
      name: "Mari Maasikas",
      email: "mari@example.com",
      password: "Secret123",
      password_confirmation: "Secret123",
      locale: "en",
      is_subscribed: 1,
      company_id: 1,
    });
    expect(JSON.parse(location().dataset.state ?? "")).toEqual({
      email: "mari@example.com",
      token: "new",
    });
    expect(usePrimaryStore.getState().token).toBeNull();
    // The person chose the password here: this browser is a known one of the account.
    expect(knownDevice("mari@example.com")).toBe("dev-new");
  });

  it("keeps the design from the save dialog in this browser for the login after the confirmation", async () => {
    const user = userEvent.setup();
    stubApi({
      "POST /api/auth/register": {
        body: {
          token: "new",
          user: testUser({ email_verified_at: null }),
          device: "dev-new",
          message: "Welcome!",
        },
      },
    });
    open(testCompany, fromSummaryState(pending));
    expect(await screen.findByText("Create an account to save your choices.")).toBeTruthy();
    expect(keptPendingSave()).toBeNull();
    await fill(user);
    await user.click(screen.getByRole("checkbox", { name: /I agree to the/ }));
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(location().textContent).toBe("/en/send-verification"));
    expect(keptPendingSave()).toEqual(pending);
  });

  it("shows refusals as a red toast for 5 s and on the field concerned", async () => {
    const user = userEvent.setup();
    const message = "An account with this e-mail already exists.";
    stubApi({
      "POST /api/auth/register": { status: 422, body: { message, errors: { email: [message] } } },
    });
    open();
    await fill(user);
    await user.click(screen.getByRole("checkbox", { name: /I agree to the/ }));
    await user.click(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(toasts).toEqual([{ kind: "error", message, duration: 5000 }]));
    const email = screen.getByLabelText("E-mail address");
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(email);
  });

  it("sends someone already logged in to their dashboard instead of the form", async () => {
    usePrimaryStore.setState({ token: "tok" });
    const calls = stubApi({ "GET /api/auth/user": { body: testUser() } });
    open();
    await waitFor(() => expect(location().textContent).toBe("/en/dashboard"));
    expect(screen.queryByLabelText("Name")).toBeNull();
    expect(calls.map((c) => c.url)).toEqual(["/api/auth/user"]);
  });
});
