// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { keepPendingSave } from "../../lib/pending-save.ts";
import { Component as ForgotPassword } from "./forgot-password-route.tsx";
import { knownDevice } from "./known-devices.ts";
import { Component as ResetPassword } from "./reset-password-route.tsx";
import { Component as SendVerification } from "./send-verification-route.tsx";
import { loadTexts, renderPage, stubApi } from "./testing.tsx";
import { Component as VerifyEmail } from "./verify-email-route.tsx";

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
  localStorage.clear();
});

const location = () => screen.getByTestId("location");

describe("forgot password", () => {
  const open = (state?: unknown) =>
    renderPage(ForgotPassword, {
      path: "/en/auth/forgot-password",
      route: "/:lang/auth/forgot-password",
      state,
    });

  it("says the session expired when a reset link no longer worked", async () => {
    open({ tokenNotValid: true });
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Session expired please enter your email again",
    );
  });

  it("sends the link, then offers another after 30 seconds and says it was sent", async () => {
    const user = userEvent.setup();
    const calls = stubApi({ "POST /api/reset-password/send": { body: { message: "Sent." } } });
    open();
    expect(screen.queryByRole("alert")).toBeNull();
    await user.type(await screen.findByLabelText("E-mail address"), "mari@example.com{Enter}");
    await screen.findByRole("heading", { name: "Check your e-mail" });
    expect(calls[0]?.body).toEqual({ email: "mari@example.com", company_id: 1 });
    expect(toasts).toEqual([{ kind: "success", message: "Link sent! Check your email." }]);
    expect(screen.getByText("Please wait 30 s before asking for another link.")).toBeTruthy();
    const again = screen.getByRole("button", { name: "send a new link" });
    expect(again.getAttribute("aria-disabled")).toBe("true");
    await user.click(again);
    expect(calls).toHaveLength(1);
    expect(screen.queryByText("We have sent you another link.")).toBeNull();
  });

  it("sends another link once the 30 seconds have passed", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const calls = stubApi({ "POST /api/reset-password/send": { body: { message: "Sent." } } });
      open();
      await user.type(await screen.findByLabelText("E-mail address"), "mari@example.com{Enter}");
      await screen.findByRole("heading", { name: "Check your e-mail" });
      await act(async () => {
        vi.advanceTimersByTime(30_000);
      });
      expect(screen.queryByText(/before asking for another link/)).toBeNull();
      const again = screen.getByRole("button", { name: "send a new link" });
      expect(again.getAttribute("aria-disabled")).toBeNull();
      await user.click(again);
      expect(await screen.findByText("We have sent you another link.")).toBeTruthy();
      expect(calls).toHaveLength(2);
      expect(screen.getByText("Please wait 30 s before asking for another link.")).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows send-link errors as a red toast for 5 s", async () => {
    const user = userEvent.setup();
    const message = "Please wait 30 seconds before asking for another link.";
    stubApi({ "POST /api/reset-password/send": { status: 429, body: { message } } });
    open();
    await user.type(await screen.findByLabelText("E-mail address"), "mari@example.com{Enter}");
    await waitFor(() => expect(toasts).toEqual([{ kind: "error", message, duration: 5000 }]));
  });
});

describe("reset password", () => {
  const open = (query: string) =>
    renderPage(ResetPassword, {
      path: `/en/reset-password${query}`,
      route: "/:lang/reset-password",
    });

  it("sends a link that no longer works back to forgot password with the notice", async () => {
    stubApi({ "POST /api/reset-password/check": { status: 422, body: { message: "Expired." } } });
    open("?token=t&email=mari%40example.com");
    await waitFor(() => expect(location().textContent).toBe("/en/auth/forgot-password"));
    expect(JSON.parse(location().dataset.state ?? "")).toEqual({ tokenNotValid: true });
  });

  it("needs both fields valid and equal, then goes to login after 1.5 s", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "POST /api/reset-password/check": { body: { message: "The link is valid." } },
      "POST /api/reset-password/reset": {
        body: { message: "Your new password is set.", device: "dev-reset" },
      },
    });
    open("?token=t0k&email=mari%40example.com");
    const button = await screen.findByRole("button", { name: "Save the new password" });
    await user.type(screen.getByLabelText("New password"), "Secret123");
    await user.type(screen.getByLabelText("Repeat the password"), "Secret124");
    await user.tab();
    expect(screen.getByText("Passwords don't match.")).toBeTruthy();
    expect(button.getAttribute("aria-disabled")).toBe("true");
    await user.clear(screen.getByLabelText("Repeat the password"));
    await user.type(screen.getByLabelText("Repeat the password"), "Secret123{Enter}");
    await screen.findByRole("heading", { name: "Your new password is set" });
    expect(calls[1]?.body).toEqual({
      email: "mari@example.com",
      token: "t0k",
      password: "Secret123",
      password_confirmation: "Secret123",
    });
    // The link proved the mailbox: this browser is let in past others' failed logins.
    expect(knownDevice("mari@example.com")).toBe("dev-reset");
    expect(location().textContent).toContain("/en/reset-password");
    await waitFor(() => expect(location().textContent).toBe("/en/auth"), { timeout: 3000 });
  });
});

describe("send-verification", () => {
  it("needs the address and token in the navigation state", async () => {
    renderPage(SendVerification, {
      path: "/en/send-verification",
      route: "/:lang/send-verification",
    });
    await waitFor(() => expect(location().textContent).toBe("/en/auth"));
  });

  it("names the address and sends another link at once, then holds the server's 30-second wait", async () => {
    const user = userEvent.setup();
    // The server counts its 30 seconds from the last link asked for here: the sign-up's own mail
    // does not count, and a login mails none.
    const calls = stubApi({
      "POST /api/email/verify-resend": { body: { message: "We have sent you another link." } },
    });
    renderPage(SendVerification, {
      path: "/en/send-verification",
      route: "/:lang/send-verification",
      state: { email: "mari@example.com", token: "t" },
    });
    expect((await screen.findByText(/^mari@/)).textContent).toBe("mari@example.com");
    const again = screen.getByRole("button", { name: "send a new link" });
    expect(screen.queryByText(/^Please wait/)).toBeNull();
    expect(again.getAttribute("aria-disabled")).toBeNull();

    await user.click(again);
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: "success", message: "We have sent you another link." }),
    );
    expect(calls.filter((c) => c.url.startsWith("/api/email/verify-resend"))).toHaveLength(1);
    const wait = screen.getByText("Please wait 30 s before asking for another link.");
    expect(again.getAttribute("aria-disabled")).toBe("true");
    expect(again.getAttribute("aria-describedby")).toBe(wait.id);
    expect(document.activeElement).toBe(again);
    // While it waits, a press sends nothing the server would refuse.
    await user.click(again);
    expect(calls.filter((c) => c.url.startsWith("/api/email/verify-resend"))).toHaveLength(1);
  });
});

describe("the e-mail confirmation link", () => {
  const open = () =>
    renderPage(VerifyEmail, {
      path: `/en/email/verify/7/${"a".repeat(64)}?expires=99&signature=${"b".repeat(64)}`,
      route: "/:lang/email/verify/:customerId/:hash",
    });

  it("confirms and offers the login", async () => {
    const calls = stubApi({
      [`GET /api/email/verify/7/${"a".repeat(64)}`]: { body: { message: "Confirmed." } },
    });
    open();
    await screen.findByRole("heading", { name: "You're all set!" });
    expect(screen.getByText("Confirmed.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/en/auth");
    expect(calls[0]?.url).toBe(
      `/api/email/verify/7/${"a".repeat(64)}?expires=99&signature=${"b".repeat(64)}&company_id=1`,
    );
  });

  it("says that choices kept from the sign-up are saved at the login", async () => {
    keepPendingSave({ apartment_layout_id: 3, package_id: 2, returnTo: "/en/2/summary/save" });
    stubApi({
      [`GET /api/email/verify/7/${"a".repeat(64)}`]: { body: { message: "Confirmed." } },
    });
    open();
    await screen.findByRole("heading", { name: "You're all set!" });
    expect(
      screen.getByText("Your choices wait in this browser and are saved when you next log in."),
    ).toBeTruthy();
  });

  it("says why a link did not work", async () => {
    stubApi({
      [`GET /api/email/verify/7/${"a".repeat(64)}`]: {
        status: 403,
        body: { message: "This confirmation link is not valid or has expired." },
      },
    });
    open();
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This confirmation link is not valid or has expired.",
    );
  });
});
