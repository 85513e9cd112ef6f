// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { usePrimaryStore } from "../../lib/store.ts";
import { loadTexts, renderPage, stubApi, testCompany, testUser } from "../auth/testing.tsx";
import { connectedAccounts, Component as Profile } from "./profile-route.tsx";

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
beforeEach(() => usePrimaryStore.setState({ token: "tok" }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.length = 0;
  usePrimaryStore.setState({ token: null });
});

const location = () => screen.getByTestId("location");
const google = { provider: "google" as const, name: "Mari" };
const facebook = { provider: "facebook" as const, name: "Mari" };
const main = { provider: "main" as const, name: null };

function open(path = "/en/profile", company = testCompany) {
  return renderPage(Profile, { path, route: "/:lang/profile/:attachStatus?", company });
}

describe("connectedAccounts", () => {
  it("lists the social logins capitalised and comma separated", () => {
    expect(connectedAccounts({ providers: [main, facebook, google] })).toBe("Facebook, Google");
    expect(connectedAccounts({ providers: [main] })).toBe("");
  });
});

describe("My account", () => {
  it("requires a login", async () => {
    usePrimaryStore.setState({ token: null });
    open();
    await waitFor(() => expect(location().textContent).toBe("/en/auth"));
  });

  it("shows name, e-mail, password (e-mail accounts only), connected accounts, the data download and deletion", async () => {
    stubApi({ "GET /api/auth/user": { body: testUser({ providers: [main, google] }) } });
    open();
    await screen.findByRole("heading", { level: 1, name: "My account" });
    const labels = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(labels).toEqual([
      "Name",
      "E-mail address",
      "Password",
      "Connected accounts",
      "Download your data",
      "Delete your account permanently",
    ]);
    expect(screen.getByText("Mari Maasikas")).toBeTruthy();
    expect(screen.getByText("Google")).toBeTruthy();
    for (const row of ["Name", "E-mail address", "Password", "Connected accounts"]) {
      const toggle = screen.getByRole("button", { name: `Change ${row}` });
      expect(toggle.getAttribute("aria-expanded")).toBe("false");
    }
  });

  it("reminds staff that this is their own account, not the client's", async () => {
    stubApi({
      "GET /api/auth/user": { body: testUser({ roles: { designer: "designer" } }) },
    });
    open("/en/profile?selected_user=3&name=Mari");
    const banner = await screen.findByRole("complementary", { name: "You are logged in as staff" });
    expect(banner.textContent).toContain(
      "This page shows your own staff account, not the account of Mari.",
    );
    cleanup();
    stubApi({ "GET /api/auth/user": { body: testUser() } });
    open();
    await screen.findByRole("heading", { level: 1, name: "My account" });
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("has no password row for an account without one", async () => {
    stubApi({ "GET /api/auth/user": { body: testUser({ providers: [google] }) } });
    open();
    await screen.findByRole("heading", { level: 3, name: "Name" });
    expect(screen.queryByRole("heading", { level: 3, name: "Password" })).toBeNull();
  });

  it("changes the name in its inline editor", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/auth/user": { body: testUser() },
      "POST /api/auth/user/update": (call) => ({
        body: {
          success: true,
          message: "Your details are saved.",
          user: testUser({ name: (call.body as { name: string }).name }),
        },
      }),
    });
    open();
    const toggle = await screen.findByRole("button", { name: "Change Name" });
    await user.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(toggle.textContent).toBe("Cancel");
    expect(screen.getByRole("button", { name: "Cancel Name" })).toBe(toggle);
    const field = screen.getByLabelText("New name");
    expect(document.activeElement).toBe(field);
    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByText("Your name can't be empty")).toBeTruthy();
    await user.type(field, "Mari Mets{Enter}");
    await screen.findByText("Mari Mets");
    expect(calls.at(-1)?.body).toEqual({ name: "Mari Mets" });
    expect(toasts).toEqual([{ kind: "success", message: "Your details are saved." }]);
    expect(screen.queryByLabelText("New name")).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Change Name" }));
  });

  it("keeps the editor open when the server refuses the change", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/auth/user": { body: testUser() },
      "POST /api/auth/user/update": {
        body: { success: false, message: "Not now.", user: testUser() },
      },
    });
    open();
    await user.click(await screen.findByRole("button", { name: "Change E-mail address" }));
    const field = screen.getByLabelText("New e-mail address");
    await user.clear(field);
    await user.type(field, "bad@");
    await user.tab();
    expect(
      screen.getByText("You entered an invalid email address. Please use another one."),
    ).toBeTruthy();
    await user.type(field, "example.com");
    await user.type(screen.getByLabelText("Current password"), "Secret123{Enter}");
    await waitFor(() => expect(toasts).toEqual([{ kind: "error", message: "Not now." }]));
    expect(screen.getByLabelText("New e-mail address")).toBeTruthy();
  });

  it("asks an e-mail account for its current password to change the e-mail, showing the server's refusal at the field", async () => {
    const user = userEvent.setup();
    const wrong = "Wrong password entered or connection problem. Please verify and try again.";
    let accept = false;
    const calls = stubApi({
      "GET /api/auth/user": { body: testUser() },
      "POST /api/auth/user/update": () =>
        accept
          ? {
              body: {
                success: true,
                message: "Your details are saved.",
                user: testUser({ email: "new@example.com", email_verified_at: null }),
              },
            }
          : { status: 422, body: { message: wrong, errors: { current_password: [wrong] } } },
    });
    open();
    await user.click(await screen.findByRole("button", { name: "Change E-mail address" }));
    const email = screen.getByLabelText("New e-mail address");
    await user.clear(email);
    await user.type(email, "new@example.com{Enter}");
    const password = screen.getByLabelText("Current password");
    expect(password.getAttribute("type")).toBe("password");
    expect(screen.getByText("Please enter your current password.")).toBeTruthy();
    expect(document.activeElement).toBe(password);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await user.type(password, "Guess1234{Enter}");
    await waitFor(() => expect(toasts).toEqual([{ kind: "error", message: wrong }]));
    expect(calls.at(-1)?.body).toEqual({ email: "new@example.com", current_password: "Guess1234" });
    expect(screen.getByText(wrong)).toBeTruthy();
    expect(password.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(password);

    accept = true;
    await user.clear(password);
    await user.type(password, "Secret123{Enter}");
    await screen.findByText("new@example.com");
    expect(calls.at(-1)?.body).toEqual({ email: "new@example.com", current_password: "Secret123" });
    expect(screen.queryByLabelText("Current password")).toBeNull();
  });

  it("sends the confirmation link again, then says how long until the server sends another", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/auth/user": { body: testUser({ email_verified_at: null }) },
      "POST /api/email/verify-resend": { body: { message: "We have sent you another link." } },
    });
    open();
    const again = await screen.findByRole("button", { name: "Send the confirmation link again" });
    expect(again.getAttribute("aria-disabled")).toBeNull();
    await user.click(again);
    await waitFor(() =>
      expect(toasts).toContainEqual({ kind: "success", message: "We have sent you another link." }),
    );
    const wait = screen.getByText("Another link can be sent in 30 s.");
    expect(again.getAttribute("aria-disabled")).toBe("true");
    expect(again.getAttribute("aria-describedby")).toBe(wait.id);
    await user.click(again);
    expect(calls.filter((c) => c.url.startsWith("/api/email/verify-resend"))).toHaveLength(1);
  });

  it("changes the e-mail of an account without a password without asking for one", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/auth/user": { body: testUser({ providers: [google] }) },
      "POST /api/auth/user/update": {
        body: {
          success: true,
          message: "Your details are saved.",
          user: testUser({ email: "new@example.com", providers: [google] }),
        },
      },
    });
    open();
    await user.click(await screen.findByRole("button", { name: "Change E-mail address" }));
    expect(screen.queryByLabelText("Current password")).toBeNull();
    const email = screen.getByLabelText("New e-mail address");
    await user.clear(email);
    await user.type(email, "new@example.com{Enter}");
    await screen.findByText("new@example.com");
    expect(calls.at(-1)?.body).toEqual({ email: "new@example.com" });
  });

  it("checks the new password when it is left and says a wrong current password as the spec words it", async () => {
    const user = userEvent.setup();
    stubApi({
      "GET /api/auth/user": { body: testUser() },
      "POST /api/auth/user/change-password": {
        status: 422,
        body: { message: "Wrong.", errors: { old_password: ["Wrong."] } },
      },
    });
    open();
    await user.click(await screen.findByRole("button", { name: "Change Password" }));
    await user.type(screen.getByLabelText("Current password"), "Old12345");
    await user.type(screen.getByLabelText("New password"), "weak");
    await user.tab();
    expect(
      screen.getByText(
        "The password needs at least 8 characters, 1 uppercase, 1 lowercase and 1 numeral.",
      ),
    ).toBeTruthy();
    await user.clear(screen.getByLabelText("New password"));
    await user.type(screen.getByLabelText("New password"), "Secret123");
    await user.type(screen.getByLabelText("Repeat the new password"), "Secret123{Enter}");
    const wrong = "Wrong password entered or connection problem. Please verify and try again.";
    await waitFor(() => expect(toasts).toEqual([{ kind: "error", message: wrong }]));
    const current = screen.getByLabelText("Current password");
    expect(current.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(current);
  });

  it("connects and disconnects providers, keeping one way to log in", async () => {
    const user = userEvent.setup();
    let providers = [main, google];
    const calls = stubApi({
      "GET /api/auth/user": () => ({ body: testUser({ providers }) }),
      "GET /api/social-auth/detach/google": () => {
        providers = [main];
        return { body: testUser({ providers }) };
      },
    });
    open("/en/profile", { ...testCompany, social_providers: ["google"] });
    await user.click(await screen.findByRole("button", { name: "Change Connected accounts" }));
    const list = screen.getByRole("list");
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "FacebookNot available",
      "GoogleConnected to Google",
    ]);
    await user.click(screen.getByRole("button", { name: "Disconnect Google" }));
    await waitFor(() =>
      expect(calls.some((c) => c.url === "/api/social-auth/detach/google")).toBe(true),
    );
    await screen.findByRole("button", { name: "Connect to Google" });
    expect(screen.getByText("No accounts connected")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Disconnect/ })).toBeNull();
  });

  it("offers no removal of the only way to log in", async () => {
    const user = userEvent.setup();
    stubApi({ "GET /api/auth/user": { body: testUser({ providers: [google] }) } });
    open("/en/profile", { ...testCompany, social_providers: ["google", "facebook"] });
    await user.click(await screen.findByRole("button", { name: "Change Connected accounts" }));
    expect(screen.getByText("Connected to Google")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Connect to Facebook" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Disconnect/ })).toBeNull();
  });

  describe("downloading one's data", () => {
    const saved: string[] = [];
    beforeEach(() => {
      URL.createObjectURL = () => "blob:data";
      URL.revokeObjectURL = () => {};
      // jsdom saves nothing: the link the download is handed to says what would be saved.
      vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        saved.push(this.download);
      });
    });
    afterEach(() => {
      vi.restoreAllMocks();
      saved.length = 0;
    });

    /** The page's API, with the download answered when the test lets it. */
    function stubDownload(answer: () => Response) {
      const calls = stubApi({ "GET /api/auth/user": { body: testUser() } });
      const json = globalThis.fetch;
      let answerNow: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        answerNow = resolve;
      });
      const asked: RequestInit[] = [];
      vi.stubGlobal("fetch", async (input: string, init: RequestInit = {}) => {
        if (!input.startsWith("/api/auth/user/export")) return json(input, init);
        asked.push(init);
        await held;
        return answer();
      });
      return { calls, asked, answerNow };
    }

    it("saves the .zip the server names, from the keyboard, busy until it is there", async () => {
      const user = userEvent.setup();
      const download = stubDownload(
        () =>
          new Response(new Uint8Array([80, 75, 5, 6]), {
            status: 200,
            headers: {
              "content-type": "application/zip",
              "content-disposition": "attachment; filename*=UTF-8''personal-data-2026-11-25.zip",
            },
          }),
      );
      open();
      const button = await screen.findByRole("button", { name: "Download my data" });
      expect(button.getAttribute("aria-describedby")).toBe("profile-data-note");
      button.focus();
      await user.keyboard("{Enter}");
      await waitFor(() => expect(download.asked).toHaveLength(1));
      expect(button.getAttribute("aria-busy")).toBe("true");
      // Pressed again while busy: still one download.
      await user.keyboard("{Enter}");
      expect(download.asked).toHaveLength(1);
      const headers = download.asked[0]?.headers as Record<string, string>;
      expect([download.asked[0]?.method, headers.Authorization, headers.Accept]).toEqual([
        "GET",
        "Bearer tok",
        "application/zip",
      ]);
      download.answerNow();
      await waitFor(() =>
        expect(toasts).toEqual([{ kind: "success", message: "Your data has been downloaded." }]),
      );
      expect(saved).toEqual(["personal-data-2026-11-25.zip"]);
      expect(button.getAttribute("aria-busy")).toBeNull();
      expect(document.activeElement).toBe(button);
    });

    it("says why the server refused, and can be asked again", async () => {
      const user = userEvent.setup();
      const download = stubDownload(
        () =>
          new Response(
            JSON.stringify({ message: "Too many requests. Please try again in 60 seconds." }),
            {
              status: 429,
              headers: { "content-type": "application/json", "retry-after": "60" },
            },
          ),
      );
      download.answerNow();
      open();
      await user.click(await screen.findByRole("button", { name: "Download my data" }));
      await waitFor(() =>
        expect(toasts).toEqual([
          { kind: "error", message: "Too many requests. Please try again in 60 seconds." },
        ]),
      );
      expect(saved).toEqual([]);
      const button = screen.getByRole("button", { name: "Download my data" });
      expect(button.getAttribute("aria-busy")).toBeNull();
      await user.click(button);
      await waitFor(() => expect(download.asked).toHaveLength(2));
    });
  });

  it("deletes the account after confirming, then says goodbye logged out", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "GET /api/auth/user": { body: testUser() },
      "DELETE /api/auth/user/delete": { body: { message: "Deleted." } },
      "GET /api/terms": { body: { en: [{ title: "1. Our terms", text: "Deleting ends them." }] } },
    });
    open();
    await user.click(await screen.findByRole("button", { name: "Delete account" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete account" });
    expect(within(dialog).getByText("Are you sure you want to delete your account?")).toBeTruthy();
    const buttons = within(dialog)
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(buttons.slice(-2)).toEqual(["Yes, delete my account", "No, keep it"]);
    await user.click(within(dialog).getByRole("button", { name: "terms of use" }));
    const terms = await screen.findByRole("dialog", { name: "Terms and conditions" });
    // The company's own terms.
    expect(await within(terms).findByText("Deleting ends them.")).toBeTruthy();
    await user.click(within(terms).getAllByRole("button", { name: "Close" })[0] as HTMLElement);
    await user.click(within(dialog).getByRole("button", { name: "Yes, delete my account" }));
    await waitFor(() => expect(location().textContent).toBe("/en/deleted-account"));
    expect(calls.at(-1)?.method).toBe("DELETE");
    expect(usePrimaryStore.getState().token).toBeNull();
  });

  it("connects a provider by sending the return's code with this login, then shows the account's logins", async () => {
    let connected = false;
    const calls = stubApi({
      "GET /api/auth/user": () => ({
        body: testUser({ providers: connected ? [main, google] : [main] }),
      }),
      "POST /api/social-auth/attach": () => {
        connected = true;
        return { body: testUser({ providers: [main, google] }) };
      },
    });
    open("/en/profile/attached?code=one-time");
    // The code leaves the address at once.
    await waitFor(() => expect(location().textContent).toBe("/en/profile"));
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: "success", message: "Your account is connected." }]),
    );
    const sent = calls.filter((c) => c.method === "POST");
    expect(sent.map((c) => [c.url, c.body, c.headers.Authorization])).toEqual([
      ["/api/social-auth/attach", { code: "one-time" }, "Bearer tok"],
    ]);
    await screen.findByText("Google");
  });

  it("says the server's refusal when the return's code does not connect this account", async () => {
    stubApi({
      "GET /api/auth/user": { body: testUser() },
      "POST /api/social-auth/attach": {
        status: 422,
        body: { message: "This connection could not be confirmed." },
      },
    });
    open("/en/profile/attached?code=someone-elses");
    await waitFor(() =>
      expect(toasts).toEqual([
        { kind: "error", message: "This connection could not be confirmed." },
      ]),
    );
    expect(location().textContent).toBe("/en/profile");
    expect(screen.getByText("No accounts connected")).toBeTruthy();
  });

  it("reports a failed connecting and drops it from the address; a return without a code connects nothing", async () => {
    const calls = stubApi({ "GET /api/auth/user": { body: testUser() } });
    open("/en/profile/attached");
    await waitFor(() => expect(location().textContent).toBe("/en/profile"));
    await screen.findByRole("heading", { level: 1, name: "My account" });
    expect(toasts).toEqual([]);
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);
    cleanup();
    toasts.length = 0;
    open(
      "/en/profile/failed?errors=connected_elsewhere&provider=facebook&selected_user=3&name=Mari",
    );
    await waitFor(() =>
      expect(location().textContent).toBe("/en/profile?selected_user=3&name=Mari"),
    );
    expect(toasts).toEqual([
      {
        kind: "error",
        message: "This Facebook account is already connected to another account.",
      },
    ]);
  });

  it("shows no text of a failed return's address, only the site's own", async () => {
    stubApi({ "GET /api/auth/user": { body: testUser() } });
    open("/en/profile/failed?errors=Send%20your%20password%20to%20help%40evil.example");
    await waitFor(() => expect(location().textContent).toBe("/en/profile"));
    expect(toasts).toEqual([
      { kind: "error", message: "Connecting the account did not work. Please try again." },
    ]);
  });
});
