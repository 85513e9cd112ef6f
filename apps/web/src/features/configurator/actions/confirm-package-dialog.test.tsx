// @vitest-environment jsdom
import type { Company } from "@home-designer/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../i18n/index.ts";
import { CompanyContext } from "../../../lib/company.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { usePrimaryStore } from "../../../lib/store.ts";
import { loadTexts, stubApi, testCompany } from "../../auth/testing.tsx";
import { ConfiguratorContext } from "../context.ts";
import { configuratorState, pkg } from "../selection/fixtures.ts";
import { ConfirmPackageDialog } from "./confirm-package-dialog.tsx";

const toasts = vi.hoisted(() => [] as { kind: string; message: string }[]);
vi.mock("../../../lib/toast.ts", async (original) => ({
  ...(await original<typeof import("../../../lib/toast.ts")>()),
  toast: {
    success: (message: string) => toasts.push({ kind: "success", message }),
    error: (message: string) => toasts.push({ kind: "error", message }),
    warning: (message: string) => toasts.push({ kind: "warning", message }),
    message: (message: string) => toasts.push({ kind: "message", message }),
  },
}));

beforeAll(async () => {
  await loadTexts();
  await i18n.loadNamespaces(["actions", "summary"]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toasts.length = 0;
  usePrimaryStore.setState({ token: null });
  window.location.hash = "";
});

const SIGNING: Company = { ...testCompany, signing: { label: "Smart-ID, Mobile-ID, ID card" } };

function openDialog(company: Company, selectedUser: number | null = null) {
  usePrimaryStore.setState({ token: "tok" });
  const onClose = vi.fn();
  const state = { ...configuratorState(pkg(5, { user_package: true })), lang: "en" as const };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CompanyContext.Provider value={company}>
        <MemoryRouter initialEntries={["/en/5/summary?project=1&apartment_layout_id=1"]}>
          <ConfiguratorContext.Provider value={{ ...state, selectedUser }}>
            <ConfirmPackageDialog totalCents={100_000} onClose={onClose} />
          </ConfiguratorContext.Provider>
        </MemoryRouter>
      </CompanyContext.Provider>
    </QueryClientProvider>,
  );
  return { onClose };
}

const BODY = { apartment_id: 1, apartment_layout_id: 1, package_id: 5, selected_locale: "en" };

describe("the confirm dialog of a company whose buyers sign", () => {
  it("tells the buyer they sign with their electronic identity, then sends them to sign", async () => {
    const user = userEvent.setup();
    let answer: (value: { body: unknown }) => void = () => undefined;
    const calls = stubApi({
      "POST /api/confirm-package/sign": () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    openDialog(SIGNING);
    expect(
      await screen.findByText(
        "You confirm by signing with your electronic identity (Smart-ID, Mobile-ID, ID card). The identity service opens and then brings you back here.",
      ),
    ).toBeTruthy();
    const sign = screen.getByRole("button", { name: "Sign and confirm" });
    expect(screen.queryByRole("button", { name: "Confirm package" })).toBeNull();

    await user.click(sign);
    await waitFor(() => expect(sign.getAttribute("aria-busy")).toBe("true"));
    answer({ body: { url: "#at-the-broker" } });

    await waitFor(() => expect(window.location.hash).toBe("#at-the-broker"));
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["POST", "/api/confirm-package/sign", BODY],
    ]);
    // The page is leaving for the broker: the button stays busy, nothing is said yet.
    expect(sign.getAttribute("aria-busy")).toBe("true");
    expect((sign as HTMLButtonElement).disabled).toBe(true);
    expect(toasts).toEqual([]);
  });

  it("says the server's refusal, as confirming does, and goes nowhere", async () => {
    const user = userEvent.setup();
    const message = "Another package of this apartment is confirmed already.";
    stubApi({
      "POST /api/confirm-package/sign": { status: 409, body: { message } },
      "GET /api/packages": { body: [] },
    });
    const { onClose } = openDialog(SIGNING);
    await user.click(await screen.findByRole("button", { name: "Sign and confirm" }));
    await waitFor(() => expect(toasts).toEqual([{ kind: "error", message }]));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(window.location.hash).toBe("");
  });

  it("keeps staff acting for a buyer on the plain confirmation: only the buyer signs", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "POST /api/confirm-package": { body: { message: "Package confirmed." } },
      "GET /api/packages": { body: [] },
    });
    const { onClose } = openDialog(SIGNING, 9);
    await user.click(await screen.findByRole("button", { name: "Confirm package" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(screen.queryByText(/electronic identity/)).toBeNull();
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/confirm-package?user_id=9",
      body: BODY,
    });
    expect(calls.some((c) => c.url.includes("/sign"))).toBe(false);
    expect(toasts).toEqual([{ kind: "success", message: "Package confirmed." }]);
    expect(window.location.hash).toBe("");
  });

  it("confirms plainly where the company signs nothing", async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      "POST /api/confirm-package": { body: { message: "" } },
      "GET /api/packages": { body: [] },
    });
    openDialog(testCompany);
    expect(screen.queryByText(/electronic identity/)).toBeNull();
    await user.click(await screen.findByRole("button", { name: "Confirm package" }));
    await waitFor(() =>
      expect(toasts).toEqual([{ kind: "success", message: "Package confirmed." }]),
    );
    expect(calls[0]?.url).toBe("/api/confirm-package");
  });
});
