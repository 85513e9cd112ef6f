// @vitest-environment jsdom
import type { Company, ConfirmRefusal, DashboardEntry } from "@home-designer/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { CompanyContext } from "../../../lib/company.ts";
import { Route } from "../../../lib/navigation.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { testCompany } from "../../auth/testing.tsx";
import { DashboardContext, type DashboardContextValue } from "../dashboard-context.ts";
import { entry } from "../fixtures.ts";
import { PackageCard } from "./package-card.tsx";

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

/** Opening the menu prepares the share link; no server answers here unless a test says so. */
const noAnswer = () => new Promise(() => undefined);

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["common", "dashboard"]);
  // jsdom has no media queries: a phone-sized screen.
  window.matchMedia = vi.fn().mockReturnValue({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  vi.stubGlobal("fetch", noAnswer);
});

afterEach(() => {
  cleanup();
  toasts.length = 0;
  vi.stubGlobal("fetch", noAnswer);
  window.location.hash = "";
});

function dashboard(actingUser: number | null = null): DashboardContextValue {
  return {
    lang: "en",
    companyId: 1,
    actingUser,
    actingName: actingUser === null ? null : "Mari",
    marked: new Set(),
    mark: () => undefined,
    now: Date.parse("2026-02-01T00:00:00Z"),
    refresh: () => Promise.resolve(),
  };
}

function renderCard(card: DashboardEntry, actingUser: number | null = null, company?: Company) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <CompanyContext.Provider value={company ?? null}>
        <MemoryRouter initialEntries={["/en/dashboard"]}>
          <DashboardContext.Provider value={dashboard(actingUser)}>
            <Route path="/:lang/dashboard">
              <PackageCard entry={card} />
            </Route>
          </DashboardContext.Provider>
        </MemoryRouter>
      </CompanyContext.Provider>
    </QueryClientProvider>,
  );
}

const confirmed = { confirmed: true, confirmation_date: "2026-01-02T00:00:00Z" };
const abilities = {
  change: false,
  rename: false,
  delete: false,
  confirm: false,
  confirm_refusal: null,
} satisfies DashboardEntry["abilities"];

function menuItems(): string[] {
  fireEvent.keyDown(screen.getByRole("button", { name: /^More actions/ }), { key: "Enter" });
  return screen.getAllByRole("menuitem").map((item) => item.textContent ?? "");
}

describe("PackageCard", () => {
  it("offers what the answer allows on the buyer's own unconfirmed package", () => {
    renderCard(entry(1, 5, { custom: true }));
    expect(screen.getByRole("link", { name: "Edit" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Confirm" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Rename: Package 5" })).toBeTruthy();
    expect(menuItems()).toContain("Delete");
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("offers neither rename nor delete when the answer does not", () => {
    renderCard(entry(1, 1, { abilities: { ...abilities, confirm: true } }));
    expect(screen.queryByRole("button", { name: /^Rename/ })).toBeNull();
    const items = menuItems();
    expect(items).not.toContain("Delete");
    expect(items).not.toContain("Rename");
  });

  it("shows a confirmed package to look at, unless the person may still change it", () => {
    const final = { ...confirmed, can_confirm: false };
    const refusal = { ...abilities, confirm_refusal: "already_confirmed" as const };
    renderCard(entry(1, 5, { custom: true, ...final, abilities: refusal }));
    expect(screen.queryByRole("link", { name: "Edit" })).toBeNull();
    expect(screen.getByRole("link", { name: "View" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
    // Its confirmation says why it has no confirm button.
    expect(screen.queryByRole("note")).toBeNull();
    cleanup();

    // Staff acting for the customer may still change it.
    const staff = { ...refusal, change: true, rename: true };
    renderCard(entry(1, 5, { custom: true, ...final, abilities: staff }), 7);
    expect(screen.getByRole("link", { name: "Edit" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Rename: Package 5" })).toBeTruthy();
    expect(menuItems()).not.toContain("Delete");
  });

  const reasons: [ConfirmRefusal, string][] = [
    ["not_buyer", "Only the buyer of this apartment can confirm."],
    ["already_confirmed", "Another package of this apartment is already confirmed."],
    ["not_confirmable", "The company does not let this package be confirmed."],
  ];
  for (const [refusal, text] of reasons) {
    it(`says why it cannot be confirmed: ${refusal}`, () => {
      renderCard(
        entry(1, 1, { can_confirm: false, abilities: { ...abilities, confirm_refusal: refusal } }),
      );
      expect(screen.queryByRole("button", { name: "Confirm" })).toBeNull();
      expect(screen.getByRole("note").textContent).toBe(text);
    });
  }

  it("sends a buyer with an unconfirmed address to My account, and tells staff it is the customer's", () => {
    const unverified = { ...abilities, confirm_refusal: "email_unverified" as const };
    renderCard(entry(1, 1, { can_confirm: false, abilities: unverified }));
    const note = screen.getByRole("note");
    expect(note.textContent).toContain("first confirm your e-mail address");
    expect(screen.getByRole("link", { name: "My account" }).getAttribute("href")).toBe(
      "/en/profile",
    );
    cleanup();

    renderCard(entry(1, 1, { can_confirm: false, abilities: unverified }), 7);
    expect(screen.getByRole("note").textContent).toContain(
      "The customer has not confirmed their e-mail address yet.",
    );
    expect(screen.queryByRole("link", { name: "My account" })).toBeNull();
  });

  it("says the link is ready when the browser will not copy it, and shows it to copy by hand", async () => {
    const link = "https://alpha.test/s/AbCd1234";
    vi.stubGlobal("fetch", async () => Response.json({ url: link }));
    renderCard(entry(1, 5));
    fireEvent.keyDown(screen.getByRole("button", { name: /^More actions/ }), { key: "Enter" });
    // jsdom has no clipboard, like a browser that refuses to copy.
    fireEvent.click(screen.getByRole("menuitem", { name: "Copy link" }));
    await waitFor(() => expect(toasts).toEqual([{ kind: "success", message: "Link is ready!" }]));
    await screen.findByRole("dialog", { name: "Copy the link" });
    expect(screen.getByDisplayValue(link)).toBeTruthy();
  });
  describe("confirming where the company has its buyers sign", () => {
    const signing = { ...testCompany, signing: { label: "Smart-ID, Mobile-ID, ID card" } };
    const calls: { url: string; body: unknown }[] = [];
    const answer = (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      if (url.startsWith("/api/confirm-package/sign"))
        return Promise.resolve(Response.json({ url: "#at-the-broker" }));
      if (url.startsWith("/api/confirm-package"))
        return Promise.resolve(Response.json({ message: "Package confirmed." }));
      return noAnswer();
    };

    it("sends the buyer to sign with their electronic identity", async () => {
      calls.length = 0;
      vi.stubGlobal("fetch", answer);
      renderCard(entry(1, 5), null, signing);
      fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
      const dialog = await screen.findByRole("dialog", { name: /^Confirm the package/ });
      expect(dialog.textContent).toContain(
        "You confirm by signing with your electronic identity (Smart-ID, Mobile-ID, ID card).",
      );
      const sign = screen.getByRole("button", { name: "Sign and confirm" });
      fireEvent.click(sign);
      await waitFor(() => expect(window.location.hash).toBe("#at-the-broker"));
      expect(calls).toEqual([
        {
          url: "/api/confirm-package/sign",
          body: { apartment_id: 1, apartment_layout_id: 1, package_id: 5, selected_locale: "en" },
        },
      ]);
      // The page is leaving: the dialog stays, busy.
      expect(sign.getAttribute("aria-busy")).toBe("true");
      expect(toasts).toEqual([]);
    });

    it("lets staff acting for the buyer confirm as before, unsigned", async () => {
      calls.length = 0;
      vi.stubGlobal("fetch", answer);
      renderCard(entry(1, 5), 7, signing);
      fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
      const dialog = await screen.findByRole("dialog", { name: /^Confirm the package/ });
      expect(dialog.textContent).not.toContain("electronic identity");
      fireEvent.click(screen.getByRole("button", { name: "Confirm package" }));
      await waitFor(() =>
        expect(toasts).toEqual([{ kind: "success", message: "Package confirmed." }]),
      );
      expect(calls.map((c) => c.url)).toEqual(["/api/confirm-package?user_id=7"]);
      expect(window.location.hash).toBe("");
    });
  });
});
