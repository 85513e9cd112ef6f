// @vitest-environment jsdom
import type { Project } from "@home-designer/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { i18n, initI18n } from "../../../i18n/index.ts";
import { MemoryRouter } from "../../../lib/navigation-testing.ts";
import { dashboardQueries } from "../api.ts";
import { DashboardContext, type DashboardContextValue } from "../dashboard-context.ts";
import { AddLayoutDialog } from "./add-layout-dialog.tsx";

const layout = (id: number, name: string) => ({ id, name, web_img: { url: null } });
const PROJECTS: Project[] = [
  {
    id: 1,
    name: "Merelahe",
    project_url: null,
    default_package: { id: 11 },
    buildings: [
      {
        id: 10,
        building_number: "A",
        apartments: [
          { id: 101, number: "10", transaction_status: "available", layouts: [layout(1, "3A")] },
        ],
      },
    ],
  },
];

beforeAll(async () => {
  await initI18n("en");
  await i18n.loadNamespaces(["common", "dashboard"]);
  // What Radix's list needs of a browser that jsdom has not.
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(onDashboard: ReadonlySet<number>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(dashboardQueries.projects(1, null).queryKey, PROJECTS);
  const sent: string[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    sent.push(`${init.method ?? "GET"} ${url}`);
    const body = url.startsWith("/api/list/projects") ? PROJECTS : { message: "Not here" };
    return new Response(JSON.stringify(body), {
      status: url.startsWith("/api/list/projects") ? 200 : 404,
      headers: { "Content-Type": "application/json" },
    });
  });
  const dashboard: DashboardContextValue = {
    lang: "en",
    companyId: 1,
    actingUser: null,
    actingName: null,
    marked: new Set(),
    mark: () => undefined,
    now: 0,
    refresh: () => Promise.resolve(),
  };
  const calls = { added: vi.fn(), shown: vi.fn(), closed: vi.fn() };
  /** The dashboard's part: the dialog closes when it has added or shown a layout. */
  function Adding() {
    const [open, setOpen] = useState(true);
    const done = (call: (id: number) => void) => (id: number) => {
      call(id);
      setOpen(false);
    };
    return open ? (
      <AddLayoutDialog
        onDashboard={onDashboard}
        onClose={calls.closed}
        onAdded={done(calls.added)}
        onShow={done(calls.shown)}
      />
    ) : null;
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/en/dashboard"]}>
        <DashboardContext.Provider value={dashboard}>
          <h2 id="layout-1" tabIndex={-1}>
            Apartment 10
          </h2>
          <Adding />
        </DashboardContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { sent, calls };
}

/** Chooses in one of the dialog's lists from the keyboard. */
async function choose(list: string, option: string) {
  const trigger = screen.getByRole("combobox", { name: list });
  act(() => trigger.focus());
  fireEvent.keyDown(trigger, { key: "Enter" });
  const item = await screen.findByRole("option", { name: option });
  fireEvent.keyDown(item, { key: "Enter" });
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
}

async function chooseAll() {
  await choose("Project", "Merelahe");
  await choose("Building", "Building A");
  await choose("Apartment", "Apartment 10");
  await choose("Layout", "3A");
}

describe("adding an apartment", () => {
  it("says an apartment on the dashboard already is there, and goes to it instead of adding", async () => {
    const { sent, calls } = renderDialog(new Set([1]));
    const dialog = screen.getByRole("dialog", { name: "Add a new apartment" });
    await chooseAll();
    expect(within(dialog).getByRole("status").textContent).toBe(
      "This apartment is on your dashboard already.",
    );
    expect(within(dialog).queryByRole("button", { name: "Add to dashboard" })).toBeNull();
    const show = within(dialog).getByRole("button", { name: "Show it on the dashboard" });
    expect(show.getAttribute("aria-describedby")).toBe(within(dialog).getByRole("status").id);
    fireEvent.click(show);
    expect(calls.shown).toHaveBeenCalledWith(1);
    // Focus is taken to the apartment, where the dashboard marks it.
    await waitFor(() => expect(document.activeElement?.id).toBe("layout-1"));
    expect(calls.added).not.toHaveBeenCalled();
    expect(sent.filter((call) => call.startsWith("POST"))).toEqual([]);
  });

  it("offers to add an apartment that is not on the dashboard, and says nothing of it", async () => {
    renderDialog(new Set([2]));
    const dialog = screen.getByRole("dialog", { name: "Add a new apartment" });
    await chooseAll();
    expect(within(dialog).getByRole("status").textContent).toBe("");
    expect(within(dialog).getByRole("button", { name: "Add to dashboard" })).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Show it on the dashboard" })).toBeNull();
  });
});
