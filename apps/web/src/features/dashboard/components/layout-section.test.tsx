// @vitest-environment jsdom
import type { DashboardEntry } from "@home-designer/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { CompanyContext } from "../../../lib/company.ts";
import { Route } from "../../../lib/navigation.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { stubApi } from "../../auth/testing.tsx";
import { DashboardContext, type DashboardContextValue } from "../dashboard-context.ts";
import { CARDS_PER_PAGE, type LayoutGroup, layoutGroups, shownEntries } from "../dashboard-data.ts";
import { entry } from "../fixtures.ts";
import { LayoutSection } from "./layout-section.tsx";

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["common", "dashboard"]);
  // jsdom has no media queries: a phone-sized screen.
  window.matchMedia = vi.fn().mockReturnValue({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  });
  // jsdom does not scroll.
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NOW = Date.parse("2026-02-01T00:00:00Z");

/** A layout with the company's package and `own` packages of the buyer's, made long ago. */
function groupWith(own: number, changes: (id: number) => Partial<DashboardEntry> = () => ({})) {
  const entries = [
    entry(7, 1),
    ...Array.from({ length: own }, (_, i) =>
      entry(7, 100 + i, {
        custom: true,
        created_at: `2025-06-01T10:${String(i % 60).padStart(2, "0")}:00.000Z`,
        ...changes(100 + i),
      }),
    ),
  ];
  const [group] = layoutGroups([{ 7: entries }]);
  if (!group) throw new Error("no layout");
  return group;
}

function renderSection(group: LayoutGroup, marked: number[] = []) {
  const context: DashboardContextValue = {
    lang: "en",
    companyId: 1,
    actingUser: null,
    actingName: null,
    marked: new Set(marked),
    mark: () => undefined,
    now: NOW,
    refresh: () => Promise.resolve(),
  };
  const view = (g: LayoutGroup) => (
    <QueryClientProvider client={new QueryClient()}>
      <CompanyContext.Provider value={null}>
        <MemoryRouter initialEntries={["/en/dashboard"]}>
          <DashboardContext.Provider value={context}>
            <Route path="/:lang/dashboard">
              <LayoutSection group={g} highlighted={null} />
            </Route>
          </DashboardContext.Provider>
        </MemoryRouter>
      </CompanyContext.Provider>
    </QueryClientProvider>
  );
  const result = render(view(group));
  return { ...result, update: (g: LayoutGroup) => result.rerender(view(g)) };
}

const cards = () => screen.getAllByRole("article");
/** The line that says how many packages are shown (a live region; the cards have their own). */
const shownLine = () => document.getElementById("layout-7-shown");

describe("shownEntries", () => {
  it("keeps the first page and whatever is to be kept after it, in the list's order", () => {
    const { entries } = groupWith(30);
    const shown = shownEntries(entries, 12, (e) => e.package_id === 125);
    expect(shown.map((e) => e.package_id)).toEqual([
      1,
      ...Array.from({ length: 11 }, (_, i) => 100 + i),
      125,
    ]);
    expect(shownEntries(entries, 100, () => false)).toHaveLength(31);
  });
});

describe("a layout's packages, a page at a time", () => {
  it("shows a short list whole, without a pager", () => {
    stubApi({});
    renderSection(groupWith(CARDS_PER_PAGE - 1));
    expect(cards()).toHaveLength(CARDS_PER_PAGE);
    expect(shownLine()).toBeNull();
    expect(screen.queryByRole("button", { name: /^show .* more$/i })).toBeNull();
  });

  it("shows the first page, says how many there are, and shows more on request", () => {
    const calls = stubApi({});
    renderSection(groupWith(30));
    expect(cards()).toHaveLength(12);
    expect(screen.getByText("31 packages")).toBeTruthy();
    const status = shownLine();
    expect(status?.getAttribute("role")).toBe("status");
    expect(status?.textContent).toBe("Showing 12 of 31 packages");

    const more = screen.getByRole("button", { name: "Show 12 more" });
    expect(more.getAttribute("aria-describedby")).toBe(status?.id);
    fireEvent.click(more);
    expect(cards()).toHaveLength(24);
    expect(shownLine()?.textContent).toBe("Showing 24 of 31 packages");
    // The keyboard's focus goes to the first package that came in.
    expect(document.activeElement?.textContent).toBe("Package 111");
    expect(within(cards()[12] as HTMLElement).getByRole("heading").textContent).toBe("Package 111");

    fireEvent.click(screen.getByRole("button", { name: "Show 7 more" }));
    expect(cards()).toHaveLength(31);
    expect(shownLine()?.textContent).toBe("Showing all 31 packages");
    expect(screen.queryByRole("button", { name: /^show .* more$/i })).toBeNull();
    expect(document.activeElement?.textContent).toBe("Package 123");
    // Showing more asks the server for nothing: the dashboard's answer has every package.
    expect(calls).toEqual([]);
  });

  it("shows a package this visit made even when it is after the first page", () => {
    stubApi({});
    // 129 was duplicated on this visit (or saved in the configurator, which brought the buyer
    // here); 128 was made a minute ago in another tab: it waits on its page, with its badge.
    renderSection(
      groupWith(30, (id) => (id === 128 ? { created_at: "2026-01-31T23:59:00.000Z" } : {})),
      [129],
    );
    const ids = cards().map((card) => card.getAttribute("data-package"));
    expect(ids).toHaveLength(13);
    expect(ids.slice(-2)).toEqual(["110", "129"]);
    expect(shownLine()?.textContent).toBe("Showing 13 of 31 packages");
    expect(screen.getByRole("button", { name: "Show 12 more" })).toBeTruthy();
  });

  it("keeps its page when the list changes: after a delete the counts are the new list's", () => {
    stubApi({});
    const { update } = renderSection(groupWith(30));
    fireEvent.click(screen.getByRole("button", { name: "Show 12 more" }));
    expect(cards()).toHaveLength(24);
    // The package at 105 was deleted; the list is read again.
    const after = groupWith(30);
    update({ ...after, entries: after.entries.filter((e) => e.package_id !== 105) });
    expect(cards()).toHaveLength(24);
    expect(screen.getByText("30 packages")).toBeTruthy();
    expect(shownLine()?.textContent).toBe("Showing 24 of 30 packages");
    expect(screen.getByRole("button", { name: "Show 6 more" })).toBeTruthy();
  });

  it("compares the layout's newest designs, whether they are shown or not", () => {
    stubApi({});
    renderSection(groupWith(30));
    const link = screen.getByRole("link", { name: "Compare designs" });
    expect(link.getAttribute("href")).toContain("apartment_layout_id=7&designs=129%2C128%2C127");
  });
});
